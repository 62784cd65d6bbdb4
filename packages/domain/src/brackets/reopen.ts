/**
 * Reopening a decided entry (issue 24): its result is removed and every entry that depended on it (the format's
 * `dependents`) is reset, so the entry can be played again; a finished tournament is unfinished until it finishes
 * again. The server voids the games of what is reset through its settlement module; this file says what is reset.
 */
import { randomId, type TNewId } from './empty-entry.ts';
import { assertAllowed, BracketError, refuse, type TBracketRefusal } from './errors.ts';
import { formatOf } from './formats/registry.ts';
import { settleTournament } from './settle.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

/** Refuses a reopen unless the tournament is seeded and the entry was decided by a game or a forfeit (skip). */
export function canReopen(tournament: TBracketTournament, entry: TBracketEntry): TBracketRefusal | null {
  if (!tournament.entries.some((e) => e.id === entry.id)) return refuse('not-found', 'ENTRY_NOT_FOUND');
  if (!tournament.seeded) return refuse('conflict', 'TOURNAMENT_NOT_STARTED');
  if (entry.result !== null || entry.forfeited) return null;
  // A bye was never played: the bracket gives it, and gives it again.
  return refuse('conflict', entry.bye ? 'REOPEN_BYE' : 'REOPEN_NO_RESULT');
}

/** What a reopen does: the tournament after it, and the entries it resets as they are before it. */
export interface TReopenPlan {
  tournament: TBracketTournament;
  /** The reopened entry as it is now. */
  entry: TBracketEntry;
  /** Its dependents that the reopen changes (a result removed, a competitor taken out, a pairing removed), as they are now, in the order they are played. */
  resets: TBracketEntry[];
  /** Every game the reopen removes from the bracket (the entry's and its dependents'): the server voids them. */
  gameIds: string[];
}

function sameState(a: TBracketEntry, b: TBracketEntry): boolean {
  return (
    a.competitor1Id === b.competitor1Id &&
    a.competitor2Id === b.competitor2Id &&
    a.gameId === b.gameId &&
    a.forfeited === b.forfeited &&
    a.forfeitedId === b.forfeitedId &&
    a.bye === b.bye &&
    a.final === b.final
  );
}

/** Works out a reopen of the entry without doing it; throws BracketError when refused (see `canReopen`). */
export function planReopen(tournament: TBracketTournament, entryId: string, newId: TNewId = randomId): TReopenPlan {
  const entry = tournament.entries.find((e) => e.id === entryId);
  if (!entry) throw new BracketError(refuse('not-found', 'ENTRY_NOT_FOUND'));
  assertAllowed(canReopen(tournament, entry));
  const format = formatOf(tournament.tournamentType);
  const dependents = format.dependents(tournament, entry);
  const reset = format.reset(tournament, entry.id, new Set(dependents.map((e) => e.id)));
  const after = settleTournament(tournament, reset, newId);
  const afterById = new Map(after.entries.map((e) => [e.id, e]));
  const resets = dependents.filter((e) => {
    const now = afterById.get(e.id);
    return now === undefined || !sameState(e, now);
  });
  const gameIds = [entry, ...dependents].flatMap((e) => (e.gameId === null ? [] : [e.gameId]));
  return { tournament: after, entry, resets, gameIds };
}

/** The tournament with the entry reopened (see `planReopen`); throws BracketError when refused. */
export function reopenEntry(
  tournament: TBracketTournament,
  entryId: string,
  newId: TNewId = randomId,
): TBracketTournament {
  return planReopen(tournament, entryId, newId).tournament;
}
