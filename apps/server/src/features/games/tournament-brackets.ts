/**
 * What voiding or correcting a tournament result (and the game's actions) needs of its bracket. The tournaments
 * feature registers it at start-up (it depends on games, not the other way round), so only that feature reads and
 * writes its table.
 */
import type { TBracketTournament, TRoundCode } from '@caps/domain';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export type TournamentBrackets = {
  /** The tournament's bracket, its row locked to the end of the transaction (as every change of a bracket locks it); undefined when it was deleted. */
  lockBracket: (tx: Tx, tournamentId: string) => Promise<TBracketTournament | undefined>;
  /** The write that stores a corrected result's bracket with the list columns derived from it (it goes with the correction's writes). */
  saveBracketWrite: (tx: Tx, tournamentId: string, bracket: TBracketTournament) => SQL;
  /** Whether the tournament still holds the game as an entry's result (its row exists and an entry names the game). */
  holdsGame: (tx: Tx, tournamentId: string, gameId: string) => Promise<boolean>;
  /** The tournament's name and the round of the entry whose report or result the game is (the acceptance list names them). */
  describeGame: (tx: Tx, tournamentId: string, gameId: string) => Promise<{ name: string; round: string | null; roundCode: TRoundCode | null } | null>;
};

const registered: { brackets: TournamentBrackets | null } = { brackets: null };

export function changeTournamentResultsWith(brackets: TournamentBrackets): void {
  registered.brackets = brackets;
}

/** The registered brackets: every app build registers them, and a tournament result is never changed without its bracket. */
export function tournamentBrackets(): TournamentBrackets {
  if (!registered.brackets) throw new Error('No tournaments feature registered: a tournament result cannot be changed without its bracket');
  return registered.brackets;
}
