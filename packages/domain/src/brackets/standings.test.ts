/** Competitor tournament stats and the draw-resolve order (sheet §11.9), for every tournament type. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryWinnerId } from './entry-outcome.ts';
import { tournamentStandings } from './formats/registry.ts';
import { compareStandings, computeCompetitorStats, emptyCompetitorStats } from './standings.ts';
import { competitors, post, seeded, skip } from './test-support.ts';
import type { TBracketTournament, TCompetitorStats } from './types.ts';

const stats = (competitorId: string, partial: Partial<TCompetitorStats>): TCompetitorStats => ({
  ...emptyCompetitorStats(competitorId),
  ...partial,
});

describe('compareStandings', () => {
  it('orders by wins, losses, points, points lost, sinks, sinks lost', () => {
    const rows = [
      stats('sinksLost', { wins: 1, sinks: 5, sinksLost: 3 }),
      stats('fewerWins', { wins: 0 }),
      stats('moreLosses', { wins: 1, losses: 1 }),
      stats('morePoints', { wins: 1, points: 10 }),
      stats('fewerPointsLost', { wins: 1, points: 9, pointsLost: 1 }),
      stats('morePointsLost', { wins: 1, points: 9, pointsLost: 2 }),
      stats('moreSinks', { wins: 1, sinks: 6 }),
      stats('fewerSinksLost', { wins: 1, sinks: 5, sinksLost: 2 }),
    ];
    expect([...rows].sort(compareStandings).map((r) => r.competitorId)).toEqual([
      'morePoints',
      'fewerPointsLost',
      'morePointsLost',
      'moreSinks',
      'fewerSinksLost',
      'sinksLost',
      'moreLosses',
      'fewerWins',
    ]);
  });

  it('keeps the stored order on a full tie', () => {
    expect(computeCompetitorStats(['b', 'a', 'c'], []).map((r) => r.competitorId)).toEqual(['b', 'a', 'c']);
  });
});

describe('round robin standings', () => {
  it('games count wins, points and sinks; forfeits count only the win and the loss', () => {
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    t = post(t, 0, 1, { winner: 11, loser: 7, winnerSinks: 12, loserSinks: 9 }); // A beats D
    t = skip(t, 1, 'B'); // C wins by forfeit
    t = post(t, 1000, 2, { winner: 11, loser: 3, winnerSinks: 11, loserSinks: 5 }); // C beats A
    // B (forfeit, no points: difference 0) ranks above D (7 to 11: difference −4) on equal wins, as they have not met.
    expect(tournamentStandings(t)).toEqual([
      { competitorId: 'C', wins: 2, losses: 0, points: 11, pointsLost: 3, sinks: 11, sinksLost: 5 },
      { competitorId: 'A', wins: 1, losses: 1, points: 14, pointsLost: 18, sinks: 17, sinksLost: 20 },
      {
        competitorId: 'B',
        wins: 0,
        losses: 1,
        points: 0,
        pointsLost: 0,
        sinks: 0,
        sinksLost: 0,
        decidedBy: 'pointDifference',
      },
      { competitorId: 'D', wins: 0, losses: 1, points: 7, pointsLost: 11, sinks: 9, sinksLost: 12 },
    ]);
  });

  it('a player who beat another finishes above them on equal wins, even with fewer points', () => {
    // Rounds of A, B, C, D: (A,D)(B,C), (A,C)(D,B), (A,B)(C,D).
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    t = post(t, 0, 1, { winner: 11, loser: 9 }); // A beats D
    t = post(t, 1, 1, { winner: 11, loser: 0 }); // B beats C
    t = post(t, 1000, 2, { winner: 11, loser: 9 }); // C beats A
    t = post(t, 1001, 2, { winner: 11, loser: 0 }); // B beats D
    t = post(t, 2000, 1, { winner: 11, loser: 9 }); // A beats B
    t = post(t, 2001, 2, { winner: 11, loser: 3 }); // D beats C
    const rows = tournamentStandings(t);
    // A and B: 2 wins each; B scored as many points and lost far fewer (+20 against +2), but A won their game.
    expect(rows.map((r) => r.competitorId)).toEqual(['A', 'B', 'D', 'C']);
    expect(rows[0]).toMatchObject({ wins: 2, points: 31, pointsLost: 29 });
    expect(rows[1]).toMatchObject({ wins: 2, points: 31, pointsLost: 11 });
    // The table says why A stands above B, and D above C (issue 37); B above D on wins needs no word.
    expect(rows.map((r) => r.decidedBy)).toEqual(['headToHead', undefined, 'headToHead', undefined]);
    // The earlier order (points lost before any head-to-head) had B first.
    expect(computeCompetitorStats(t.competitorIds, t.entries)[0]?.competitorId).toBe('B');
    expect(t).toMatchObject({ finished: true, winnerId: 'A' });
  });

  it('a three-way circle of wins falls to point difference, then points scored', () => {
    // A beats B, B beats C, C beats A: head-to-head says nothing; D loses every game.
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    t = post(t, 0, 1, { winner: 11, loser: 0 }); // A beats D 11–0
    t = post(t, 1, 1, { winner: 11, loser: 6 }); // B beats C 11–6
    t = post(t, 1000, 2, { winner: 11, loser: 8 }); // C beats A 11–8
    t = post(t, 1001, 2, { winner: 11, loser: 6 }); // B beats D 11–6
    t = post(t, 2000, 1, { winner: 11, loser: 10 }); // A beats B 11–10
    t = post(t, 2001, 1, { winner: 11, loser: 4 }); // C beats D 11–4
    // A and B both +9: B scored 32 to A's 30. C is +5.
    expect(tournamentStandings(t).map((r) => [r.competitorId, r.points - r.pointsLost, r.points])).toEqual([
      ['B', 9, 32],
      ['A', 9, 30],
      ['C', 5, 28],
      ['D', -23, 10],
    ]);
    // B over A by points scored, A over C by point difference (head-to-head split none of them).
    expect(tournamentStandings(t).map((r) => r.decidedBy)).toEqual([
      'pointsScored',
      'pointDifference',
      undefined,
      undefined,
    ]);
  });
});

/** Random results for every round robin entry (some forfeited), in a random order. */
function playedRoundRobin(g: fc.GeneratorValue, n: number): TBracketTournament {
  let t = seeded('ROUND_ROBIN', 'D_RO_16', competitors(n));
  const order = g(
    fc.shuffledSubarray,
    t.entries.filter((e) => !e.bye).map((e) => e.coordinate),
    { minLength: 0 },
  );
  for (const coordinate of order) {
    const entry = t.entries.find((e) => e.coordinate === coordinate);
    if (!entry || entry.competitor1Id === null) continue;
    if (g(fc.integer, { min: 0, max: 9 }) === 0) t = skip(t, coordinate, entry.competitor1Id);
    else t = post(t, coordinate, g(fc.constantFrom, 1, 2), { winner: 11, loser: g(fc.integer, { min: 0, max: 10 }) });
  }
  return t;
}

describe('round robin tie-breaks (property)', () => {
  it('wins, then head-to-head among the tied, then point difference, then points scored; deterministic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.gen(), (n, g) => {
        const t = playedRoundRobin(g, n);
        const rows = tournamentStandings(t);
        expect(rows.map((r) => r.competitorId).sort()).toEqual([...t.competitorIds].sort());
        // The same entries in another order give the same standings.
        expect(tournamentStandings({ ...t, entries: [...t.entries].reverse() })).toEqual(rows);
        const headToHead = (id: string, group: ReadonlySet<string>) =>
          t.entries.filter(
            (e) => group.has(e.competitor1Id ?? '') && group.has(e.competitor2Id ?? '') && entryWinnerId(e) === id,
          ).length;
        for (let i = 0; i + 1 < rows.length; i++) {
          const [a, b] = [rows[i], rows[i + 1]];
          if (!a || !b) continue;
          expect(a.wins).toBeGreaterThanOrEqual(b.wins);
          if (a.wins !== b.wins) continue;
          const tied = new Set(rows.filter((r) => r.wins === a.wins).map((r) => r.competitorId));
          const [ha, hb] = [headToHead(a.competitorId, tied), headToHead(b.competitorId, tied)];
          expect(ha).toBeGreaterThanOrEqual(hb);
          if (ha !== hb) continue;
          expect(a.points - a.pointsLost).toBeGreaterThanOrEqual(b.points - b.pointsLost);
          if (a.points - a.pointsLost !== b.points - b.pointsLost) continue;
          expect(a.points).toBeGreaterThanOrEqual(b.points);
          // A full tie keeps the entry order.
          if (a.points === b.points)
            expect(t.competitorIds.indexOf(a.competitorId)).toBeLessThan(t.competitorIds.indexOf(b.competitorId));
        }
        // Two competitors alone on their number of wins: whoever won their game is above.
        for (const a of rows) {
          const tied = rows.filter((r) => r.wins === a.wins);
          if (tied.length !== 2) continue;
          const [x, y] = tied;
          const game = t.entries.find(
            (e) =>
              [e.competitor1Id, e.competitor2Id].sort().join() === [x?.competitorId, y?.competitorId].sort().join(),
          );
          const winner = game ? entryWinnerId(game) : null;
          if (winner !== null) expect(tied[0]?.competitorId).toBe(winner);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('computeCompetitorStats', () => {
  it('elimination tournaments keep stats too; byes count nothing', () => {
    let t = seeded('SINGLE_ELIMINATION', 'RO_8', competitors(5));
    t = post(t, 3, 1, { winner: 11, loser: 2 });
    const rows = computeCompetitorStats(t.competitorIds, t.entries);
    expect(rows[0]).toMatchObject({ competitorId: 'p0', wins: 1, losses: 0, points: 11, pointsLost: 2 });
    expect(rows.find((r) => r.competitorId === 'p4')).toEqual(emptyCompetitorStats('p4'));
    expect(rows.find((r) => r.competitorId === 'p2')).toMatchObject({ wins: 0, losses: 1, points: 2, pointsLost: 11 });
  });

  it('the round robin winner is the first of the standings', () => {
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B']);
    t = post(t, 0, 2);
    expect(t).toMatchObject({ finished: true, winnerId: 'B' });
  });
});
