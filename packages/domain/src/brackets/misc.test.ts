/** Sizes, setup checks, round names and the random source. */
import { describe, expect, it } from 'vitest';
import { createBracketTournament } from './create.ts';
import { BracketError } from './errors.ts';
import { cryptoRandomInt, shuffle } from './random.ts';
import { roundName } from './formats/registry.ts';
import { checkTournamentSetup, maxCompetitors } from './formats/setups.ts';
import { LOWER_BRACKET_BASE, type TBracketEntryType } from './entry-types.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './layout.ts';
import { eliminationLayout } from './layouts.ts';
import { eliminationPlace } from './elimination-places.ts';
import { roundNameText } from './round-names.ts';
import { circlePairings } from './round-robin-circle.ts';
import { seeded } from './test-support.ts';
import type { TBracketTournament } from './types.ts';

/** The English name of the round at `coordinate` of the elimination bracket whose first row is `firstRow`; null for a coordinate it does not hold. */
function eliminationRoundName(firstRow: TBracketEntryType, coordinate: number): string | null {
  const placed = eliminationPlace(firstRow, coordinate);
  return placed && roundNameText(placed.roundCode);
}

describe('sizes and setup', () => {
  it('offers RO_8 … RO_64 for single elimination and D_RO_8 / D_RO_16 for double elimination', () => {
    expect(checkTournamentSetup('SINGLE_ELIMINATION', 'RO_64', 'ELO')).toBeNull();
    expect(checkTournamentSetup('DOUBLE_ELIMINATION', 'D_RO_16', 'PICKED')).toBeNull();
    expect(checkTournamentSetup('DOUBLE_ELIMINATION', 'RO_32', 'RANDOM')?.message).toBe(
      'Size RO_32 is not available for DOUBLE_ELIMINATION',
    );
    expect(checkTournamentSetup('SINGLE_ELIMINATION', 'D_RO_8', 'RANDOM')?.kind).toBe('invalid');
  });

  it('round robin takes any size code, only the circle seed, and at most 16 competitors', () => {
    expect(checkTournamentSetup('ROUND_ROBIN', 'D_RO_8', 'ROUND_ROBIN_CIRCLE')).toBeNull();
    expect(checkTournamentSetup('ROUND_ROBIN', 'D_RO_8', 'RANDOM')?.kind).toBe('invalid');
    expect(maxCompetitors('ROUND_ROBIN', 'D_RO_8')).toBe(16);
    expect(maxCompetitors('SINGLE_ELIMINATION', 'RO_32')).toBe(32);
    expect(maxCompetitors('DOUBLE_ELIMINATION', 'D_RO_8')).toBe(8);
  });

  it('checks settings against the format: only its own, in range; new tournaments store the defaults', () => {
    expect(checkTournamentSetup('DOUBLE_ELIMINATION', 'D_RO_8', 'RANDOM', { grandFinalReset: false })).toBeNull();
    expect(checkTournamentSetup('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', { grandFinalReset: true })?.message).toBe(
      'Setting grandFinalReset is not available for SINGLE_ELIMINATION',
    );
    expect(
      createBracketTournament({ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM' }).settings,
    ).toEqual({ grandFinalReset: true });
    expect(
      createBracketTournament({
        tournamentType: 'DOUBLE_ELIMINATION',
        size: 'D_RO_8',
        seedType: 'RANDOM',
        settings: { grandFinalReset: false },
      }).settings,
    ).toEqual({
      grandFinalReset: false,
    });
    expect(
      createBracketTournament({ tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' }).settings,
    ).toEqual({});
  });

  it('createBracketTournament refuses an unavailable setup', () => {
    const unavailable = { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'ROUND_ROBIN_CIRCLE' } as const;
    expect(() => createBracketTournament(unavailable)).toThrow(BracketError);
    const t = createBracketTournament({
      tournamentType: 'ROUND_ROBIN',
      size: 'D_RO_16',
      seedType: 'ROUND_ROBIN_CIRCLE',
    });
    expect(t).toMatchObject({ seeded: false, finished: false, winnerId: null, entries: [], competitorIds: [] });
  });
});

/** How many entries of the tournament have each round name, in the order the entries come. */
function nameCounts(t: TBracketTournament): [string | null, number][] {
  const counts = new Map<string | null, number>();
  for (const e of t.entries) counts.set(roundName(t, e), (counts.get(roundName(t, e)) ?? 0) + 1);
  return [...counts];
}

/** The N of a 'Lower round N' name. */
function lowerRound(name: string | null): number {
  const match = /^Lower round (\d+)$/.exec(name ?? '');
  if (!match) throw new Error(`not a lower round: ${name}`);
  return Number(match[1]);
}

describe('round names', () => {
  it('single elimination: every entry of RO_64 is named by its row', () => {
    const t = createBracketTournament({ tournamentType: 'SINGLE_ELIMINATION', size: 'RO_64', seedType: 'RANDOM' });
    expect(t.entries).toHaveLength(63);
    expect(nameCounts(t)).toEqual([
      ['Final', 1],
      ['Semi finals', 2],
      ['Quarter finals', 4],
      ['Ro 16', 8],
      ['Ro 32', 16],
      ['Ro 64', 32],
    ]);
  });

  it('double elimination: upper rows by their size, lower rows counted in play order, both finals, the grand final and its reset', () => {
    const d16 = createBracketTournament({ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_16', seedType: 'RANDOM' });
    expect(nameCounts(d16).sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['Bracket Finals', 1],
      ['Grand Final reset', 1],
      ['Grand Finals', 1],
      ['Lower Bracket Finals', 1],
      ['Lower round 1', 4],
      ['Lower round 2', 4],
      ['Lower round 3', 2],
      ['Lower round 4', 2],
      ['Lower round 5', 1],
      ['Quarter finals', 4],
      ['Ro 16', 8],
      ['Semi finals', 2],
    ]);
    const d8 = createBracketTournament({
      tournamentType: 'DOUBLE_ELIMINATION',
      size: 'D_RO_8',
      seedType: 'RANDOM',
      settings: { grandFinalReset: false },
    });
    const lowerOfD8 = d8.entries
      .filter((e) => e.coordinate >= LOWER_BRACKET_BASE)
      .map((e) => [e.bracketEntryType, roundName(d8, e)]);
    expect(lowerOfD8).toEqual([
      ['D_RO_2', 'Lower Bracket Finals'],
      ['D_RO_3', 'Lower round 3'],
      ['D_RO_4', 'Lower round 2'],
      ['D_RO_4', 'Lower round 2'],
      ['D_RO_6', 'Lower round 1'],
      ['D_RO_6', 'Lower round 1'],
    ]);
    expect(roundName(d8, { coordinate: 1 })).toBe('Bracket Finals');
    expect(roundName(d8, { coordinate: 2 })).toBe('Semi finals');
    expect(roundName(d8, { coordinate: 0 })).toBe('Grand Finals');
    expect(roundName(d8, { coordinate: GRAND_FINAL_RESET_COORDINATE })).toBe('Grand Final reset');
  });

  it.each(['D_RO_8', 'D_RO_16'] as const)(
    '%s: a lower round is one after the lower rounds that feed it; the first is fed only by upper losers',
    (size) => {
      const layout = eliminationLayout(size);
      for (const entry of layout.entries) {
        if (entry.coordinate <= LOWER_BRACKET_BASE) continue; // the upper bracket, the grand final and the lower final
        const lowerFeeders = entry.sources.flatMap((s) =>
          s.kind !== 'seed' && s.from >= LOWER_BRACKET_BASE ? [s.from] : [],
        );
        const round = lowerRound(eliminationRoundName(size, entry.coordinate));
        if (lowerFeeders.length === 0) expect(round).toBe(1);
        for (const from of lowerFeeders) expect(round).toBe(lowerRound(eliminationRoundName(size, from)) + 1);
      }
      // The lower final follows the last lower round.
      expect(
        layout.byCoordinate
          .get(LOWER_BRACKET_BASE)
          ?.sources.some((s) => s.kind === 'winner' && s.from > LOWER_BRACKET_BASE),
      ).toBe(true);
      expect(eliminationRoundName(size, LOWER_BRACKET_BASE)).toBe('Lower Bracket Finals');
    },
  );

  it('names no coordinate a bracket does not hold', () => {
    expect(eliminationRoundName('RO_8', 7)).toBeNull();
    expect(eliminationRoundName('RO_8', GRAND_FINAL_RESET_COORDINATE)).toBeNull();
    expect(eliminationRoundName('D_RO_8', 1006)).toBeNull();
  });

  it('round robin rounds come from coordinate / 1000', () => {
    const t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    expect(t.entries.map((e) => roundName(t, e))).toEqual([
      'Round 1',
      'Round 1',
      'Round 2',
      'Round 2',
      'Round 3',
      'Round 3',
    ]);
  });
});

describe('circle method', () => {
  it('n − 1 rounds for even n, n rounds for odd n, ⌈n/2⌉ games per round', () => {
    expect(circlePairings(['a', 'b', 'c', 'd', 'e', 'f'])).toHaveLength(5 * 3);
    expect(circlePairings(['a', 'b', 'c', 'd', 'e'])).toHaveLength(5 * 3);
  });
});

describe('random source', () => {
  it('cryptoRandomInt stays in range and rejects bad bounds', () => {
    for (let i = 0; i < 200; i++) {
      const n = cryptoRandomInt(7);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
    expect(() => cryptoRandomInt(0)).toThrow(RangeError);
  });

  it('shuffle returns a permutation, leaves its input alone and rejects a broken source', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect([...shuffle(items)].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
    expect(() => shuffle(items, () => 5)).toThrow(RangeError);
  });

  it('every ordering of three items shows up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(shuffle(['a', 'b', 'c']).join(''));
    expect(seen.size).toBe(6);
  });
});
