/**
 * Swiss pairing rules, checked against brute force (every pairing of small fields) rather than against the matching
 * code it uses: no rematch when a rematch-free pairing exists, the bye to the lowest-ranked without one, and pairs
 * inside score groups whenever the rest can still be paired as free of rematches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSwissRound, type TSwissRoundInput } from './swiss-pairing.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

/** The most rematch-free pairs any pairing of these competitors has (brute force). */
function mostFreePairs(players: readonly string[], free: (a: string, b: string) => boolean): number {
  const [first, ...rest] = players;
  if (first === undefined) return 0;
  let best = 0;
  for (const other of rest) {
    best = Math.max(
      best,
      (free(first, other) ? 1 : 0) +
        mostFreePairs(
          rest.filter((p) => p !== other),
          free,
        ),
    );
    if (best === players.length / 2) break;
  }
  return best;
}

/** Score groups with one float down per odd group, as the rules say (written here independently). */
function brackets(order: readonly string[], wins: ReadonlyMap<string, number>): string[][] {
  const values = [...new Set(order.map((id) => wins.get(id) ?? 0))];
  const result: string[][] = [];
  let carry: string[] = [];
  values.forEach((value, i) => {
    const bracket = [...carry, ...order.filter((id) => (wins.get(id) ?? 0) === value)];
    carry = bracket.length % 2 === 1 && i < values.length - 1 ? [bracket.pop() ?? ''] : [];
    if (bracket.length) result.push(bracket);
  });
  return result;
}

/** A random field: ranked by wins (best first), some pairs met, some byes had. */
const field = fc.integer({ min: 2, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    wins: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }),
    met: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), {
      maxLength: n * 2,
    }),
    byes: fc.subarray(Array.from({ length: n }, (_, i) => i)),
  }),
);

function inputOf({
  n,
  wins,
  met,
  byes,
}: {
  n: number;
  wins: number[];
  met: Array<[number, number]>;
  byes: number[];
}): TSwissRoundInput {
  const players = ids(n);
  const winsOf = new Map(players.map((id, i) => [id, wins[i] ?? 0]));
  const ranked = [...players].sort((a, b) => (winsOf.get(b) ?? 0) - (winsOf.get(a) ?? 0));
  const metPairs = new Set(met.flatMap(([a, b]) => [`${players[a]} ${players[b]}`, `${players[b]} ${players[a]}`]));
  return {
    ranked,
    wins: winsOf,
    haveMet: (a, b) => metPairs.has(`${a} ${b}`),
    hadBye: new Set(byes.map((i) => players[i] ?? '')),
  };
}

describe('pairSwissRound', () => {
  it('round 1 by seed: the top half meets the bottom half; an odd field gives the lowest seed the bye', () => {
    const even = pairSwissRound({ ranked: ids(8), wins: new Map(), haveMet: () => false, hadBye: new Set() });
    expect(even).toEqual({
      pairs: [
        ['s1', 's5'],
        ['s2', 's6'],
        ['s3', 's7'],
        ['s4', 's8'],
      ],
      bye: null,
    });
    const odd = pairSwissRound({ ranked: ids(5), wins: new Map(), haveMet: () => false, hadBye: new Set() });
    expect(odd).toEqual({
      pairs: [
        ['s1', 's3'],
        ['s2', 's4'],
      ],
      bye: 's5',
    });
  });

  it('pairs inside score groups, floating the lowest of an odd group down, and gives no bye twice', () => {
    const wins = new Map([
      ['a', 2],
      ['b', 2],
      ['c', 2],
      ['d', 1],
      ['e', 1],
      ['f', 1],
      ['g', 0],
    ]);
    const round = pairSwissRound({
      ranked: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      wins,
      haveMet: () => false,
      hadBye: new Set(['g']),
    });
    // g had the bye: f (the lowest without one) sits out. c floats into the group of one win (c, d, e), whose
    // lowest, e, floats on to g.
    expect(round).toEqual({
      bye: 'f',
      pairs: [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'g'],
      ],
    });
  });

  it('avoids a rematch with the ideal opponent when another pairing of the group has none', () => {
    const met = new Set(['s1 s3', 's3 s1']);
    const round = pairSwissRound({
      ranked: ids(4),
      wins: new Map(),
      haveMet: (a, b) => met.has(`${a} ${b}`),
      hadBye: new Set(),
    });
    expect(round.pairs).toEqual([
      ['s1', 's4'],
      ['s2', 's3'],
    ]);
  });

  it('a 3–0 never meets a 0–3 while the groups between can take them', () => {
    // Round 4 of 8: one 3–0, three 2–1, three 1–2, one 0–3 (none have met in this test).
    const players = ids(8);
    const wins = new Map(players.map((id, i) => [id, [3, 2, 2, 2, 1, 1, 1, 0][i] ?? 0]));
    const { pairs } = pairSwissRound({ ranked: players, wins, haveMet: () => false, hadBye: new Set() });
    for (const [a, b] of pairs) expect(Math.abs((wins.get(a) ?? 0) - (wins.get(b) ?? 0))).toBeLessThanOrEqual(1);
  });

  it('every competitor once; no rematch when a rematch-free pairing exists, and never more rematches than needed', () => {
    fc.assert(
      fc.property(field, (f) => {
        const input = inputOf(f);
        const { pairs, bye } = pairSwissRound(input);
        const seen = [...pairs.flat(), ...(bye === null ? [] : [bye])];
        expect([...seen].sort()).toEqual([...input.ranked].sort());
        expect(bye === null).toBe(f.n % 2 === 0);
        const free = (a: string, b: string) => !input.haveMet(a, b);
        const rematches = pairs.filter(([a, b]) => !free(a, b)).length;
        // The best any bye choice among those without a bye (or anyone, when all had one) allows.
        const candidates =
          f.n % 2 === 0
            ? [null]
            : input.ranked.filter((id) => !input.hadBye.has(id)).length > 0
              ? input.ranked.filter((id) => !input.hadBye.has(id))
              : [...input.ranked];
        const fewest = Math.min(
          ...candidates.map((c) => {
            const rest = input.ranked.filter((id) => id !== c);
            return rest.length / 2 - mostFreePairs(rest, free);
          }),
        );
        expect(rematches).toBe(fewest);
      }),
      { numRuns: 300 },
    );
  });

  it('the bye goes to the lowest-ranked competitor without one, unless that forces more rematches than another', () => {
    fc.assert(
      fc.property(field, (f) => {
        const input = inputOf(f);
        const { pairs, bye } = pairSwissRound(input);
        if (bye === null) return;
        const withoutBye = input.ranked.filter((id) => !input.hadBye.has(id));
        if (withoutBye.length === 0) return;
        expect(input.hadBye.has(bye)).toBe(false);
        const free = (a: string, b: string) => !input.haveMet(a, b);
        const freePairs = (c: string) =>
          mostFreePairs(
            input.ranked.filter((id) => id !== c),
            free,
          );
        const most = Math.max(...withoutBye.map(freePairs));
        expect([...withoutBye].reverse().find((c) => freePairs(c) === most)).toBe(bye);
        expect(pairs.length).toBe((f.n - 1) / 2);
      }),
      { numRuns: 300 },
    );
  });

  it('pairs inside its score group whenever an opponent there leaves the others as free of rematches', () => {
    fc.assert(
      fc.property(field, (f) => {
        const input = inputOf(f);
        const { pairs, bye } = pairSwissRound(input);
        const free = (a: string, b: string) => !input.haveMet(a, b);
        let remaining = input.ranked.filter((id) => id !== bye);
        let wanted = mostFreePairs(remaining, free);
        for (const [player, opponent] of pairs) {
          // Pairs come best-ranked first.
          expect(player).toBe(remaining[0]);
          const bracket = brackets(remaining, input.wins)[0] ?? [];
          const keeps = (other: string) =>
            (free(player, other) ? 1 : 0) +
              mostFreePairs(
                remaining.filter((id) => id !== player && id !== other),
                free,
              ) >=
            wanted;
          expect(keeps(opponent)).toBe(true);
          if (!bracket.includes(opponent)) expect(bracket.filter((id) => id !== player).some(keeps)).toBe(false);
          if (free(player, opponent)) wanted--;
          remaining = remaining.filter((id) => id !== player && id !== opponent);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with no history to avoid, every pair is inside a score group but for one float per odd group', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 40 }), (winList) => {
        const players = ids(winList.length);
        const wins = new Map(players.map((id, i) => [id, winList[i] ?? 0]));
        const ranked = [...players].sort((a, b) => (wins.get(b) ?? 0) - (wins.get(a) ?? 0));
        const { pairs, bye } = pairSwissRound({ ranked, wins, haveMet: () => false, hadBye: new Set() });
        const groups = brackets(
          ranked.filter((id) => id !== bye),
          wins,
        );
        const across = pairs.filter(([a, b]) => wins.get(a) !== wins.get(b)).length;
        const floats = groups.filter((g) => g.some((id) => wins.get(id) !== wins.get(g.at(-1) ?? ''))).length;
        expect(across).toBeLessThanOrEqual(floats);
        for (const [a, b] of pairs)
          expect(groups.findIndex((g) => g.includes(a))).toBe(groups.findIndex((g) => g.includes(b)));
      }),
      { numRuns: 300 },
    );
  });
});
