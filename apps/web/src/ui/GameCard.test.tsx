import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { soloGame } from '../test/game-fixtures.ts';
import { currentPath, renderWithProviders } from '../test/render-app.tsx';
import { GameCard } from './GameCard.tsx';

/** Mouse hover as the browser reports it (pointer events with pointerType 'mouse'), dispatched synchronously. */
function mouseEnter(element: Element) {
  fireEvent.pointerOver(element, { pointerType: 'mouse' });
}
function mouseLeave(element: Element) {
  fireEvent.pointerOut(element, { pointerType: 'mouse' });
}

afterEach(() => {
  vi.useRealTimers();
});

function cardLink() {
  return screen.getByRole('link', { name: /mike vs anna/ });
}

describe('GameCard', () => {
  it("shows 'A vs B', the type, the score and the date", () => {
    renderWithProviders(<GameCard game={soloGame()} />);
    const link = cardLink();
    expect(within(link).getByText('mike vs anna')).toBeInTheDocument();
    expect(within(link).getByText(/Singles/)).toBeInTheDocument();
    expect(within(link).getByLabelText('Score 11 to 7')).toHaveTextContent('11 : 7');
    expect(within(link).getByText('21 Nov 2026')).toHaveAttribute('datetime', '2026-11-21T14:05:00.000Z');
    expect(link.querySelector('[data-game-type="SINGLES"]')).not.toBeNull();
    expect(screen.queryByTestId('game-card-details')).not.toBeInTheDocument();
  });

  it('expands after 500 ms of mouse hover with Points Change, Rebuttals and Sinks, and collapses on leave', () => {
    vi.useFakeTimers();
    renderWithProviders(<GameCard game={soloGame()} />);
    mouseEnter(cardLink());
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId('game-card-details')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const details = screen.getByTestId('game-card-details');
    expect(within(details).getByText('Points Change')).toBeInTheDocument();
    expect(within(details).getByText('+15.50')).toBeInTheDocument();
    expect(within(details).getByText('\u221215.50')).toBeInTheDocument();
    expect(within(details).getByText('Rebuttals')).toBeInTheDocument();
    expect(within(details).getByText('Sinks')).toBeInTheDocument();
    expect(within(details).getByText('14')).toBeInTheDocument();
    // The floating details have no Details button: a click opens the game.
    expect(screen.queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
    mouseLeave(cardLink());
    expect(screen.queryByTestId('game-card-details')).not.toBeInTheDocument();
  });

  it('does not expand when the mouse leaves before 500 ms', () => {
    vi.useFakeTimers();
    renderWithProviders(<GameCard game={soloGame()} />);
    mouseEnter(cardLink());
    act(() => vi.advanceTimersByTime(400));
    mouseLeave(cardLink());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('game-card-details')).not.toBeInTheDocument();
  });

  it('opens the game detail on a mouse click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameCard game={soloGame({ gameType: 'EASY_CAPS', id: 'g-easy' })} />);
    await user.click(cardLink());
    expect(currentPath()).toBe('/easy/g-easy');
  });

  it('on touch, a tap expands the card with a Details button instead of navigating', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameCard game={soloGame({ id: 'g-touch' })} />);
    await user.pointer({ keys: '[TouchA]', target: cardLink() });
    expect(currentPath()).toBe('/');
    expect(screen.getByTestId('game-card-details')).toBeInTheDocument();
    const details = screen.getByRole('link', { name: 'Details' });
    await user.pointer({ keys: '[TouchA]', target: details });
    expect(currentPath()).toBe('/singles/g-touch');
  });

  it('a second tap collapses it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameCard game={soloGame()} />);
    await user.pointer({ keys: '[TouchA]', target: cardLink() });
    expect(screen.getByTestId('game-card-details')).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: cardLink() });
    expect(screen.queryByTestId('game-card-details')).not.toBeInTheDocument();
  });

  it('leaves Points Change out for unranked games', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameCard game={soloGame({ gameType: 'UNRANKED', pointsChange: [0, 0] })} />);
    await user.pointer({ keys: '[TouchA]', target: cardLink() });
    const details = screen.getByTestId('game-card-details');
    expect(within(details).queryByText('Points Change')).not.toBeInTheDocument();
    expect(within(details).getByText('Rebuttals')).toBeInTheDocument();
  });
});
