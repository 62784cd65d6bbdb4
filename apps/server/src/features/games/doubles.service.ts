/** Posting doubles games and reading them with their teams (SERVER-RULES.md §4 and §6). */
import {
  LIMITS,
  checkDoublesRosters,
  pointsAtStake,
  type TDoublesGameDetail,
  type TPostDoublesGame,
  type TStakeView,
} from '@caps/domain';
import type { AppContext } from '../../context.ts';
import { findCurrentSeasonPoints } from '../seasons/index.ts';
import type { Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { enqueueMails } from '../../platform/mail/mail-queue.ts';
import { findPlayersByIds, type PlayerRow } from '../accounts/index.ts';
import { insertNotifications, notificationMessage, teamSide, type TSide } from '../notifications/index.ts';
import { findTeamsByIds, teamFullOf, type TeamRow } from '../teams/index.ts';
import * as repo from './games.repository.ts';
import { insertAudit } from './audit.repository.ts';
import { auditStateOf } from './audit.view.ts';
import { gameToAcceptEmail } from './games.emails.ts';
import { ACTIVE_REQUEST } from './games.texts.ts';
import { doublesGameRecord, pendingRows, storedDoublesBody, type PostOptions } from './game-records.ts';

/** Loads both teams of a posted game; they must exist and be active. */
async function activeTeams(tx: Tx, team1Id: string, team2Id: string): Promise<[TeamRow, TeamRow]> {
  const teams = await findTeamsByIds(tx, [team1Id, team2Id]);
  const team1 = teams.get(team1Id);
  const team2 = teams.get(team2Id);
  if (!team1 || !team2) throw new NotFound('TEAM_NOT_FOUND');
  for (const team of [team1, team2])
    if (!team.active) throw new Invalid({ code: 'TEAM_DELETED_CANNOT_PLAY', params: { name: team.name } });
  return [team1, team2];
}

const rosterOf = (team: TeamRow) => [team.player1Id, team.player2Id];

/**
 * Posts a doubles game as pending. The poster's team waits (PASSIVE); each player of the other team gets an active
 * request and may decide for the team, once. Everyone gets a notification, the opposing players an email. The same
 * post again while the first is pending is refused (409 with its id), unless the poster confirmed the repeat.
 */
export async function postDoublesGame(
  ctx: AppContext,
  auth: TAuth,
  body: TPostDoublesGame,
  options: PostOptions = {},
): Promise<TDoublesGameDetail> {
  if (auth.role !== 'USER') throw new Forbidden('ADMINS_DO_NOT_POST');
  if (![...body.team1Players, ...body.team2Players].includes(auth.userId)) throw new Forbidden('POST_OWN_GAMES_ONLY');
  const stored = storedDoublesBody(body);
  const record = doublesGameRecord(stored);
  const now = ctx.now();

  const [team1, team2] = await activeTeams(ctx.db, body.team1, body.team2);
  checkDoublesRosters(stored, rosterOf(team1), rosterOf(team2));
  const posterTeam = rosterOf(team1).includes(auth.userId) ? team1 : team2;
  const post: DoublesPost = {
    ctx,
    posterId: auth.userId,
    posterTeam,
    otherTeam: posterTeam === team1 ? team2 : team1,
    players: await findPlayersByIds(ctx.db, [...rosterOf(team1), ...rosterOf(team2)]),
    ...pendingRows(record, auth.userId, now),
    now,
  };
  // One transaction: the game, lines, requests, notifications and emails are stored together or not at all; the same
  // post again while the first is pending is refused (409 with its id).
  await repo.insertNewPost(
    ctx.db,
    { postedBy: auth.userId, gameType: 'DOUBLES', body: post.game.body },
    now,
    (tx) => writeDoublesPost(tx, post),
    { serial: ctx.database.kind === 'pglite', isConfirmedRepeat: options.confirmRepeat === true },
  );
  ctx.nudgeMail();
  return getDoublesGame(ctx, post.game.id);
}

/** What a doubles post stores: its rows and who is asked, told and mailed. */
type DoublesPost = {
  ctx: AppContext;
  posterId: string;
  posterTeam: TeamRow;
  otherTeam: TeamRow;
  players: Map<string, PlayerRow>;
  game: repo.GameRow;
  lines: repo.GamePlayerRow[];
  now: Date;
};

/**
 * Writes a doubles post's rows in the post's transaction. The poster's teammate is told the game waits (a PASSIVE
 * request, nothing to decide); the poster is not notified of their own post.
 */
async function writeDoublesPost(
  tx: Tx,
  { ctx, posterId, posterTeam, otherTeam, players, game, lines, now }: DoublesPost,
) {
  const gameId = game.id;
  await repo.insertGame(tx, game, lines);
  await repo.insertRequests(tx, [
    ...rosterOf(posterTeam).map((userId) => ({ gameId, userId, type: 'PASSIVE' as const, timestamp: now })),
    ...rosterOf(otherTeam).map((userId) => ({
      gameId,
      userId,
      teamId: otherTeam.id,
      type: ACTIVE_REQUEST.DOUBLES,
      timestamp: now,
    })),
  ]);
  const notice = (userId: string, key: 'waiting' | 'toAccept', team: TeamRow) => ({
    userId,
    type: 'ACCEPT_REQUEST' as const,
    message: notificationMessage(key, { other: teamSide(team.name) }),
    gameId,
    date: now,
  });
  await insertNotifications(tx, [
    ...rosterOf(posterTeam)
      .filter((userId) => userId !== posterId)
      .map((userId) => notice(userId, 'waiting', otherTeam)),
    ...rosterOf(otherTeam).map((userId) => notice(userId, 'toAccept', posterTeam)),
  ]);
  await insertAudit(tx, [
    { gameId, action: 'POSTED', byId: posterId, at: now, after: auditStateOf('PENDING', game, lines) },
  ]);
  const poster = { kind: 'team' as const, name: posterTeam.name };
  const { publicUrl, autoAcceptHours } = ctx.config;
  await enqueueMails(
    tx,
    rosterOf(otherTeam).flatMap((userId) => {
      const player = players.get(userId);
      return player?.email
        ? [gameToAcceptEmail({ ...player, email: player.email }, poster, 'DOUBLES', publicUrl, autoAcceptHours)]
        : [];
    }),
  );
}

/** A doubles game with `team1Details` and `team2Details` (each team with its current players). */
export async function getDoublesGame(ctx: AppContext, id: string): Promise<TDoublesGameDetail> {
  const [view] = await repo.loadGameViews(ctx.db, [id]);
  if (!view || view.gameType !== 'DOUBLES') throw new NotFound('GAME_NOT_FOUND_DOUBLES');
  const teams = await findTeamsByIds(
    ctx.db,
    [view.team1DatabaseId, view.team2DatabaseId].filter((t): t is string => t !== null),
  );
  const details = async (teamId: string | null) => {
    const team = teamId === null ? undefined : teams.get(teamId);
    return team ? teamFullOf(ctx.db, team) : null;
  };
  return {
    ...view,
    team1Details: await details(view.team1DatabaseId),
    team2Details: await details(view.team2DatabaseId),
  };
}

/**
 * The team that decides a doubles game (the one the poster did not play in) as its side in the decision
 * notifications. Read from the posted rosters, since the teams' rosters may have changed since.
 */
export function decidingTeamLabel(
  game: Pick<repo.GameRow, 'team1Id' | 'team2Id' | 'postedBy' | 'body'>,
  teamName: (id: string) => string | undefined,
): TSide {
  const body = game.body as Pick<TPostDoublesGame, 'team1Players'>; // stored validated by postDoublesGame
  const posterInTeam1 = game.postedBy !== null && body.team1Players.includes(game.postedBy);
  const decidingId = posterInTeam1 ? game.team2Id : game.team1Id;
  const name = decidingId ? teamName(decidingId) : undefined;
  return teamSide(name ?? null);
}

/** What each team stands to win or lose (team Elo; each player moves by their team's change). */
export async function doublesStake(ctx: AppContext, team1Id: string, team2Id: string): Promise<TStakeView> {
  const [teams, current] = await Promise.all([
    findTeamsByIds(ctx.db, [team1Id, team2Id]),
    findCurrentSeasonPoints(ctx.db, 'DOUBLES', [team1Id, team2Id]),
  ]);
  // The current season's team ratings (issue #25).
  const points = (id: string) => {
    if (!teams.get(id)) throw new NotFound('TEAM_NOT_FOUND');
    return current[id] ?? LIMITS.startingPoints;
  };
  return pointsAtStake(points(team1Id), points(team2Id));
}
