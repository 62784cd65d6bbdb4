/**
 * A game result on a bracket entry (SERVER-RULES §7): validated like any posted game, stored as an ACCEPTED game of
 * the tournament, settled into ratings, stats and achievements, and recorded in the bracket, all in one transaction
 * under the tournament's row lock, so a second result for the same entry gets 409.
 */
import {
  checkDoublesRosters,
  deriveDoublesGame,
  deriveSoloGame,
  findBracketEntry,
  gameEventsOf,
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
import { insertGame, type NewGame, type NewGamePlayer } from '../games/games.repository.ts';
import { applyAcceptedGame, lockStatsFor } from '../league/settle.ts';
import { assertNoRefusal, bracketStep, TOURNAMENT_MESSAGES } from './tournaments.errors.ts';
import { assignAcceptSeq, findTeamsByIds, saveBracket } from './tournaments.repository.ts';
import { getTournament, lockOwnedTournament } from './tournaments.service.ts';

/** What a result needs besides the bracket: the entry game to check, and how to store the game. */
type PreparedGame = {
  accepted: TAcceptedGame;
  entryGame: Omit<TEntryGame, 'gameId'>;
  game: Omit<NewGame, 'tournamentId' | 'status' | 'time' | 'decidedAt' | 'postedBy'>;
  lines: Array<Omit<NewGamePlayer, 'gameId' | 'status' | 'time'>>;
  /** Extra checks inside the transaction (doubles rosters). */
  check?: (tx: Tx) => Promise<void>;
};

async function postEntryResult(
  ctx: AppContext,
  auth: TAuth,
  id: string,
  entryId: string,
  gameType: TGameType,
  prepare: () => PreparedGame,
): Promise<TTournamentView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { row, bracket } = await lockOwnedTournament(tx, auth, gameType, id);
    // Validated after the owner check, so strangers learn nothing about the rules from a 400.
    const prepared = prepare();
    const entry = findBracketEntry(bracket, entryId);
    if (!entry) throw new NotFound(TOURNAMENT_MESSAGES.entryNotFound);
    // The id is not known yet; the check does not read it.
    assertNoRefusal(canPostResult(bracket, entry, { ...prepared.entryGame, gameId: '' }));
    await prepared.check?.(tx);

    // Lock the stats before taking an acceptance number, as acceptance does, so numbering order is apply order.
    const locked = await lockStatsFor(tx, prepared.accepted);
    const game = await insertGame(
      tx,
      { ...prepared.game, status: 'ACCEPTED', time: now, decidedAt: now, postedBy: auth.userId, tournamentId: row.id },
      prepared.lines.map((l) => ({ ...l, status: 'ACCEPTED' as const, time: now })),
    );
    await assignAcceptSeq(tx, game.id);
    await applyAcceptedGame(tx, { ...prepared.accepted, id: game.id }, locked, now);
    await saveBracket(tx, row.id, bracketStep(() => recordResult(bracket, entryId, { ...prepared.entryGame, gameId: game.id })));
  });
  return getTournament(ctx, gameType, id);
}

/** Posts a singles, easy caps or unranked result; its two players must be the entry's competitors. */
export async function postSoloEntryResult(
  ctx: AppContext,
  auth: TAuth,
  gameType: TSoloGameType,
  id: string,
  entryId: string,
  body: TPostSoloGame,
): Promise<TTournamentView> {
  return postEntryResult(ctx, auth, id, entryId, gameType, () => {
    const derived = deriveSoloGame(gameType, body);
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
      game: {
        gameType,
        gameMode: body.gameMode,
        player1Id: r1.playerId,
        player2Id: r2.playerId,
        team1Score: r1.score,
        team2Score: r2.score,
        winnerId: derived.winnerId,
        nakedLap: derived.nakedLap,
        body,
      },
      lines: derived.rows.map((r) => ({
        playerId: r.playerId,
        side: r.side,
        score: r.score,
        sinks: r.sinks,
        rebuttals: r.rebuttals,
        beersDowned: r.beersDowned,
        nakedLap: r.nakedLap,
        won: r.won,
        gameType,
        opponentId: r.side === 1 ? r2.playerId : r1.playerId,
      })),
    };
  });
}

/** Posts a doubles result; its teams must be the entry's competitors and its players the teams' rosters. */
export async function postDoublesEntryResult(ctx: AppContext, auth: TAuth, id: string, entryId: string, body: TPostDoublesGame): Promise<TTournamentView> {
  // Events are stored under one name, as doubles posting does, so every reader finds them in the same place.
  const stored: TPostDoublesGame = { ...body, gameEventList: gameEventsOf(body), gameEvents: undefined };
  return postEntryResult(ctx, auth, id, entryId, 'DOUBLES', () => {
    const derived = deriveDoublesGame(stored);
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
          if (!team) throw new NotFound(TOURNAMENT_MESSAGES.teamNotFound);
          return [team.player1Id, team.player2Id];
        };
        checkDoublesRosters(stored, roster(stored.team1), roster(stored.team2));
      },
      game: {
        gameType: 'DOUBLES',
        gameMode: stored.gameMode,
        team1Id: stored.team1,
        team2Id: stored.team2,
        team1Score: stored.team1Score,
        team2Score: stored.team2Score,
        winnerId: derived.winnerTeamId,
        nakedLap: derived.nakedLap,
        body: stored,
      },
      lines: derived.playerRows.map((r) => ({
        playerId: r.playerId,
        side: r.side,
        teamId: r.side === 1 ? stored.team1 : stored.team2,
        score: r.score,
        sinks: r.sinks,
        rebuttals: r.rebuttals,
        beersDowned: r.beersDowned,
        nakedLap: r.nakedLap,
        won: r.won,
        gameType: 'DOUBLES' as const,
        // Two opponents each: head-to-head lists are for solo games only.
        opponentId: null,
      })),
    };
  });
}
