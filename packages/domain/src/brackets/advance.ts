/** Posting a game on an entry and skipping (forfeiting) one, with the checks of SPEC §4 and SERVER-RULES §7. */
import { randomId, type TNewId } from './empty-entry.ts';
import { assertAllowed, BracketError, refuse, type TBracketRefusal } from './errors.ts';
import { entryHasCompetitor, isEntryDecided } from './entry-outcome.ts';
import { formatOf } from './formats/registry.ts';
import { settleTournament } from './settle.ts';
import type { TBracketEntry, TBracketTournament, TEntryGame, TEntryResult } from './types.ts';

/** The entry with this id, or undefined. */
export function findBracketEntry(tournament: TBracketTournament, entryId: string): TBracketEntry | undefined {
  return tournament.entries.find((e) => e.id === entryId);
}

/** What every entry action needs: a seeded, unfinished tournament and an open entry with both competitors. */
function checkOpenEntry(tournament: TBracketTournament, entry: TBracketEntry): TBracketRefusal | null {
  // An entry that is not open yet is a state conflict (409), like one that is closed.
  if (!tournament.seeded) return refuse('conflict', 'TOURNAMENT_NOT_STARTED');
  if (tournament.finished) return refuse('conflict', 'TOURNAMENT_FINISHED');
  if (!tournament.entries.some((e) => e.id === entry.id)) return refuse('not-found', 'ENTRY_NOT_FOUND');
  if (entry.gameId !== null || entry.result !== null) {
    return refuse('conflict', 'ENTRY_GAME_POSTED');
  }
  if (entry.forfeited) return refuse('conflict', 'ENTRY_FORFEITED');
  if (entry.bye) return refuse('conflict', 'ENTRY_BYE');
  if (entry.competitor1Id === null || entry.competitor2Id === null || entry.final || isEntryDecided(entry)) {
    return refuse('conflict', 'ENTRY_INCOMPLETE');
  }
  if (!formatOf(tournament.tournamentType).isPlayable(tournament, entry)) return refuse('conflict', 'ENTRY_NOT_OPEN');
  return null;
}

/**
 * Refuses a result unless the tournament is seeded and unfinished and the entry has both competitors, no game and
 * no forfeit; with the game, also unless its sides are exactly the entry's competitors and the winner is one of them.
 */
export function canPostResult(
  tournament: TBracketTournament,
  entry: TBracketEntry,
  game?: TEntryGame,
): TBracketRefusal | null {
  const open = checkOpenEntry(tournament, entry);
  if (open || !game) return open;
  const [a, b] = game.sides;
  const isSameCompetitors =
    a.competitorId !== b.competitorId &&
    entryHasCompetitor(entry, a.competitorId) &&
    entryHasCompetitor(entry, b.competitorId);
  if (!isSameCompetitors) return refuse('invalid', 'ENTRY_COMPETITORS_MISMATCH');
  if (game.winnerId !== a.competitorId && game.winnerId !== b.competitorId) {
    return refuse('invalid', 'WINNER_NOT_COMPETITOR');
  }
  return null;
}

function toResult(entry: TBracketEntry, game: TEntryGame): TEntryResult {
  const [a, b] = game.sides;
  const [first, second] = a.competitorId === entry.competitor1Id ? [a, b] : [b, a];
  return {
    winnerId: game.winnerId,
    competitor1Points: first.points,
    competitor2Points: second.points,
    competitor1Sinks: first.sinks,
    competitor2Sinks: second.sinks,
  };
}

function requireEntry(tournament: TBracketTournament, entryId: string): TBracketEntry {
  const entry = findBracketEntry(tournament, entryId);
  if (!entry) throw new BracketError(refuse('not-found', 'ENTRY_NOT_FOUND'));
  return entry;
}

/**
 * Records a game on the entry, lets the format move the bracket on (winner and loser advance, a next round opens, with
 * ids from `newId`) and runs the win check; throws BracketError if refused.
 */
export function recordResult(
  tournament: TBracketTournament,
  entryId: string,
  game: TEntryGame,
  newId: TNewId = randomId,
): TBracketTournament {
  const entry = requireEntry(tournament, entryId);
  assertAllowed(canPostResult(tournament, entry, game));
  const played: TBracketEntry = { ...entry, gameId: game.gameId, result: toResult(entry, game), final: true };
  return settleTournament(
    tournament,
    tournament.entries.map((e) => (e.id === entryId ? played : e)),
    newId,
  );
}

/** Refuses a skip unless the entry is open with both competitors and the forfeiter is one of them. */
export function canForfeit(
  tournament: TBracketTournament,
  entry: TBracketEntry,
  competitorId: string,
): TBracketRefusal | null {
  const open = checkOpenEntry(tournament, entry);
  if (open) return open;
  if (!entryHasCompetitor(entry, competitorId)) {
    return refuse('invalid', 'COMPETITOR_NOT_IN_GAME', { id: competitorId });
  }
  return null;
}

/**
 * The competitor forfeits the entry: it is closed, the opponent advances (or gets the win in round robin), and
 * the forfeiter is out of an elimination bracket (no drop to the lower bracket). Throws BracketError when refused.
 */
export function forfeitEntry(
  tournament: TBracketTournament,
  entryId: string,
  competitorId: string,
  newId: TNewId = randomId,
): TBracketTournament {
  const entry = requireEntry(tournament, entryId);
  assertAllowed(canForfeit(tournament, entry, competitorId));
  const skipped: TBracketEntry = { ...entry, forfeited: true, forfeitedId: competitorId, final: true };
  return settleTournament(
    tournament,
    tournament.entries.map((e) => (e.id === entryId ? skipped : e)),
    newId,
  );
}

/**
 * A tournament game corrected with the same winner (its score, sinks, the rest): the entry takes the new score and
 * nothing else moves, except who wins a format ranked by its standings once finished (their points tie-breaks may
 * change). Refuses (conflict) a correction that changes the winner, and an entry that does not hold this game.
 */
export function correctEntryResult(tournament: TBracketTournament, game: TEntryGame): TBracketTournament {
  const entry = tournament.entries.find((e) => e.gameId === game.gameId);
  if (!entry?.result) throw new BracketError(refuse('conflict', 'GAME_NO_LONGER_RESULT'));
  if (entry.result.winnerId !== game.winnerId) throw new BracketError(refuse('conflict', 'CORRECTION_CHANGES_WINNER'));
  assertAllowed(
    canPostResult({ ...tournament, finished: false }, { ...entry, gameId: null, result: null, final: false }, game),
  );
  const entries = tournament.entries.map((e) => (e.id === entry.id ? { ...entry, result: toResult(entry, game) } : e));
  const winnerId = tournament.finished
    ? formatOf(tournament.tournamentType).winnerOf(tournament, entries)
    : tournament.winnerId;
  return { ...tournament, entries, winnerId };
}
