/** Who won, who lost and what an entry still needs. */
import type { TBracketEntry } from './types.ts';

type TEntryState = Pick<
  TBracketEntry,
  'competitor1Id' | 'competitor2Id' | 'result' | 'forfeited' | 'forfeitedId' | 'bye'
>;

/** Whether the entry is decided: a game was posted, a competitor forfeited, or it is a bye. */
export function isEntryDecided(entry: TEntryState): boolean {
  return entry.result !== null || entry.forfeited || entry.bye;
}

/** Whether a result or forfeit can still be entered: both competitors present and nothing decided. */
export function isEntryPlayable(entry: TBracketEntry): boolean {
  return entry.competitor1Id !== null && entry.competitor2Id !== null && !entry.final && !isEntryDecided(entry);
}

/** Whether the competitor sits in one of the entry's two slots. */
export function entryHasCompetitor(entry: TEntryState, competitorId: string): boolean {
  return entry.competitor1Id === competitorId || entry.competitor2Id === competitorId;
}

/** The entry's other competitor, or null when the slot is empty. */
export function entryOpponentOf(entry: TEntryState, competitorId: string): string | null {
  return entry.competitor1Id === competitorId ? entry.competitor2Id : entry.competitor1Id;
}

/**
 * Who advances from a decided entry: the game's winner, the non-forfeiter, or a bye's sole competitor.
 * Null when undecided or when nobody is left.
 */
export function entryWinnerId(entry: TEntryState): string | null {
  if (entry.result) return entry.result.winnerId;
  if (entry.forfeited) {
    return entry.forfeitedId === null ? null : entryOpponentOf(entry, entry.forfeitedId);
  }
  if (entry.bye) return entry.competitor1Id ?? entry.competitor2Id;
  return null;
}

/** Who lost a played game (and drops to the lower bracket). A forfeiter or a bye produces no loser. */
export function entryLoserId(entry: TEntryState): string | null {
  return entry.result ? entryOpponentOf(entry, entry.result.winnerId) : null;
}
