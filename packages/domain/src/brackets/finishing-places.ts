/**
 * Elimination standings by finishing place (issue 37): a competitor finishes where they were knocked out, so the
 * winner is 1st, the final's loser 2nd, and everyone knocked out in the same round shares one place (both semi-final
 * losers of a single elimination are 3rd; in double elimination each lower round is a place of its own: the lower
 * final's loser 3rd, the round before it 4th). Competitors still in an unfinished bracket rank above everyone knocked
 * out and have no place yet. Within a place the draw-resolve order decides (wins, losses, points…).
 */
import { entryLoserId } from './entry-outcome.ts';
import { FINAL_COORDINATE, GRAND_FINAL_RESET_COORDINATE, type TBracketLayout } from './layout.ts';
import { compareStandings, competitorStats } from './standings.ts';
import type { TBracketEntry, TCompetitorStats } from './types.ts';

/** How many games an entry's winner still has to win to take the title (the final 0; the grand final reset 0 too). */
function stepsToTitle(layout: TBracketLayout): Map<number, number> {
  const winnerGoesTo = new Map<number, number>();
  for (const entry of layout.entries) {
    for (const source of entry.sources) if (source.kind === 'winner') winnerGoesTo.set(source.from, entry.coordinate);
  }
  const steps = new Map<number, number>([
    [FINAL_COORDINATE, 0],
    [GRAND_FINAL_RESET_COORDINATE, 0],
  ]);
  const stepsOf = (coordinate: number): number => {
    const known = steps.get(coordinate);
    if (known !== undefined) return known;
    const next = winnerGoesTo.get(coordinate);
    const value = next === undefined ? 0 : 1 + stepsOf(next);
    steps.set(coordinate, value);
    return value;
  };
  for (const entry of layout.entries) stepsOf(entry.coordinate);
  return steps;
}

/** Where a played game's loser plays on (double elimination's upper bracket drops them to the lower one). */
function loserGoesTo(layout: TBracketLayout): Map<number, number> {
  return new Map(
    layout.entries.flatMap((e) =>
      e.sources.flatMap((s) => (s.kind === 'loser' ? [[s.from, e.coordinate] as const] : [])),
    ),
  );
}

/**
 * Where each competitor was knocked out, as the steps its winner still had to the title: a played game's loser
 * unless the layout drops them to the lower bracket, or the grand final's reset is still to be played by them (the
 * reset holds both finalists); a forfeiter at once, counted as out in the lower round they would have dropped to.
 */
function knockedOutAt(layout: TBracketLayout, entries: readonly TBracketEntry[]): Map<string, number> {
  const steps = stepsToTitle(layout);
  const dropsTo = loserGoesTo(layout);
  const reset = entries.find((e) => e.coordinate === GRAND_FINAL_RESET_COORDINATE);
  const resetPlayed = reset !== undefined && reset.competitor1Id !== null && reset.competitor2Id !== null;
  const out = new Map<string, number>();
  for (const entry of entries) {
    const drop = dropsTo.get(entry.coordinate);
    const at = steps.get(entry.forfeited && drop !== undefined ? drop : entry.coordinate);
    const loser = entry.forfeited ? entry.forfeitedId : entryLoserId(entry);
    if (at === undefined || loser === null) continue;
    if (!entry.forfeited && (drop !== undefined || (entry.coordinate === FINAL_COORDINATE && resetPlayed))) continue;
    out.set(loser, Math.min(at, out.get(loser) ?? Infinity));
  }
  return out;
}

/**
 * Every competitor's stats with `place`, best first: still in (no place, unless the bracket is won: the winner is
 * 1st), then by the round they were knocked out in, latest first; a place is shared by everyone knocked out in the
 * same round (1 + how many finish above them). A full tie keeps the order of `competitorIds`.
 */
export function eliminationStandings(
  layout: TBracketLayout,
  competitorIds: readonly string[],
  entries: readonly TBracketEntry[],
  winnerId: string | null,
): TCompetitorStats[] {
  const out = knockedOutAt(layout, entries);
  // Still in: ranked above every step (-1); a step is how far from the title the competitor went out.
  const stage = (id: string) => out.get(id) ?? -1;
  const rows = competitorIds
    .map((id) => competitorStats(id, entries))
    .sort((a, b) => stage(a.competitorId) - stage(b.competitorId) || compareStandings(a, b));
  return rows.map((row) => {
    const at = out.get(row.competitorId);
    if (at === undefined) return row.competitorId === winnerId ? { ...row, place: 1 } : row;
    return { ...row, place: 1 + rows.filter((other) => stage(other.competitorId) < at).length };
  });
}
