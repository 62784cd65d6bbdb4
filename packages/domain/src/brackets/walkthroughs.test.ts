/** The example walk-throughs of the sheet §11.8 (the earlier tests' "with memory" scenarios). */
import { describe, expect, it } from 'vitest';
import { competitors, pairsOf, post, seeded, skip } from './test-support.ts';
import type { TBracketTournament } from './types.ts';

type TPairs = Record<number, [string | null, string | null]>;

function expectPairs(tournament: TBracketTournament, expected: TPairs) {
  expect(pairsOf(tournament, Object.keys(expected).map(Number))).toEqual(expected);
}

describe('sheet §11.8 walk-throughs', () => {
  it('D_RO_16 with 5 players', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_16', competitors(5));
    t = post(t, 8, 1);
    t = post(t, 15, 1);
    t = post(t, 4, 1);
    t = post(t, 1006, 1);
    t = post(t, 1, 2);
    t = post(t, 1001, 2);
    t = post(t, 1000, 2);
    expect(t.finished).toBe(false);
    t = post(t, 0, 1);
    expectPairs(t, {
      8: ['p0', 'p2'],
      9: ['p4', null],
      15: ['p3', 'p1'],
      4: ['p0', 'p4'],
      7: [null, 'p3'],
      2: ['p0', null],
      3: [null, 'p3'],
      1: ['p0', 'p3'],
      0: ['p3', 'p2'],
      1010: ['p1', null],
      1013: [null, 'p2'],
      1006: ['p4', 'p1'],
      1001: ['p4', 'p2'],
      1000: ['p0', 'p2'],
    });
    expect(t.finished).toBe(true);
    expect(t.winnerId).toBe('p3');
  });

  it('D_RO_8 with 5 players, with skips', () => {
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(5));
    t = post(t, 4, 1);
    t = skip(t, 7, 'p3');
    t = post(t, 2, 1);
    t = post(t, 1001, 2);
    t = post(t, 1, 1);
    t = skip(t, 1000, 'p1');
    t = post(t, 0, 1);
    expectPairs(t, {
      4: ['p0', 'p2'],
      5: ['p4', null],
      6: [null, null],
      7: ['p3', 'p1'],
      2: ['p0', 'p4'],
      3: [null, 'p1'],
      1: ['p0', 'p1'],
      1004: [null, null],
      1005: [null, 'p2'],
      1002: ['p4', null],
      1003: [null, 'p2'],
      1001: ['p4', 'p2'],
      1000: ['p1', 'p2'],
      0: ['p0', 'p2'],
    });
    expect(t.finished).toBe(true);
    expect(t.winnerId).toBe('p0');
  });

  const fifteenPlayersExpected: TPairs = {
    8: ['u0', 'u2'],
    9: ['u4', 'u6'],
    10: ['u8', 'u10'],
    11: ['u12', 'u14'],
    12: [null, 'u13'],
    14: ['u7', 'u5'],
    15: ['u3', 'u1'],
    4: ['u0', 'u6'],
    5: ['u8', 'u14'],
    6: ['u13', 'u11'],
    7: ['u5', 'u3'],
    2: ['u0', 'u8'],
    3: ['u13', 'u3'],
    1: ['u0', 'u13'],
    1010: ['u1', 'u7'],
    1011: ['u9', null],
    1012: [null, 'u10'],
    1013: ['u4', 'u2'],
    1006: ['u6', 'u1'],
    1007: ['u14', 'u9'],
    1008: ['u11', 'u10'],
    1009: ['u5', 'u2'],
    1004: ['u1', 'u14'],
    1005: ['u10', 'u5'],
    1002: ['u3', 'u14'],
    1003: [null, 'u10'],
    1001: ['u3', 'u10'],
    1000: [null, 'u10'],
    0: ['u13', 'u10'],
  };

  function playFifteen(prefix: string, lower1005Forfeiter: string): TBracketTournament {
    const id = (n: number) => `${prefix}${n}`;
    let t = seeded('DOUBLE_ELIMINATION', 'D_RO_16', competitors(15, prefix));
    // upper
    t = post(t, 8, 1);
    t = post(t, 9, 2);
    t = post(t, 10, 1);
    t = skip(t, 11, id(12));
    t = post(t, 13, 1);
    t = post(t, 14, 2);
    t = post(t, 15, 1);
    t = post(t, 4, 1);
    t = post(t, 5, 1);
    t = post(t, 6, 1);
    t = post(t, 7, 2);
    t = post(t, 3, 1);
    t = skip(t, 2, id(8));
    t = skip(t, 1, id(0));
    // lower
    t = post(t, 1010, 1);
    t = post(t, 1013, 2);
    t = post(t, 1006, 2);
    t = post(t, 1007, 1);
    t = post(t, 1008, 2);
    t = post(t, 1009, 1);
    t = post(t, 1004, 2);
    t = skip(t, 1005, lower1005Forfeiter);
    t = post(t, 1002, 1);
    t = post(t, 1001, 2);
    // final
    return post(t, 0, 1);
  }

  it('D_RO_16 with 15 players', () => {
    const t = playFifteen('u', 'u5');
    expectPairs(t, fifteenPlayersExpected);
    expect(t.finished).toBe(true);
    expect(t.winnerId).toBe('u13');
  });

  it('D_RO_16 with 15 teams, skip 1005 by team 10: 1011, 1012, 1003 and 1000 end as byes', () => {
    const t = playFifteen('t', 't10');
    for (const c of [1011, 1012, 1003, 1000]) {
      expect(t.entries.find((e) => e.coordinate === c)).toMatchObject({ bye: true, final: true });
    }
    expectPairs(t, { 0: ['t13', 't5'] });
    expect(t.winnerId).toBe('t13');
  });
});
