import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLIP_SETTLE_MS, FLIP_SNAP_BACK_MS, FlipCard } from './FlipCard.tsx';
import { FLIP_COMMIT_DEG, FULL_FLIP_DRAG_RATIO, flipAngle, isFlipCommitted } from './flip-math.ts';

const HEIGHT = 400;
/** Finger travel that turns the card `share` of the way to 90 degrees. */
const travel = (share: number) => share * HEIGHT * FULL_FLIP_DRAG_RATIO;

function renderCard(hinge: 'bottom' | 'top' = 'bottom', disabled = false) {
  const onFlip = vi.fn();
  const utils = render(
    <FlipCard
      hinge={hinge}
      radius="20px"
      label="Your card"
      onFlip={onFlip}
      disabled={disabled}
      face={<span>5</span>}
      underside={<span>6</span>}
    />,
  );
  return { onFlip, card: screen.getByRole('group', { name: 'Your card' }), ...utils };
}

/** Presses at y = 100, moves `dy` pixels (positive = down) and releases. */
function drag(card: HTMLElement, dy: number) {
  fireEvent.pointerDown(card, { pointerId: 1, clientY: 100, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(card, { pointerId: 1, clientY: 100 + dy / 2, pointerType: 'touch' });
  fireEvent.pointerMove(card, { pointerId: 1, clientY: 100 + dy, pointerType: 'touch' });
  act(() => vi.advanceTimersByTime(16));
  const angleWhileHeld = card.style.transform;
  fireEvent.pointerUp(card, { pointerId: 1, clientY: 100 + dy, pointerType: 'touch' });
  return angleWhileHeld;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 360, height: HEIGHT }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('flip geometry', () => {
  it('turns with the finger up to 90 degrees and commits from 75 % of the turn', () => {
    expect(flipAngle(0, HEIGHT)).toBe(0);
    expect(flipAngle(-50, HEIGHT)).toBe(0);
    expect(flipAngle(travel(0.5), HEIGHT)).toBeCloseTo(45);
    expect(flipAngle(travel(2), HEIGHT)).toBe(90);
    expect(FLIP_COMMIT_DEG).toBe(67.5);
    expect(isFlipCommitted(flipAngle(travel(0.7), HEIGHT))).toBe(false);
    expect(isFlipCommitted(flipAngle(travel(0.8), HEIGHT))).toBe(true);
  });
});

describe('FlipCard', () => {
  it('snaps back when released at 70 % of the turn', () => {
    const { card, onFlip } = renderCard();
    const held = drag(card, travel(0.7));
    expect(held).toBe('perspective(1600px) rotateX(63deg)');
    act(() => vi.advanceTimersByTime(FLIP_SNAP_BACK_MS + 10));
    expect(onFlip).not.toHaveBeenCalled();
    expect(card.style.transform).toBe('perspective(1600px) rotateX(0deg)');
  });

  it('commits when released at 80 % of the turn, after turning edge-on', () => {
    const { card, onFlip } = renderCard();
    drag(card, travel(0.8));
    expect(card.style.transform).toBe('perspective(1600px) rotateX(90deg)');
    expect(onFlip).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(FLIP_SETTLE_MS + 10));
    expect(onFlip).toHaveBeenCalledTimes(1);
    expect(card.style.transform).toBe('perspective(1600px) rotateX(0deg)');
  });

  it('shows the next count underneath only while the card moves', () => {
    const { card } = renderCard();
    expect(screen.queryByTestId('flip-underside')).toBeNull();
    fireEvent.pointerDown(card, { pointerId: 1, clientY: 100, pointerType: 'touch' });
    expect(screen.getByTestId('flip-underside')).toHaveTextContent('6');
    fireEvent.pointerUp(card, { pointerId: 1, clientY: 100, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(FLIP_SNAP_BACK_MS + 10));
    expect(screen.queryByTestId('flip-underside')).toBeNull();
  });

  it('can be grabbed again while it snaps back, but not while a flip completes', () => {
    const { card, onFlip } = renderCard();
    drag(card, travel(0.5));
    drag(card, travel(0.9));
    drag(card, travel(0.9));
    act(() => vi.advanceTimersByTime(FLIP_SETTLE_MS + 10));
    expect(onFlip).toHaveBeenCalledTimes(1);
  });

  it('the bottom card flips upwards; dragging it down does nothing', () => {
    const { card, onFlip } = renderCard('top');
    drag(card, travel(0.9));
    act(() => vi.advanceTimersByTime(FLIP_SNAP_BACK_MS + 10));
    expect(onFlip).not.toHaveBeenCalled();
    drag(card, -travel(0.9));
    act(() => vi.advanceTimersByTime(FLIP_SETTLE_MS + 10));
    expect(onFlip).toHaveBeenCalledTimes(1);
  });

  it('ignores a second finger and a cancelled gesture', () => {
    const { card, onFlip } = renderCard();
    fireEvent.pointerDown(card, { pointerId: 1, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerDown(card, { pointerId: 2, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(card, { pointerId: 2, clientY: 100 + travel(1), pointerType: 'touch' });
    fireEvent.pointerUp(card, { pointerId: 2, clientY: 100 + travel(1), pointerType: 'touch' });
    fireEvent.pointerMove(card, { pointerId: 1, clientY: 100 + travel(1), pointerType: 'touch' });
    fireEvent.pointerCancel(card, { pointerId: 1, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(FLIP_SETTLE_MS + FLIP_SNAP_BACK_MS));
    expect(onFlip).not.toHaveBeenCalled();
  });

  it('does not move while disabled', () => {
    const { card, onFlip } = renderCard('bottom', true);
    drag(card, travel(1));
    act(() => vi.advanceTimersByTime(FLIP_SETTLE_MS + 10));
    expect(onFlip).not.toHaveBeenCalled();
  });
});
