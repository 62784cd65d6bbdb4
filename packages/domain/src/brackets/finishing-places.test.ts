/** Elimination standings by finishing place (issue 37): the table tells the bracket's story. */
import { describe, expect, it } from 'vitest';
import { isEntryPlayable } from './entry-outcome.ts';
import { tournamentStandings } from './formats/registry.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './layout.ts';
import type { TTournamentSize } from './sizes.ts';
import { competitors, entryAt, post, seeded, skip } from './test-support.ts';
import type { TBracketTournament } from './types.ts';

const rank = (id: string | null) => Number((id ?? 'p99').slice(1));

/**
 * Plays every open entry, first by coordinate, until none is left (but the one at `leave`); `winnerSlot` picks who
 * wins (default: the lower number).
 */
function playOut(
  t: TBracketTournament,
  winnerSlot: (a: string, b: string, coordinate: number) => 1 | 2 = (a, b) => (rank(a) < rank(b) ? 1 : 2),
  leave?: number,
): TBracketTournament {
  let state = t;
  for (;;) {
    const entry = [...state.entries]
      .sort((a, b) => a.coordinate - b.coordinate)
      .find((e) => isEntryPlayable(e) && e.coordinate !== leave);
    if (!entry || entry.competitor1Id === null || entry.competitor2Id === null) return state;
    state = post(state, entry.coordinate, winnerSlot(entry.competitor1Id, entry.competitor2Id, entry.coordinate), {
      winner: 11,
      loser: entry.coordinate % 10,
    });
  }
}

const places = (t: TBracketTournament) => tournamentStandings(t).map((r) => r.place);

/** Who lost the entry at a coordinate. */
function loserAt(t: TBracketTournament, coordinate: number): string | null {
  const entry = entryAt(t, coordinate);
  return entry.result?.winnerId === entry.competitor1Id ? entry.competitor2Id : entry.competitor1Id;
}

describe('single elimination standings', () => {
  it.each<[TTournamentSize, number, Array<number | undefined>]>([
    ['RO_8', 8, [1, 2, 3, 3, 5, 5, 5, 5]],
    ['RO_16', 16, [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9]],
    ['RO_8', 6, [1, 2, 3, 3, 5, 5]],
  ])('%s with %i: the winner first, then by the round each was knocked out in, places shared', (size, n, expected) => {
    const t = playOut(seeded('SINGLE_ELIMINATION', size, competitors(n)));
    expect(t.finished).toBe(true);
    const rows = tournamentStandings(t);
    expect(rows[0]?.competitorId).toBe(t.winnerId);
    expect(rows[1]?.competitorId).toBe(loserAt(t, 0));
    expect(places(t)).toEqual(expected);
  });

  it('byes: the winner ranks first with no more wins than the runner-up; a place counts everyone above it', () => {
    // Five on the sheet's places: p0 and p1 pass the quarter finals on byes, a semi final is a bye too; the final's
    // loser won as many games as the winner.
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    t = playOut(t, (a, b, coordinate) => (coordinate === 0 ? (rank(a) < rank(b) ? 2 : 1) : rank(a) < rank(b) ? 1 : 2));
    const rows = tournamentStandings(t);
    expect(rows[0]).toMatchObject({ competitorId: t.winnerId, place: 1 });
    expect(rows[1]).toMatchObject({ competitorId: loserAt(t, 0), place: 2 });
    // One semi final was played (its loser 3rd), two quarter finals (their losers share 4th).
    expect(rows.map((r) => r.place)).toEqual([1, 2, 3, 4, 4]);
  });

  it('while the bracket runs, those still in have no place and rank above everyone knocked out', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    for (const coordinate of [3, 4, 5, 6]) t = post(t, coordinate, 1);
    expect(places(t)).toEqual([undefined, undefined, undefined, undefined, 5, 5, 5, 5]);
  });

  it('ties within a place go by the draw-resolve order (wins, then points…)', () => {
    const t = playOut(seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8)));
    const fifth = tournamentStandings(t).filter((r) => r.place === 5);
    // The quarter-final losers scored 3, 4, 5 and 6 (the entry's coordinate): most points first.
    expect(fifth.map((r) => r.points)).toEqual([6, 5, 4, 3]);
  });
});

describe('double elimination standings', () => {
  it.each<[TTournamentSize, Array<number | undefined>]>([
    ['D_RO_8', [1, 2, 3, 4, 5, 5, 7, 7]],
    ['D_RO_16', [1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]],
  ])(
    '%s played out: 1st, 2nd, the lower final 3rd, the lower round before 4th, then each lower round',
    (size, expected) => {
      const n = size === 'D_RO_8' ? 8 : 16;
      const t = playOut(seeded('DOUBLE_ELIMINATION', size, competitors(n), 'RANDOM', { grandFinalReset: false }));
      expect(t.finished).toBe(true);
      const rows = tournamentStandings(t);
      expect(places(t)).toEqual(expected);
      expect(rows[0]?.competitorId).toBe(t.winnerId);
      expect(rows[1]?.competitorId).toBe(loserAt(t, 0));
      expect(rows[2]?.competitorId).toBe(loserAt(t, 1000));
      expect(rows[3]?.competitorId).toBe(loserAt(t, 1001));
    },
  );

  it('DE 16: the winner from the lower bracket is first, the upper finalist second, whatever their wins', () => {
    // The lower-bracket finalist wins the grand final and its reset: they played more games than anyone.
    const upsetFinal = (a: string, b: string, coordinate: number): 1 | 2 =>
      coordinate === 0 || coordinate === GRAND_FINAL_RESET_COORDINATE ? 2 : rank(a) < rank(b) ? 1 : 2;
    const t = playOut(
      seeded('DOUBLE_ELIMINATION', 'D_RO_16', competitors(16), 'RANDOM', { grandFinalReset: true }),
      upsetFinal,
    );
    expect(t.finished).toBe(true);
    const rows = tournamentStandings(t);
    expect(rows[0]).toMatchObject({ competitorId: t.winnerId, place: 1 });
    expect(rows[1]).toMatchObject({ competitorId: loserAt(t, GRAND_FINAL_RESET_COORDINATE), place: 2 });
    expect(rows[2]).toMatchObject({ competitorId: loserAt(t, 1000), place: 3 });
    expect(rows[3]).toMatchObject({ competitorId: loserAt(t, 1001), place: 4 });
    // Whoever went out earlier is below whoever went out later, whatever their wins.
    expect(places(t)).toEqual([1, 2, 3, 4, 5, 5, 7, 7, 9, 9, 9, 9, 13, 13, 13, 13]);
  });

  it('the grand final won by the upper finalist needs no reset: its loser is 2nd', () => {
    const t = playOut(seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), 'RANDOM', { grandFinalReset: true }));
    expect(t.finished).toBe(true);
    expect(tournamentStandings(t)[1]).toMatchObject({ competitorId: loserAt(t, 0), place: 2 });
  });

  it('a reset still to play leaves both finalists without a place', () => {
    const t = playOut(
      seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), 'RANDOM', { grandFinalReset: true }),
      (a, b, coordinate) => (coordinate === 0 ? 2 : rank(a) < rank(b) ? 1 : 2),
      GRAND_FINAL_RESET_COORDINATE,
    );
    expect(t.finished).toBe(false);
    expect(places(t).slice(0, 3)).toEqual([undefined, undefined, 3]);
  });

  it('an upper-bracket forfeit is out with the lower round it would have dropped to', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(8), 'RANDOM', { grandFinalReset: false });
    const first = entryAt(t, 4);
    t = skip(t, 4, first.competitor2Id ?? '');
    t = playOut(t);
    expect(t.finished).toBe(true);
    const forfeiter = tournamentStandings(t).find((r) => r.competitorId === first.competitor2Id);
    expect(forfeiter?.place).toBe(7);
  });
});
