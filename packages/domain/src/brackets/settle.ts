/** After any change: propagate through the bracket, then the win check (sheet §11.6, fixed). */
import { bracketLayout } from './layouts.ts';
import { eliminationWinner, resolveBracket } from './resolve.ts';
import { computeCompetitorStats } from './standings.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

/**
 * Elimination: the tournament is finished once the final is decided (a bye final too), won by whoever comes out
 * of it. Round robin: finished once every entry is closed, won by the first competitor of the standings.
 */
export function settleTournament(tournament: TBracketTournament, entries: readonly TBracketEntry[]): TBracketTournament {
  const layout = bracketLayout(tournament.tournamentType, tournament.size);
  if (layout) {
    const resolved = resolveBracket(layout, entries);
    const winnerId = eliminationWinner(resolved);
    return { ...tournament, entries: resolved, finished: winnerId !== null, winnerId };
  }
  const finished = entries.length > 0 && entries.every((e) => e.final);
  const leader = finished ? computeCompetitorStats(tournament.competitorIds, entries)[0] : undefined;
  const winnerId = leader?.competitorId ?? null;
  return { ...tournament, entries: [...entries], finished, winnerId };
}
