import { describe, expect, it } from 'vitest';
import { keepOnly, picksBody, placeInSlot, unplaced, type TSlots } from './picks-draft.ts';

const empty: TSlots = new Map([
  [3, [null, null]],
  [4, [null, null]],
]);

describe('PICKED placements', () => {
  it('places, moves a placed competitor, and swaps when dragged onto a taken slot', () => {
    let slots = placeInSlot(empty, 3, 1, 'a');
    slots = placeInSlot(slots, 4, 2, 'b');
    expect([...slots]).toEqual([
      [3, ['a', null]],
      [4, [null, 'b']],
    ]);
    // Choosing 'a' again elsewhere moves it.
    slots = placeInSlot(slots, 4, 1, 'a');
    expect([...slots]).toEqual([
      [3, [null, null]],
      [4, ['a', 'b']],
    ]);
    // Dragging 'a' from 4/1 onto b's slot swaps them.
    slots = placeInSlot(slots, 4, 2, 'a', { coordinate: 4, slot: 1 });
    expect(slots.get(4)).toEqual(['b', 'a']);
    // Emptying a slot; unknown coordinates change nothing.
    slots = placeInSlot(slots, 4, 1, null);
    expect(slots.get(4)).toEqual([null, 'a']);
    expect(placeInSlot(slots, 99, 1, 'c')).toBe(slots);
    expect(unplaced(slots, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('drops removed competitors and builds the setSeed body with null for empty slots', () => {
    const slots = keepOnly(placeInSlot(placeInSlot(empty, 3, 1, 'a'), 3, 2, 'gone'), new Set(['a']));
    expect(picksBody(slots, false)).toEqual([
      { coordinate: 3, player1: { id: 'a' }, player2: null },
      { coordinate: 4, player1: null, player2: null },
    ]);
    expect(picksBody(slots, true)[0]).toEqual({ coordinate: 3, team1: { id: 'a' }, team2: null });
  });
});
