/**
 * A game result on a bracket entry (SERVER-RULES §7): validated like any posted game, stored as an ACCEPTED game of
 * the tournament, settled into ratings, stats and achievements, and recorded in the bracket, all in one transaction
 * under the tournament's row lock, so a second result for the same entry gets 409.
 */
import {
  checkDoublesRosters,
  findBracketEntry,
  recordResult,
  canPostResult,
  type TAcceptedGame,
  type TEntryGame,
  type TGameType,
  type TPostDoublesGame,
  type TPostSoloGame,
  type TSoloGameType,
  type TTournamentView,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { retryStale } from '../../db/write-together.ts';
import { doublesGameRecord, insertAcceptedGame, soloGameRecord, storedDoublesBody, type GameRecord } from '../games/index.ts';
import { findTeamsByIds } from '../teams/index.ts';
import { assertNoRefusal, bracketStep } from './tournaments.errors.ts';
import { saveBracket } from './tournaments.repository.ts';
import { getTournament, lockOwnedTournament } from './tournaments.service.ts';

/** What a result needs besides the bracket: the entry game to check, and how to store the game. */
type PreparedGame = GameRecord & {
  accepted: TAcceptedGame;
  entryGame: Omit<TEntryGame, 'gameId'>;
  /** Extra checks inside the transaction (doubles rosters). */
  check?: (tx: Tx) => Promise<void>;
};

async function postEntryResult(ctx: AppContext, auth: TAuth, id: string, entryId: string, gameType: TGameType, prepare: () => PreparedGame): Promise<TTournamentView> {
  const now = ctx.now();
  // Under the players' locks its stats cannot go stale; a deadlock (which aborts the transaction) starts it again.
  await retryStale(() =>
    ctx.db.transaction(async (tx) => {
      const { row, bracket } = await lockOwnedTournament(tx, auth, gameType, id);
      // Validated after the owner check, so strangers learn nothing about the rules from a 400.
      const prepared = prepare();
      const entry = findBracketEntry(bracket, entryId);
      if (!entry) throw new NotFound('ENTRY_NOT_FOUND');
      // The id is not known yet; the check does not read it.
      assertNoRefusal(canPostResult(bracket, entry, { ...prepared.entryGame, gameId: '' }));
      await prepared.check?.(tx);

      // Stored the way a posted game is, then accepted the way an opponent accepts one, in this transaction.
      const gameId = await insertAcceptedGame(tx, prepared, prepared.accepted, auth.userId, now, row.id);
      await saveBracket(
        tx,
        row.id,
        bracketStep(() => recordResult(bracket, entryId, { ...prepared.entryGame, gameId })),
      );
    }),
  );
  return getTournament(ctx, gameType, id);
}

/** Posts a singles, easy caps or unranked result; its two players must be the entry's competitors. */
export async function postSoloEntryResult(ctx: AppContext, auth: TAuth, gameType: TSoloGameType, id: string, entryId: string, body: TPostSoloGame): Promise<TTournamentView> {
  return postEntryResult(ctx, auth, id, entryId, gameType, () => {
    const { derived, ...record } = soloGameRecord(gameType, body);
    const [r1, r2] = derived.rows;
    return {
      accepted: { gameType, body },
      entryGame: {
        winnerId: derived.winnerId,
        sides: [
          { competitorId: r1.playerId, points: r1.score, sinks: r1.sinks },
          { competitorId: r2.playerId, points: r2.score, sinks: r2.sinks },
        ],
      },
      ...record,
    };
  });
}

/** Posts a doubles result; its teams must be the entry's competitors and its players the teams' rosters. */
export async function postDoublesEntryResult(ctx: AppContext, auth: TAuth, id: string, entryId: string, body: TPostDoublesGame): Promise<TTournamentView> {
  const stored = storedDoublesBody(body);
  return postEntryResult(ctx, auth, id, entryId, 'DOUBLES', () => {
    const { derived, ...record } = doublesGameRecord(stored);
    const [t1, t2] = derived.teamRows;
    return {
      accepted: { gameType: 'DOUBLES', body: stored },
      entryGame: {
        winnerId: derived.winnerTeamId,
        sides: [
          { competitorId: t1.teamId, points: t1.score, sinks: t1.sinks },
          { competitorId: t2.teamId, points: t2.score, sinks: t2.sinks },
        ],
      },
      // A team deleted during the tournament still plays out its bracket, so only the rosters are checked.
      check: async (tx) => {
        const teams = await findTeamsByIds(tx, [stored.team1, stored.team2]);
        const roster = (teamId: string) => {
          const team = teams.get(teamId);
          if (!team) throw new NotFound('TEAM_NOT_FOUND');
          return [team.player1Id, team.player2Id];
        };
        checkDoublesRosters(stored, roster(stored.team1), roster(stored.team2));
      },
      ...record,
    };
  });
}
