/** Row arithmetic and entry counts (sheet §11.2–11.3, §15 helper assertions). */
import { describe, expect, it } from 'vitest';
import { createBracketEntries } from './create.ts';
import {
  BRACKET_ENTRY_TYPE_VALUES,
  entryCountAbove,
  entryCountAtOrAbove,
  isPowerOfTwoRound,
  nextPowerOfTwoRoundAbove,
} from './entry-types.ts';
import { sequentialIds } from './test-support.ts';

describe('entry counts', () => {
  it.each([
    ['SINGLE_ELIMINATION', 'RO_8', 7],
    ['SINGLE_ELIMINATION', 'RO_16', 15],
    ['SINGLE_ELIMINATION', 'RO_32', 31],
    ['SINGLE_ELIMINATION', 'RO_64', 63],
    ['DOUBLE_ELIMINATION', 'D_RO_8', 14],
    ['DOUBLE_ELIMINATION', 'D_RO_16', 30],
    ['ROUND_ROBIN', 'D_RO_16', 0],
  ] as const)('%s %s has %i entries at creation', (type, size, count) => {
    expect(createBracketEntries(type, size, sequentialIds())).toHaveLength(count);
  });

  it('single elimination uses coordinates 0 … N − 2 with the row types of the sheet', () => {
    const entries = createBracketEntries('SINGLE_ELIMINATION', 'RO_16', sequentialIds());
    expect(entries.map((e) => e.coordinate)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    const typeAt = (c: number) => entries.find((e) => e.coordinate === c)?.bracketEntryType;
    expect([0, 1, 2, 3, 6, 7, 14].map(typeAt)).toEqual(['RO_2', 'RO_4', 'RO_4', 'RO_8', 'RO_8', 'RO_16', 'RO_16']);
  });

  it('double elimination uses the coordinate table of the sheet', () => {
    const entries = createBracketEntries('DOUBLE_ELIMINATION', 'D_RO_16', sequentialIds());
    const types = Object.fromEntries(entries.map((e) => [e.coordinate, e.bracketEntryType]));
    expect(types).toEqual({
      0: 'D_RO_1',
      1: 'D_RO_2',
      2: 'D_RO_4',
      3: 'D_RO_4',
      4: 'D_RO_8',
      5: 'D_RO_8',
      6: 'D_RO_8',
      7: 'D_RO_8',
      8: 'D_RO_16',
      9: 'D_RO_16',
      10: 'D_RO_16',
      11: 'D_RO_16',
      12: 'D_RO_16',
      13: 'D_RO_16',
      14: 'D_RO_16',
      15: 'D_RO_16',
      1000: 'D_RO_2',
      1001: 'D_RO_3',
      1002: 'D_RO_4',
      1003: 'D_RO_4',
      1004: 'D_RO_6',
      1005: 'D_RO_6',
      1006: 'D_RO_8',
      1007: 'D_RO_8',
      1008: 'D_RO_8',
      1009: 'D_RO_8',
      1010: 'D_RO_12',
      1011: 'D_RO_12',
      1012: 'D_RO_12',
      1013: 'D_RO_12',
    });
    const small = createBracketEntries('DOUBLE_ELIMINATION', 'D_RO_8', sequentialIds());
    expect(small.map((e) => e.coordinate)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 1000, 1001, 1002, 1003, 1004, 1005]);
  });

  it('creation leaves every entry empty and open, with unique ids', () => {
    const entries = createBracketEntries('DOUBLE_ELIMINATION', 'D_RO_16');
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e).toMatchObject({ competitor1Id: null, competitor2Id: null, bye: false, final: false, result: null });
    }
  });
});

describe('row arithmetic of the earlier tests', () => {
  it('single elimination: above RO_16 = 7, at or above = 15', () => {
    expect(entryCountAbove('RO_16')).toBe(7);
    expect(entryCountAtOrAbove('RO_16')).toBe(15);
  });

  it('double elimination counts above and at-or-above, per side', () => {
    expect((['D_RO_2', 'D_RO_4', 'D_RO_8', 'D_RO_12'] as const).map((t) => entryCountAbove(t, 'upper'))).toEqual([
      1, 2, 4, 8,
    ]);
    expect(
      (['D_RO_2', 'D_RO_3', 'D_RO_4', 'D_RO_6', 'D_RO_8', 'D_RO_12'] as const).map((t) => entryCountAbove(t, 'lower')),
    ).toEqual([0, 1, 2, 4, 6, 10]);
    expect((['D_RO_2', 'D_RO_4', 'D_RO_8', 'D_RO_16'] as const).map((t) => entryCountAtOrAbove(t, 'upper'))).toEqual([
      2, 4, 8, 16,
    ]);
    expect(
      (['D_RO_2', 'D_RO_3', 'D_RO_4', 'D_RO_6', 'D_RO_8', 'D_RO_12'] as const).map((t) =>
        entryCountAtOrAbove(t, 'lower'),
      ),
    ).toEqual([1, 2, 4, 6, 10, 14]);
  });

  it('powers of two and the next power-of-two row above', () => {
    expect((['RO_4', 'RO_8', 'D_RO_4', 'D_RO_8'] as const).every(isPowerOfTwoRound)).toBe(true);
    expect(isPowerOfTwoRound('D_RO_12')).toBe(false);
    expect(isPowerOfTwoRound('D_RO_3')).toBe(false);
    expect(nextPowerOfTwoRoundAbove('D_RO_16')).toBe('D_RO_8');
    expect(nextPowerOfTwoRoundAbove('D_RO_8')).toBe('D_RO_4');
    expect(nextPowerOfTwoRoundAbove('D_RO_12')).toBe('D_RO_8');
    expect(nextPowerOfTwoRoundAbove('RO_16')).toBe('RO_8');
  });

  it('numeric codes of the sheet §11.2', () => {
    expect(BRACKET_ENTRY_TYPE_VALUES).toMatchObject({ RO_64: 64, RO_2: 2, D_RO_1: 202, D_RO_3: 206, D_RO_16: 236 });
  });
});
