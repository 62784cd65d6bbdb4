/** Progression after results (sheet §11.5–11.6 and the §15 "Progression" assertions). */
import { describe, expect, it } from 'vitest';
import { isEntryPlayable } from './entry-outcome.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './formats/double-elimination.ts';
import { roundName } from './formats/registry.ts';
import { ZBracketTournament } from './types.ts';
import { competitors, entryAt, pairAt, post, seeded, seededPicked, skip } from './test-support.ts';
import type { TBracketTournament } from './types.ts';

const isFull = (t: TBracketTournament, c: number) => pairAt(t, c).every((id) => id !== null);

describe('single elimination', () => {
  it('RO_8, 5 players: 3 → 1.c1 set and 0 empty; 6 and 1 → 0 full, not finished; 0 → finished', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    t = post(t, 3, 1);
    expect(pairAt(t, 1)[0]).toBe('p0');
    expect(pairAt(t, 0)).toEqual([null, null]);
    t = post(t, 6, 1);
    // §11.5: 2 becomes (–, winner6), a closed bye that passes winner6 to 0.c2.
    expect(entryAt(t, 2)).toMatchObject({ competitor1Id: null, competitor2Id: 'p3', bye: true, final: true });
    expect(pairAt(t, 0)[1]).toBe('p3');
    t = post(t, 1, 1);
    expect(isFull(t, 0)).toBe(true);
    expect(t.finished).toBe(false);
    expect(t.winnerId).toBeNull();
    t = post(t, 0, 2);
    expect(t.finished).toBe(true);
    expect(t.winnerId).toBe('p3');
  });

  it('RO_16 with 15 players is won by the player seeded at 9.c1 when that player wins every game', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_16', competitors(15));
    const champion = pairAt(t, 9)[0];
    expect(champion).toBe('p8');
    for (let playable = t.entries.find(isEntryPlayable); playable; playable = t.entries.find(isEntryPlayable)) {
      t = post(t, playable.coordinate, playable.competitor2Id === champion ? 2 : 1);
    }
    expect(t.finished).toBe(true);
    expect(t.winnerId).toBe(champion);
  });

  it('a forfeit advances the opponent', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    t = skip(t, 3, 'p0');
    expect(entryAt(t, 3)).toMatchObject({ forfeited: true, forfeitedId: 'p0', final: true });
    expect(pairAt(t, 1)[0]).toBe('p2');
  });

  it('a final that resolves as a bye finishes with the remaining competitor as winner', () => {
    // Both competitors picked into the same first-row entry: every later entry becomes a bye.
    let t = seededPicked(
      'SINGLE_ELIMINATION',
      'RO_8',
      ['a', 'b'],
      [{ coordinate: 3, competitor1Id: 'a', competitor2Id: 'b' }],
    );
    expect(t.finished).toBe(false);
    expect(entryAt(t, 2)).toMatchObject({ bye: true, final: true });
    t = post(t, 3, 2);
    expect(entryAt(t, 0)).toMatchObject({ competitor1Id: 'b', competitor2Id: null, bye: true, final: true });
    expect(t).toMatchObject({ finished: true, winnerId: 'b' });
  });

  it('two competitors seeded at random meet in the final', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(2));
    expect(pairAt(t, 0)).toEqual(['p0', 'p1']);
    t = post(t, 0, 2);
    expect(t).toMatchObject({ finished: true, winnerId: 'p1' });
  });
});

describe('double elimination', () => {
  it('D_RO_8, 5 players: the §15 progression', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(5));
    t = post(t, 4, 1);
    expect(pairAt(t, 2)[0]).toBe('p0');
    t = post(t, 7, 1);
    t = post(t, 2, 1);
    expect(isFull(t, 1)).toBe(true);
    t = post(t, 1, 1);
    expect(pairAt(t, 1001)[0]).toBeNull();
    expect(pairAt(t, 1001)[1]).not.toBeNull();
    t = post(t, 1002, 1);
    expect(isFull(t, 1001)).toBe(true);
    t = post(t, 1001, 1);
    expect(isFull(t, 1000)).toBe(true);
    t = post(t, 1000, 1);
    expect(isFull(t, 0)).toBe(true);
    expect(t.finished).toBe(false);
    t = post(t, 0, 1);
    expect(t.finished).toBe(true);
  });

  it('the loser of a played upper game drops into the lower bracket; a forfeiter does not', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8));
    t = post(t, 4, 1); // p0 beats p2 → p2 to 1005.c2
    expect(pairAt(t, 1005)[1]).toBe('p2');
    t = skip(t, 5, 'p4'); // p4 forfeits → nobody to 1005.c1
    expect(entryAt(t, 1005)).toMatchObject({ competitor1Id: null, competitor2Id: 'p2', bye: true, final: true });
    expect(pairAt(t, 1003)[1]).toBe('p2');
    const everywhere = t.entries.flatMap((e) => [e.competitor1Id, e.competitor2Id]);
    expect(everywhere.filter((id) => id === 'p4')).toHaveLength(1);
  });

  it('without the reset (tournaments stored before it), the upper champion meets the lower champion in a single grand final', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(2), 'RANDOM', { grandFinalReset: false });
    expect(t.entries.some((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE)).toBe(false);
    t = post(t, 1, 2); // p1 wins the upper final, p0 drops to the lower final
    expect(entryAt(t, 1000)).toMatchObject({ competitor1Id: 'p0', bye: true, final: true });
    expect(pairAt(t, 0)).toEqual(['p1', 'p0']);
    t = post(t, 0, 2);
    expect(t).toMatchObject({ finished: true, winnerId: 'p0' });
  });

  it('a stored tournament without settings has no reset', () => {
    const { settings: _dropped, ...stored } = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(2), 'RANDOM', {
      grandFinalReset: false,
    });
    const legacy = ZBracketTournament.parse(stored);
    expect(legacy.settings).toEqual({});
    const t = post(post(legacy, 1, 2), 0, 2);
    expect(t).toMatchObject({ finished: true, winnerId: 'p0' });
  });

  it('a grand final that resolves as a bye finishes the tournament', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(2));
    t = skip(t, 1, 'p0'); // the forfeiter is out: the lower bracket stays empty
    expect(entryAt(t, 0)).toMatchObject({ competitor1Id: 'p1', competitor2Id: null, bye: true, final: true });
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({
      competitor1Id: null,
      competitor2Id: null,
      bye: true,
      final: true,
    });
    expect(t).toMatchObject({ finished: true, winnerId: 'p1' });
  });
});

describe('double elimination grand final reset', () => {
  /** Four players to the grand final: p1 the upper champion, p0 from the lower bracket. */
  function toGrandFinal() {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(2));
    expect(t.settings).toEqual({ grandFinalReset: true });
    t = post(t, 1, 2); // p1 beats p0 in the upper final
    expect(pairAt(t, 0)).toEqual(['p1', 'p0']);
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({
      competitor1Id: null,
      competitor2Id: null,
      bye: false,
      final: false,
    });
    return t;
  }

  it('is on by default for new tournaments and waits, empty, for the grand final', () => {
    const t = toGrandFinal();
    expect(t.finished).toBe(false);
    expect(isEntryPlayable(entryAt(t, GRAND_FINAL_RESET_COORDINATE))).toBe(false);
  });

  it('is not needed when the upper champion wins the grand final', () => {
    const t = post(toGrandFinal(), 0, 1);
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({ bye: true, final: true, competitor1Id: null });
    expect(t).toMatchObject({ finished: true, winnerId: 'p1' });
  });

  it('is not needed when a finalist forfeits the grand final: the forfeiter is out', () => {
    const t = skip(toGrandFinal(), 0, 'p1');
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({ bye: true, final: true });
    expect(t).toMatchObject({ finished: true, winnerId: 'p0' });
  });

  it('follows when the lower champion wins the grand final, and decides the tournament', () => {
    let t = post(toGrandFinal(), 0, 2); // p0 beats p1: one loss each
    expect(t.finished).toBe(false);
    expect(pairAt(t, GRAND_FINAL_RESET_COORDINATE)).toEqual(['p1', 'p0']);
    expect(isEntryPlayable(entryAt(t, GRAND_FINAL_RESET_COORDINATE))).toBe(true);
    expect(roundName(t, entryAt(t, GRAND_FINAL_RESET_COORDINATE))).toBe('Grand Final reset');
    t = post(t, GRAND_FINAL_RESET_COORDINATE, 1);
    expect(t).toMatchObject({ finished: true, winnerId: 'p1' });
    expect(entryAt(t, GRAND_FINAL_RESET_COORDINATE)).toMatchObject({ final: true, bye: false });
  });

  it('can be forfeited like any entry', () => {
    const t = skip(post(toGrandFinal(), 0, 2), GRAND_FINAL_RESET_COORDINATE, 'p1');
    expect(t).toMatchObject({ finished: true, winnerId: 'p0' });
  });
});

describe('round robin', () => {
  it('finishes an odd field, won by the best record', () => {
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C']);
    for (let playable = t.entries.find(isEntryPlayable); playable; playable = t.entries.find(isEntryPlayable)) {
      expect(t.finished).toBe(false);
      // A wins everything; C beats B.
      const winner = [playable.competitor1Id, playable.competitor2Id].includes('A') ? 'A' : 'C';
      t = post(t, playable.coordinate, playable.competitor1Id === winner ? 1 : 2);
    }
    expect(t).toMatchObject({ finished: true, winnerId: 'A' });
  });

  it('a forfeit closes the entry and the forfeiter keeps playing other rounds', () => {
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    t = skip(t, 0, 'A');
    expect(entryAt(t, 0)).toMatchObject({ forfeited: true, final: true });
    expect(isEntryPlayable(entryAt(t, 1000))).toBe(true);
    expect(pairAt(t, 1000)).toEqual(['A', 'C']);
  });
});
