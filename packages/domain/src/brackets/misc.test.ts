/** Sizes, setup checks, round names and the random source. */
import { describe, expect, it } from 'vitest';
import { createBracketTournament } from './create.ts';
import { BracketError } from './errors.ts';
import { cryptoRandomInt, shuffle } from './random.ts';
import { roundName } from './formats/registry.ts';
import { checkTournamentSetup, maxCompetitors } from './formats/setups.ts';
import { roundNameOfType } from './round-names.ts';
import { circlePairings } from './round-robin-circle.ts';
import { seeded } from './test-support.ts';

describe('sizes and setup', () => {
  it('offers RO_8 … RO_64 for single elimination and D_RO_8 / D_RO_16 for double elimination', () => {
    expect(checkTournamentSetup('SINGLE_ELIMINATION', 'RO_64', 'ELO')).toBeNull();
    expect(checkTournamentSetup('DOUBLE_ELIMINATION', 'D_RO_16', 'PICKED')).toBeNull();
    expect(checkTournamentSetup('DOUBLE_ELIMINATION', 'RO_32', 'RANDOM')?.message).toBe('Size RO_32 is not available for DOUBLE_ELIMINATION');
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
    expect(checkTournamentSetup('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', { grandFinalReset: true })?.message).toBe('Setting grandFinalReset is not available for SINGLE_ELIMINATION');
    expect(createBracketTournament({ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM' }).settings).toEqual({ grandFinalReset: true });
    expect(createBracketTournament({ tournamentType: 'DOUBLE_ELIMINATION', size: 'D_RO_8', seedType: 'RANDOM', settings: { grandFinalReset: false } }).settings).toEqual({
      grandFinalReset: false,
    });
    expect(createBracketTournament({ tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'RANDOM' }).settings).toEqual({});
  });

  it('createBracketTournament refuses an unavailable setup', () => {
    const unavailable = { tournamentType: 'SINGLE_ELIMINATION', size: 'RO_8', seedType: 'ROUND_ROBIN_CIRCLE' } as const;
    expect(() => createBracketTournament(unavailable)).toThrow(BracketError);
    const t = createBracketTournament({ tournamentType: 'ROUND_ROBIN', size: 'D_RO_16', seedType: 'ROUND_ROBIN_CIRCLE' });
    expect(t).toMatchObject({ seeded: false, finished: false, winnerId: null, entries: [], competitorIds: [] });
  });
});

describe('round names', () => {
  it('single elimination rows', () => {
    expect((['RO_64', 'RO_32', 'RO_16', 'RO_8', 'RO_4', 'RO_2'] as const).map(roundNameOfType)).toEqual(['Ro 64', 'Ro 32', 'Ro 16', 'Quarter finals', 'Semi finals', 'Final']);
  });

  it('double elimination adds Bracket Finals and Grand Finals; lower-only rows have no title', () => {
    expect((['D_RO_16', 'D_RO_8', 'D_RO_4', 'D_RO_2', 'D_RO_1'] as const).map(roundNameOfType)).toEqual(['Ro 16', 'Quarter finals', 'Semi finals', 'Bracket Finals', 'Grand Finals']);
    expect((['D_RO_12', 'D_RO_6', 'D_RO_3'] as const).map(roundNameOfType)).toEqual([null, null, null]);
  });

  it('round robin rounds come from coordinate / 1000', () => {
    const t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    expect(t.entries.map((e) => roundName('ROUND_ROBIN', e))).toEqual(['Round 1', 'Round 1', 'Round 2', 'Round 2', 'Round 3', 'Round 3']);
    expect(roundName('SINGLE_ELIMINATION', { coordinate: 0, bracketEntryType: 'RO_2' })).toBe('Final');
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
