/** Competitor tournament stats and the draw-resolve order (sheet §11.9), for every tournament type. */
import { describe, expect, it } from 'vitest';
import { compareStandings, computeCompetitorStats, emptyCompetitorStats } from './standings.ts';
import { competitors, post, seeded, skip } from './test-support.ts';
import type { TCompetitorStats } from './types.ts';

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

describe('computeCompetitorStats', () => {
  it('round robin: games count wins, points and sinks; forfeits count only the win and the loss', () => {
    let t = seeded('ROUND_ROBIN', 'D_RO_8', ['A', 'B', 'C', 'D']);
    t = post(t, 0, 1, { winner: 11, loser: 7, winnerSinks: 12, loserSinks: 9 }); // A beats D
    t = skip(t, 1, 'B'); // C wins by forfeit
    t = post(t, 1000, 2, { winner: 11, loser: 3, winnerSinks: 11, loserSinks: 5 }); // C beats A
    const rows = computeCompetitorStats(t.competitorIds, t.entries);
    // D (7 points) ranks above B (forfeit, no points) on equal wins and losses.
    expect(rows).toEqual([
      { competitorId: 'C', wins: 2, losses: 0, points: 11, pointsLost: 3, sinks: 11, sinksLost: 5 },
      { competitorId: 'A', wins: 1, losses: 1, points: 14, pointsLost: 18, sinks: 17, sinksLost: 20 },
      { competitorId: 'D', wins: 0, losses: 1, points: 7, pointsLost: 11, sinks: 9, sinksLost: 12 },
      { competitorId: 'B', wins: 0, losses: 1, points: 0, pointsLost: 0, sinks: 0, sinksLost: 0 },
    ]);
  });

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
