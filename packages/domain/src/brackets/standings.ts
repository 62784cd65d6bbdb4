/** Competitor tournament stats (sheet §11.9): wins, losses, points and sinks of the played and forfeited entries. */
import { entryHasCompetitor, entryOpponentOf } from './entry-outcome.ts';
import type { TBracketEntry, TCompetitorStats } from './types.ts';

/** All-zero stats of one competitor, as created at seeding. */
export function emptyCompetitorStats(competitorId: string): TCompetitorStats {
  return { competitorId, wins: 0, losses: 0, points: 0, pointsLost: 0, sinks: 0, sinksLost: 0 };
}

/** Draw-resolve order: wins desc, losses asc, points desc, pointsLost asc, sinks desc, sinksLost asc. */
export function compareStandings(a: TCompetitorStats, b: TCompetitorStats): number {
  return (
    b.wins - a.wins ||
    a.losses - b.losses ||
    b.points - a.points ||
    a.pointsLost - b.pointsLost ||
    b.sinks - a.sinks ||
    a.sinksLost - b.sinksLost
  );
}

/** One competitor's stats over the entries; a forfeit counts as a win and a loss only, a bye as nothing. */
export function competitorStats(competitorId: string, entries: readonly TBracketEntry[]): TCompetitorStats {
  const stats = emptyCompetitorStats(competitorId);
  for (const entry of entries) {
    if (!entryHasCompetitor(entry, competitorId)) continue;
    if (entry.forfeited) {
      if (entry.forfeitedId === competitorId) stats.losses++;
      else if (entry.forfeitedId !== null && entryOpponentOf(entry, competitorId) === entry.forfeitedId) stats.wins++;
      continue;
    }
    const result = entry.result;
    if (!result) continue;
    const isFirst = entry.competitor1Id === competitorId;
    if (result.winnerId === competitorId) stats.wins++;
    else stats.losses++;
    stats.points += isFirst ? result.competitor1Points : result.competitor2Points;
    stats.pointsLost += isFirst ? result.competitor2Points : result.competitor1Points;
    stats.sinks += isFirst ? result.competitor1Sinks : result.competitor2Sinks;
    stats.sinksLost += isFirst ? result.competitor2Sinks : result.competitor1Sinks;
  }
  return stats;
}

/**
 * Stats of every competitor sorted by the draw-resolve order (the elimination formats' standings); a full tie keeps
 * the order of `competitorIds`.
 */
export function computeCompetitorStats(
  competitorIds: readonly string[],
  entries: readonly TBracketEntry[],
): TCompetitorStats[] {
  return competitorIds.map((id) => competitorStats(id, entries)).sort(compareStandings);
}
