/** Swiss as a whole: any results and forfeits play every round to complete, deterministic standings. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forfeitEntry, recordResult } from '../advance.ts';
import { emptyEntry } from '../empty-entry.ts';
import { isEntryPlayable } from '../entry-outcome.ts';
import { BracketError } from '../errors.ts';
import { roundRobinRound } from '../round-robin-circle.ts';
import { canSeed, seedTournament } from '../seeding.ts';
import { settleTournament } from '../settle.ts';
import { competitors, sequentialIds, unseeded } from '../test-support.ts';
import { ZBracketTournament, type TBracketTournament } from '../types.ts';
import { tournamentStandings } from './registry.ts';
import { swissRounds } from './swiss.ts';

/** Plays random results (one in ten a forfeit) on random playable entries until none is left. */
function playOut(g: fc.GeneratorValue, start: TBracketTournament): TBracketTournament {
  const newId = sequentialIds('sw');
  let t = start;
  for (;;) {
    const playable = t.entries.filter(isEntryPlayable);
    expect(t.finished).toBe(playable.length === 0);
    // Only the latest round is open: a round opens once the previous one is complete.
    const latest = Math.max(...t.entries.map((e) => roundRobinRound(e.coordinate)));
    expect(playable.every((e) => roundRobinRound(e.coordinate) === latest)).toBe(true);
    if (playable.length === 0) return t;
    const entry = playable[g(fc.integer, { min: 0, max: playable.length - 1 })];
    if (!entry?.competitor1Id || !entry.competitor2Id) throw new Error('not playable');
    const [c1, c2] = [entry.competitor1Id, entry.competitor2Id];
    if (g(fc.integer, { min: 0, max: 9 }) === 0) {
      t = forfeitEntry(t, entry.id, g(fc.constantFrom, c1, c2), newId);
      continue;
    }
    const winnerId = g(fc.constantFrom, c1, c2);
    const loserPoints = g(fc.integer, { min: 0, max: 10 });
    t = recordResult(
      t,
      entry.id,
      {
        gameId: `g-${entry.id}`,
        winnerId,
        sides: [
          { competitorId: winnerId, points: 11, sinks: 12 },
          { competitorId: winnerId === c1 ? c2 : c1, points: loserPoints, sinks: loserPoints },
        ],
      },
      newId,
    );
  }
}

function swiss(n: number, settings: { swissRounds?: number } = {}, seedType: 'ELO' | 'RANDOM' = 'RANDOM') {
  return unseeded('SWISS', 'RO_64', seedType, competitors(n), settings);
}

describe('Swiss', () => {
  it('needs 4 to 64 competitors and at most n − 1 rounds', () => {
    expect(canSeed(swiss(3))?.message).toBe('At least 4 competitors are needed to seed');
    expect(canSeed(swiss(4, { swissRounds: 3 }))).toBeNull();
    expect(canSeed(swiss(4, { swissRounds: 4 }))?.message).toBe(
      '4 competitors play at most 3 Swiss rounds; this tournament is set to 4',
    );
    expect(() => seedTournament(swiss(5, { swissRounds: 5 }))).toThrow(BracketError);
    expect(canSeed(swiss(64))).toBeNull();
    expect(() => unseeded('SWISS', 'RO_64', 'RANDOM', competitors(65))).toThrow('Too many players');
    expect(() => unseeded('SWISS', 'RO_64', 'RANDOM', [], { swissRounds: 2 })).toThrow('Rounds must be from 3 to 63');
  });

  it('plays ⌈log2 n⌉ rounds by default; round 1 by Elo seed, top half against bottom half', () => {
    const points = { p0: 900, p1: 800, p2: 700, p3: 600, p4: 500, p5: 400 };
    const t = seedTournament(swiss(6, {}, 'ELO'), { points, newId: sequentialIds('r') });
    expect(swissRounds(t)).toBe(3);
    expect(t.seedOrder).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(t.entries.map((e) => [e.coordinate, e.competitor1Id, e.competitor2Id])).toEqual([
      [0, 'p0', 'p3'],
      [1, 'p1', 'p4'],
      [2, 'p2', 'p5'],
    ]);
  });

  it('any results and forfeits finish every round with complete, deterministic standings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 24 }), fc.gen(), (n, g) => {
        const rounds = g(fc.option, fc.integer({ min: 3, max: Math.max(3, n - 1) }), { nil: undefined });
        const seedType = g(fc.constantFrom, 'ELO' as const, 'RANDOM' as const);
        const points = Object.fromEntries(competitors(n).map((id) => [id, g(fc.integer, { min: 0, max: 1000 })]));
        const start = seedTournament(swiss(n, rounds === undefined ? {} : { swissRounds: rounds }, seedType), {
          points,
          random: (max) => g(fc.integer, { min: 0, max: max - 1 }),
          newId: sequentialIds('s'),
        });
        const t = playOut(g, start);
        expect(t.finished).toBe(true);
        const total = swissRounds(t);
        expect(total).toBe(rounds ?? Math.ceil(Math.log2(n)));

        // Every competitor plays every round exactly once (a game or the bye), and has at most one bye.
        for (let round = 0; round < total; round++) {
          const ids = t.entries
            .filter((e) => roundRobinRound(e.coordinate) === round)
            .flatMap((e) => [e.competitor1Id, e.competitor2Id].filter((id) => id !== null));
          expect([...ids].sort()).toEqual([...t.competitorIds].sort());
        }
        for (const id of t.competitorIds)
          expect(t.entries.filter((e) => e.bye && e.competitor1Id === id).length).toBeLessThanOrEqual(1);
        // With at most n/2 rounds a rematch-free pairing always exists, so no pair ever meets twice.
        if (total <= Math.floor(n / 2)) {
          const pairs = t.entries.filter((e) => !e.bye).map((e) => [e.competitor1Id, e.competitor2Id].sort().join(' '));
          expect(new Set(pairs).size).toBe(pairs.length);
        }

        const standings = tournamentStandings(t);
        expect(standings.map((s) => s.competitorId).sort()).toEqual([...t.competitorIds].sort());
        expect(t.winnerId).toBe(standings[0]?.competitorId);
        expect(tournamentStandings({ ...t, entries: [...t.entries].reverse() })).toEqual(standings);
        // Wins count the games and forfeits won and the bye; ranked by wins first.
        const decided = t.entries.filter((e) => e.result !== null || e.forfeited).length;
        const byes = t.entries.filter((e) => e.bye).length;
        expect(standings.reduce((sum, s) => sum + s.wins, 0)).toBe(decided + byes);
        for (let i = 1; i < standings.length; i++)
          expect(standings[i - 1]?.wins ?? 0).toBeGreaterThanOrEqual(standings[i]?.wins ?? 0);
        expect(ZBracketTournament.parse(JSON.parse(JSON.stringify(t)))).toEqual(t);
        expect(settleTournament(t, t.entries)).toEqual(t);
      }),
      { numRuns: 60 },
    );
  });

  it('plays 64 competitors to the end', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const t = playOut(
          g,
          seedTournament(swiss(64), {
            random: (max) => g(fc.integer, { min: 0, max: max - 1 }),
            newId: sequentialIds('b'),
          }),
        );
        expect(t.finished).toBe(true);
        expect(t.entries).toHaveLength(6 * 32);
      }),
      { numRuns: 3 },
    );
  });

  it('pairs the 1–0s and the 0–1s, avoids rematches, and breaks a full tie by head-to-head', () => {
    let t = seedTournament(swiss(4, { swissRounds: 3 }, 'ELO'), {
      points: { p0: 4, p1: 3, p2: 2, p3: 1 },
      newId: sequentialIds('b'),
    });
    const win = (coordinate: number, winnerId: string) => {
      const entry = t.entries.find((e) => e.coordinate === coordinate);
      if (!entry?.competitor1Id || !entry.competitor2Id) throw new Error(`no entry ${coordinate}`);
      const loserId = entry.competitor1Id === winnerId ? entry.competitor2Id : entry.competitor1Id;
      t = recordResult(
        t,
        entry.id,
        {
          gameId: `g${coordinate}`,
          winnerId,
          sides: [
            { competitorId: winnerId, points: 11, sinks: 11 },
            { competitorId: loserId, points: 5, sinks: 5 },
          ],
        },
        sequentialIds(`n${coordinate}`),
      );
    };
    // Round 1: p0–p2, p1–p3.
    win(0, 'p0');
    win(1, 'p1');
    // Round 2: the 1–0s (p0, p1) and the 0–1s (p2, p3).
    expect(t.entries.filter((e) => e.coordinate >= 1000).map((e) => [e.competitor1Id, e.competitor2Id])).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
    ]);
    win(1000, 'p0');
    win(1001, 'p2');
    // Round 3: p0 (2–0) must meet p3 (p1 and p2 were met); p1 meets p2.
    win(2000, 'p3');
    win(2001, 'p1');
    const standings = tournamentStandings(t);
    // p0 and p1 both 2–1: p0 met p2 (1 win), p1 (2) and p3 (1): 4; p1 met p3 (1), p0 (2), p2 (1): 4 — head-to-head: p0.
    expect(standings.map((s) => [s.competitorId, s.wins])).toEqual([
      ['p0', 2],
      ['p1', 2],
      ['p2', 1],
      ['p3', 1],
    ]);
    expect(t).toMatchObject({ finished: true, winnerId: 'p0' });
  });

  it('ranks equal wins by Buchholz (the opponents’ wins) before point difference; a bye counts as a win', () => {
    const game = (coordinate: number, winner: string, loser: string, loserPoints: number) => ({
      ...emptyEntry(`e${coordinate}`, coordinate, null),
      competitor1Id: winner,
      competitor2Id: loser,
      gameId: `g${coordinate}`,
      result: {
        winnerId: winner,
        competitor1Points: 11,
        competitor2Points: loserPoints,
        competitor1Sinks: 11,
        competitor2Sinks: loserPoints,
      },
      final: true,
    });
    const t: TBracketTournament = {
      ...swiss(6),
      seeded: true,
      entries: [
        game(0, 'A', 'C', 10), // A +1, beats C (who wins twice more)
        game(1, 'B', 'D', 0), // B +11, beats D (who wins nothing)
        game(1000, 'C', 'E', 5),
        game(1001, 'C', 'F', 5),
        { ...emptyEntry('bye', 1002, null), competitor1Id: 'D', bye: true, final: true },
      ],
      competitorIds: ['A', 'B', 'C', 'D', 'E', 'F'],
    };
    const standings = tournamentStandings(t);
    expect(standings.map((s) => [s.competitorId, s.wins])).toEqual([
      ['C', 2],
      ['A', 1],
      ['B', 1],
      ['D', 1],
      ['E', 0],
      ['F', 0],
    ]);
    // Each row carries its Buchholz, and says when it decided (issue 37): A (+1) above B (+11) by Buchholz 2 to 1;
    // B and D both 1 (D's bye is a win), B beat D.
    expect(standings.map((s) => [s.competitorId, s.buchholz, s.decidedBy])).toEqual([
      ['C', 1, undefined],
      ['A', 2, 'buchholz'],
      ['B', 1, 'headToHead'],
      ['D', 1, undefined],
      ['E', 2, undefined],
      ['F', 2, undefined],
    ]);
  });
});
