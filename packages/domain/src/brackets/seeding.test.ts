/** Seeding of every type (sheet §11.4, §15 "Seeding with 5 players" and "Byes", SERVER-RULES §7). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TTournamentType } from '../enums.ts';
import { BracketError } from './errors.ts';
import { formatOf } from './formats/registry.ts';
import { standardSeedPositions } from './placement.ts';
import type { TRandomInt } from './random.ts';
import type { TTournamentSize } from './sizes.ts';
import { canSeed, seedTournament } from './seeding.ts';
import { competitors, entryAt, KEEP_ORDER, pairAt, pairsOf, seeded, unseeded } from './test-support.ts';

describe('the sheet’s placement in list order (the earlier tests; placed as picks, see test-support)', () => {
  it('RO_8 with p0…p7 follows the sheet', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    expect(pairsOf(t, [3, 4, 5, 6])).toEqual({ 3: ['p0', 'p2'], 6: ['p3', 'p1'], 4: ['p4', 'p6'], 5: ['p7', 'p5'] });
  });

  it('D_RO_16 with p0…p15 follows the sheet', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_16', competitors(16));
    expect(pairsOf(t, [8, 9, 10, 11, 12, 13, 14, 15])).toEqual({
      8: ['p0', 'p2'],
      15: ['p3', 'p1'],
      9: ['p4', 'p6'],
      14: ['p7', 'p5'],
      10: ['p8', 'p10'],
      13: ['p11', 'p9'],
      11: ['p12', 'p14'],
      12: ['p15', 'p13'],
    });
  });

  it('D_RO_8 with 5 players: 6 empty, 4 and 7 full, 5 has c1 only', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(5));
    expect(pairAt(t, 6)).toEqual([null, null]);
    expect(pairAt(t, 4).every((c) => c !== null)).toBe(true);
    expect(pairAt(t, 7).every((c) => c !== null)).toBe(true);
    expect(pairAt(t, 5)).toEqual(['p4', null]);
  });

  it('RO_16 with 5 players: 10 empty, 7 and 14 full, 8 has c1 only', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_16', competitors(5));
    expect(pairAt(t, 10)).toEqual([null, null]);
    expect(pairAt(t, 7).every((c) => c !== null)).toBe(true);
    expect(pairAt(t, 14).every((c) => c !== null)).toBe(true);
    expect(pairAt(t, 8)).toEqual(['p4', null]);
  });

  it('RO_8 with 5 players: 5 empty, 3 and 6 full, 4 has c1 only', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    expect(pairsOf(t, [3, 4, 5, 6])).toEqual({ 3: ['p0', 'p2'], 6: ['p3', 'p1'], 4: ['p4', null], 5: [null, null] });
  });

  it('every first-row entry with fewer than two competitors is a closed bye; full ones stay open', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    expect(entryAt(t, 4)).toMatchObject({ bye: true, final: true });
    expect(entryAt(t, 5)).toMatchObject({ bye: true, final: true });
    expect(entryAt(t, 3)).toMatchObject({ bye: false, final: false });
    expect(t.seeded).toBe(true);
  });
});

describe('byes at seeding (§15)', () => {
  it('RO_8, 5 players: 1.c2 = player #4 and entry 4 is a bye', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    expect(pairAt(t, 1)[1]).toBe('p4');
    expect(entryAt(t, 4).bye).toBe(true);
    // §11.5: 2 waits for the winner of 6; the final is empty.
    expect(pairAt(t, 2)).toEqual([null, null]);
    expect(entryAt(t, 2)).toMatchObject({ bye: false, final: false });
    expect(pairAt(t, 0)).toEqual([null, null]);
  });

  it('D_RO_8, 5 players: 2.c2 set, entry 5 a bye', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(5));
    expect(pairAt(t, 2)[1]).toBe('p4');
    expect(entryAt(t, 5).bye).toBe(true);
  });

  it('D_RO_8, 2 players: 2.c1 set, 5 a bye, entry 1 has both competitors', () => {
    const t = seeded('DOUBLE_ELIMINATION', 'D_RO_8', competitors(2));
    expect(pairAt(t, 2)[0]).toBe('p0');
    expect(entryAt(t, 5).bye).toBe(true);
    expect(pairAt(t, 1)).toEqual(['p0', 'p1']);
  });

  it('RO_16, 5 players: 3.c2 set, 8 a bye', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_16', competitors(5));
    expect(pairAt(t, 3)[1]).toBe('p4');
    expect(entryAt(t, 8).bye).toBe(true);
  });
});

describe('RANDOM places byes where standard seeding does (issue 20 item 12)', () => {
  const drawn = (tournamentType: TTournamentType, size: TTournamentSize, n: number, random: TRandomInt = KEEP_ORDER) =>
    seedTournament(unseeded(tournamentType, size, 'RANDOM', competitors(n)), { random });

  it('RO_8 with 5 players: three byes, one per match, in both halves; the draw fills the rest in the sheet’s order', () => {
    expect(pairsOf(drawn('SINGLE_ELIMINATION', 'RO_8', 5), [3, 4, 5, 6])).toEqual({
      3: ['p0', null],
      4: ['p2', 'p3'],
      5: ['p4', null],
      6: ['p1', null],
    });
  });

  it('D_RO_16 with 11 players and RO_32 with 27: no first-round match is bye against bye, nobody skips two rounds', () => {
    for (const [type, size, n] of [
      ['DOUBLE_ELIMINATION', 'D_RO_16', 11],
      ['SINGLE_ELIMINATION', 'RO_32', 27],
    ] as const) {
      const t = drawn(type, size, n);
      const firstRound = formatOf(type).pickableCoordinates(size);
      const pairs = firstRound.map((c) => pairAt(t, c));
      expect(pairs.filter(([a, b]) => a === null && b === null)).toEqual([]);
      expect(pairs.filter(([a, b]) => a === null || b === null)).toHaveLength(firstRound.length * 2 - n);
      const secondRound = [...new Set(firstRound.map((c) => (c - 1) >> 1))];
      expect(secondRound.filter((c) => entryAt(t, c).bye)).toEqual([]);
    }
  });

  it('for every type, size and number of players, whatever the draw', () => {
    const setups: Array<[TTournamentType, TTournamentSize]> = [
      ['SINGLE_ELIMINATION', 'RO_8'],
      ['SINGLE_ELIMINATION', 'RO_16'],
      ['SINGLE_ELIMINATION', 'RO_32'],
      ['SINGLE_ELIMINATION', 'RO_64'],
      ['DOUBLE_ELIMINATION', 'D_RO_8'],
      ['DOUBLE_ELIMINATION', 'D_RO_16'],
    ];
    for (const [type, size] of setups) {
      const firstRound = formatOf(type).pickableCoordinates(size);
      const slots = firstRound.length * 2;
      const positions = standardSeedPositions(slots);
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: slots }),
          fc.array(fc.nat(), { minLength: slots, maxLength: slots }),
          (n, draws) => {
            let call = 0;
            const random: TRandomInt = (max) => (draws[call++ % draws.length] ?? 0) % max;
            const t = drawn(type, size, n, random);
            const placed = firstRound.flatMap((c) => pairAt(t, c));
            // Every competitor once; the empty slots are exactly standard seeding's (the places of seeds n+1 … slots).
            expect(placed.filter((id) => id !== null).sort()).toEqual(competitors(n).sort());
            expect(placed.map((id) => id === null)).toEqual(positions.map((seed) => seed > n));
            // So at most one bye per first-round match while at least half the slots are filled, and no second-round bye.
            const pairs = firstRound.map((c) => pairAt(t, c));
            expect(pairs.filter(([a, b]) => a === null && b === null)).toHaveLength(Math.max(0, slots / 2 - n));
            if (n >= slots / 2)
              expect([...new Set(firstRound.map((c) => (c - 1) >> 1))].filter((c) => entryAt(t, c).bye)).toEqual([]);
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it('the draw decides who gets the byes', () => {
    const holders = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const t = seedTournament(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(5)));
      for (const c of [3, 4, 5, 6]) {
        const [a, b] = pairAt(t, c);
        if ((a === null) !== (b === null)) holders.add((a ?? b) as string);
      }
    }
    expect(holders.size).toBeGreaterThan(3);
  });
});

describe('RANDOM is really random', () => {
  it('uses the injected random source', () => {
    const reversed = seedTournament(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(8)), {
      random: () => 0,
    });
    const kept = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(8));
    expect(pairsOf(reversed, [3, 4, 5, 6])).not.toEqual(pairsOf(kept, [3, 4, 5, 6]));
  });

  it('the default (crypto) source produces many different brackets, each with every competitor once', () => {
    const t = unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(8));
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const s = seedTournament(t);
      const firstRow = [3, 4, 5, 6].flatMap((c) => pairAt(s, c));
      expect([...firstRow].sort()).toEqual(competitors(8).sort());
      seen.add(firstRow.join());
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});

describe('ELO seeding', () => {
  it('standard positions: 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(standardSeedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(standardSeedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(standardSeedPositions(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
  });

  const points = { a: 900, b: 800, c: 700, d: 600, e: 500, f: 400, g: 300, h: 200 };

  it('orders by points and puts the top seeds in opposite halves', () => {
    const ids = ['h', 'c', 'a', 'f', 'e', 'b', 'g', 'd'];
    const t = seedTournament(unseeded('SINGLE_ELIMINATION', 'RO_8', 'ELO', ids), { points });
    expect(pairsOf(t, [3, 4, 5, 6])).toEqual({ 3: ['a', 'h'], 4: ['d', 'e'], 5: ['b', 'g'], 6: ['c', 'f'] });
  });

  it('byes go to the top seeds', () => {
    const t = seedTournament(unseeded('SINGLE_ELIMINATION', 'RO_8', 'ELO', ['e', 'c', 'a', 'd', 'b']), { points });
    expect(pairsOf(t, [3, 4, 5, 6])).toEqual({ 3: ['a', null], 4: ['d', 'e'], 5: ['b', null], 6: ['c', null] });
    expect(pairsOf(t, [1, 2])).toEqual({ 1: ['a', null], 2: ['b', 'c'] });
  });

  it('works for double elimination and treats missing points as the starting points', () => {
    const t = seedTournament(unseeded('DOUBLE_ELIMINATION', 'D_RO_8', 'ELO', ['x', 'a', 'h']), { points });
    // a 900, x 500 (missing), h 200
    expect(pairsOf(t, [4, 5, 6, 7])).toEqual({ 4: ['a', null], 5: [null, null], 6: ['x', null], 7: ['h', null] });
    expect(pairsOf(t, [2, 3])).toEqual({ 2: ['a', null], 3: ['x', 'h'] });
  });
});

describe('ROUND_ROBIN_CIRCLE', () => {
  it('A,B,C,D → (A,D)(B,C), (A,C)(D,B), (A,B)(C,D) on coordinates 1000·round + match', () => {
    const t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    expect(pairsOf(t, [0, 1, 1000, 1001, 2000, 2001])).toEqual({
      0: ['A', 'D'],
      1: ['B', 'C'],
      1000: ['A', 'C'],
      1001: ['D', 'B'],
      2000: ['A', 'B'],
      2001: ['C', 'D'],
    });
    expect(t.entries).toHaveLength(6);
    expect(t.entries.every((e) => e.bracketEntryType === null && !e.final)).toBe(true);
  });

  it('an odd field gets one closed bye per round', () => {
    const t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C']);
    expect(t.entries).toHaveLength(6);
    for (const round of [0, 1, 2]) {
      const byes = t.entries.filter((e) => Math.floor(e.coordinate / 1000) === round && e.bye);
      expect(byes).toHaveLength(1);
      expect(byes[0]).toMatchObject({ final: true });
    }
  });

  it('allows up to 16 competitors whatever the size code', () => {
    const t = seeded('ROUND_ROBIN', 'D_RO_8', competitors(16));
    expect(t.entries).toHaveLength(15 * 8);
    expect(canSeed(unseeded('ROUND_ROBIN', 'D_RO_8', 'ROUND_ROBIN_CIRCLE', competitors(16)))).toBeNull();
  });
});

describe('canSeed', () => {
  it('refuses a second seeding', () => {
    const t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(4));
    expect(canSeed(t)).toEqual({
      kind: 'conflict',
      code: 'TOURNAMENT_ALREADY_SEEDED',
      message: 'Tournament already seeded',
    });
    expect(() => seedTournament(t)).toThrow(BracketError);
  });

  it('needs at least two competitors', () => {
    expect(canSeed(unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', ['p0']))?.message).toBe(
      'At least 2 competitors are needed to seed',
    );
    expect(canSeed(unseeded('ROUND_ROBIN', 'D_RO_16', 'ROUND_ROBIN_CIRCLE', []))?.kind).toBe('invalid');
  });

  it('refuses a seed type the tournament type does not offer', () => {
    const t = {
      ...unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(4)),
      seedType: 'ROUND_ROBIN_CIRCLE' as const,
    };
    expect(canSeed(t)?.message).toBe('Seed type ROUND_ROBIN_CIRCLE is not available for SINGLE_ELIMINATION');
  });

  it('refuses more competitors than the size allows', () => {
    const t = { ...unseeded('SINGLE_ELIMINATION', 'RO_8', 'RANDOM', competitors(8)), competitorIds: competitors(9) };
    expect(canSeed(t)?.message).toBe('Too many players for this tournament size');
  });

  it('does not change its input', () => {
    const t = unseeded('DOUBLE_ELIMINATION', 'D_RO_8', 'RANDOM', competitors(5));
    const copy = structuredClone(t);
    seedTournament(t);
    expect(t).toEqual(copy);
  });
});
