/** After any change: the format moves the bracket on, then says whether it is finished and who won (sheet §11.6, fixed). */
import { randomId, type TNewId } from './empty-entry.ts';
import { formatOf } from './formats/registry.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

/** The tournament with these entries moved on by its format; finished exactly when the format names a winner. */
export function settleTournament(
  tournament: TBracketTournament,
  entries: readonly TBracketEntry[],
  newId: TNewId = randomId,
): TBracketTournament {
  const format = formatOf(tournament.tournamentType);
  const advanced = format.advance(tournament, entries, newId);
  const winnerId = format.winnerOf(tournament, advanced);
  return { ...tournament, entries: advanced, finished: winnerId !== null, winnerId };
}
