/**
 * Standings by a list of tie-breaks: competitors are split by the first, each tie by the next, and so on; a tie-break
 * that needs the tied group (head-to-head) sees only it. What is still tied keeps the order of `competitorIds` (the
 * seed or entry order), so the standings are deterministic.
 */
import { entryHasCompetitor, entryWinnerId } from './entry-outcome.ts';
import { competitorStats } from './standings.ts';
import type { TBracketEntry, TCompetitorStats } from './types.ts';

export type TTieBreak = 'wins' | 'buchholz' | 'headToHead' | 'pointDifference' | 'pointsScored';

/** Round robin and group tie-breaks: wins, head-to-head among the tied, point difference, points scored. */
export const ROUND_ROBIN_TIE_BREAKS: readonly TTieBreak[] = ['wins', 'headToHead', 'pointDifference', 'pointsScored'];

export interface TRankingInput {
  competitorIds: readonly string[];
  entries: readonly TBracketEntry[];
  /** Extra wins a competitor is credited with (Swiss byes); none by default. */
  bonusWins?: ReadonlyMap<string, number>;
}

/** Entries decided by a game or a forfeit (a bye has no opponent). */
function decidedGames(entries: readonly TBracketEntry[]): TBracketEntry[] {
  return entries.filter(
    (e) => !e.bye && e.competitor1Id !== null && e.competitor2Id !== null && entryWinnerId(e) !== null,
  );
}

/** The value each competitor of a tied group gets from one tie-break; higher ranks first. */
function scores(
  tieBreak: TTieBreak,
  group: readonly string[],
  stats: ReadonlyMap<string, TCompetitorStats>,
  games: readonly TBracketEntry[],
): Map<string, number> {
  const of = (id: string) => stats.get(id) ?? { wins: 0, points: 0, pointsLost: 0 };
  switch (tieBreak) {
    case 'wins':
      return new Map(group.map((id) => [id, of(id).wins]));
    case 'pointDifference':
      return new Map(group.map((id) => [id, of(id).points - of(id).pointsLost]));
    case 'pointsScored':
      return new Map(group.map((id) => [id, of(id).points]));
    case 'buchholz':
      // The sum of the wins of every opponent met (a bye has none).
      return new Map(
        group.map((id) => [
          id,
          games
            .filter((e) => entryHasCompetitor(e, id))
            .reduce((sum, e) => sum + of((e.competitor1Id === id ? e.competitor2Id : e.competitor1Id) ?? '').wins, 0),
        ]),
      );
    case 'headToHead': {
      // Wins in the games between members of the tied group only.
      const members = new Set(group);
      const wins = new Map(group.map((id) => [id, 0]));
      for (const e of games) {
        if (!members.has(e.competitor1Id ?? '') || !members.has(e.competitor2Id ?? '')) continue;
        const winner = entryWinnerId(e);
        if (winner !== null) wins.set(winner, (wins.get(winner) ?? 0) + 1);
      }
      return wins;
    }
  }
}

/** A tied group, and the tie-break that put it above the next group (null: more wins, or the last group). */
type TRun = { ids: string[]; above: TTieBreak | null };

/** Splits a tied group by one tie-break into smaller tied groups, best first; equal values keep their order. */
function split(run: TRun, tieBreak: TTieBreak, value: ReadonlyMap<string, number>): TRun[] {
  const sorted = [...run.ids].sort((a, b) => (value.get(b) ?? 0) - (value.get(a) ?? 0));
  const runs: TRun[] = [];
  for (const id of sorted) {
    const last = runs.at(-1);
    if (last && value.get(last.ids[0] ?? '') === value.get(id)) last.ids.push(id);
    else {
      if (last) last.above = tieBreak;
      runs.push({ ids: [id], above: run.above });
    }
  }
  return runs;
}

/**
 * Every competitor's stats, best first by the tie-breaks in order (`wins` includes `bonusWins`). A row that stands
 * above the next one on equal wins says by which tie-break (`decidedBy`); with Buchholz among the tie-breaks every
 * row carries its value, so a table can show why it is in that order.
 */
export function rankByTieBreaks(input: TRankingInput, tieBreaks: readonly TTieBreak[]): TCompetitorStats[] {
  const stats = new Map(
    input.competitorIds.map((id) => {
      const own = competitorStats(id, input.entries);
      return [id, { ...own, wins: own.wins + (input.bonusWins?.get(id) ?? 0) }] as const;
    }),
  );
  const games = decidedGames(input.entries);
  let runs: TRun[] = [{ ids: [...input.competitorIds], above: null }];
  for (const tieBreak of tieBreaks) {
    runs = runs.flatMap((run) =>
      run.ids.length < 2 ? [run] : split(run, tieBreak, scores(tieBreak, run.ids, stats, games)),
    );
  }
  const buchholz = tieBreaks.includes('buchholz') ? scores('buchholz', input.competitorIds, stats, games) : null;
  return runs.flatMap((run) =>
    run.ids.flatMap((id, i) => {
      const row = stats.get(id);
      if (!row) return [];
      // Only the run's last row stands above another run; the ones before it are tied with the next.
      const decidedBy = i === run.ids.length - 1 && run.above !== null && run.above !== 'wins' ? run.above : undefined;
      return [
        { ...row, ...(buchholz ? { buchholz: buchholz.get(id) ?? 0 } : {}), ...(decidedBy ? { decidedBy } : {}) },
      ];
    }),
  );
}
