/** Posting, accepting and rejecting games; lists, details and head-to-head (SERVER-RULES.md §3–§5). */
import {
  LIMITS,
  pointsAtStake,
  toPage,
  validateSoloGame,
  winProbability,
  type ErrorCode,
  type TAcceptanceItem,
  type TAcceptedGame,
  type TComparison,
  type TGameStatus,
  type TGameType,
  type TGameView,
  type TPage,
  type TPostSoloGame,
  type TSoloGameType,
  type TStakeView,
} from '@caps/domain';
import type { AppContext, Decider } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { TAuth } from '../../platform/tokens.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { enqueueMails } from '../../platform/mail/mail-queue.ts';
import { toUserMinimized, type PlayerRow } from '../accounts/index.ts';
import { findCurrentSeasonPoints } from '../seasons/index.ts';
import {
  acceptedGameOf,
  claimSettlement,
  lockSettlementKeys,
  settlementKeys,
  settlementWrites,
  settleUntilLanded,
} from '../league/index.ts';
import {
  insertNotifications,
  notificationMessage,
  notificationsInsertSql,
  playerSide,
} from '../notifications/index.ts';
import * as repo from './games.repository.ts';
import { auditInsertSql, insertAudit } from './audit.repository.ts';
import { auditStateOf } from './audit.view.ts';
import { toAcceptanceItem, toGameView } from './games.view.ts';
import { gameToAcceptEmail } from './games.emails.ts';
import { ACTIVE_REQUEST } from './games.texts.ts';
import { pendingRows, soloGameRecord, type GameRecord, type PostOptions } from './game-records.ts';
import { decidingTeamLabel } from './doubles.service.ts';

/** "This singles game doesn't exist", as the sheet words it per type. */
export function gameNotFound(type: TGameType): NotFound {
  return new NotFound(`GAME_NOT_FOUND_${type}`);
}

const STATE_CONFLICTS: Record<TGameStatus, ErrorCode> = {
  PENDING: 'GAME_PENDING',
  ACCEPTED: 'GAME_ALREADY_ACCEPTED',
  REJECTED: 'GAME_ALREADY_REJECTED',
  WITHDRAWN: 'GAME_WITHDRAWN',
  VOIDED: 'GAME_VOIDED',
};

/** The 409 of a game in the wrong state for what was asked, saying which state it is in. */
export function stateConflict(status: TGameStatus): Conflict {
  return new Conflict(STATE_CONFLICTS[status]);
}

async function requirePlayers(ctx: AppContext, ids: [string, string]) {
  const found = await ctx.findPlayers(ids);
  return ids.map((id) => {
    const user = found.get(id);
    if (!user) throw new NotFound('USER_NOT_FOUND');
    if (user.role === 'ADMIN') throw new Invalid('ADMINS_DO_NOT_PLAY');
    return user;
  }) as [PlayerRow, PlayerRow];
}

/**
 * Posts a solo game as pending: the poster's side waits, the opponent gets the request, a notification and an email.
 * The game, its lines, requests, notifications and email are written in one transaction. The same
 * post again while the first is pending (a double tap, a retry) is refused with 409 and the first game's id, unless
 * the poster confirmed the repeat.
 */
export async function postSoloGame(
  ctx: AppContext,
  auth: TAuth,
  gameType: TSoloGameType,
  body: TPostSoloGame,
  options: PostOptions = {},
): Promise<TGameView> {
  if (auth.role !== 'USER') throw new Forbidden('ADMINS_DO_NOT_POST');
  const ids: [string, string] = [body.player1Stats.playerId, body.player2Stats.playerId];
  if (!ids.includes(auth.userId)) throw new Forbidden('POST_OWN_GAMES_ONLY');
  validateSoloGame(body);
  const now = ctx.now();
  const { game, lines } = pendingRows(soloGameRecord(gameType, body), auth.userId, now);
  const [p1, p2] = await requirePlayers(ctx, ids);
  const poster = p1.id === auth.userId ? p1 : p2;
  const opponent = p1.id === auth.userId ? p2 : p1;
  // The poster is not notified of their own post: only the opponent is asked to accept it.
  await repo.insertNewPost(
    ctx.db,
    { postedBy: auth.userId, gameType, body: game.body },
    now,
    async (tx) => {
      await repo.insertGame(tx, game, lines);
      await repo.insertRequests(tx, [
        { gameId: game.id, userId: poster.id, type: 'PASSIVE', timestamp: now },
        { gameId: game.id, userId: opponent.id, type: ACTIVE_REQUEST[gameType], timestamp: now },
      ]);
      await insertNotifications(tx, [
        {
          userId: opponent.id,
          type: 'ACCEPT_REQUEST',
          message: notificationMessage('toAccept', { other: playerSide(poster.username) }),
          gameId: game.id,
          date: now,
        },
      ]);
      await insertAudit(tx, [
        { gameId: game.id, action: 'POSTED', byId: auth.userId, at: now, after: auditStateOf('PENDING', game, lines) },
      ]);
      if (opponent.email) {
        const to = { ...opponent, email: opponent.email };
        const from = { kind: 'player' as const, name: poster.username };
        const { publicUrl, autoAcceptHours } = ctx.config;
        await enqueueMails(tx, [gameToAcceptEmail(to, from, gameType, publicUrl, autoAcceptHours)]);
      }
    },
    { serial: ctx.database.kind === 'pglite', isConfirmedRepeat: options.confirmRepeat === true },
  );
  ctx.nudgeMail();
  const players = new Map([p1, p2].map((u) => [u.id, toUserMinimized(u)]));
  return toGameView(game, lines, players, { team1: null, team2: null });
}

/**
 * Accepts or rejects a pending game exactly once. Only a holder of the active request decides (or the auto-accept
 * job); a second decision gets 409. Usually two round trips and no transaction: one read of the game with its
 * requests and the stats it changes, then one statement that claims the decision and makes every write it brings,
 * all or nothing (league `claimSettlement`). If another acceptance changed the same stats in between, the decision is made
 * again serialised on its players, and then lands (the settlement module, features/league/settlement.ts, has the model).
 */
export async function decideGame(
  ctx: AppContext,
  decider: Decider,
  gameType: TGameType,
  gameId: string,
  decision: 'ACCEPTED' | 'REJECTED',
): Promise<void> {
  const now = ctx.now();
  try {
    await settleUntilLanded(ctx.db, async (tx, lock) => {
      let game = await repo.findGameToDecide(tx, gameId);
      if (game && lock) {
        // Serialised: the players and teams never change, so the first read names the locks; the stats are read again under them.
        await lock(settlementKeys(game.stats));
        game = await repo.findGameToDecide(tx, gameId);
      }
      if (!game || game.gameType !== gameType) throw gameNotFound(gameType);
      if (game.status !== 'PENDING') throw stateConflict(game.status);
      // A reported tournament result moves its bracket too: its tournament decides it, under the tournament's row lock.
      if (game.tournamentId !== null) throw new ReportedResult(game.tournamentId);
      const writes = decisionWrites(tx, game, decider, decision, now);
      // Optimistic: the settlement must also find its players free of a serialised one. Serialised: it holds them.
      const claimed = await claimSettlement(
        tx,
        lock,
        repo.claimDecision(tx, gameId, decision, now),
        writes,
        decision === 'ACCEPTED' ? settlementKeys(game.stats) : [],
      );
      if (!claimed) throw alreadyDecided();
    });
  } catch (err) {
    if (!(err instanceof ReportedResult)) throw err;
    await ctx.tournamentResults.decideReported(ctx, decider, gameType, gameId, err.tournamentId, decision);
  }
}

/** The writes a decision brings: the settlement (or the rejected lines), the requests done, the posters told, the trail. */
function decisionWrites(
  tx: Tx,
  game: NonNullable<Awaited<ReturnType<typeof repo.findGameToDecide>>>,
  decider: Decider,
  decision: 'ACCEPTED' | 'REJECTED',
  now: Date,
) {
  const gameId = game.id;
  const deciding =
    decider.kind === 'user'
      ? game.requests.find((r) => r.userId === decider.auth.userId && r.type !== 'PASSIVE')
      : undefined;
  if (decider.kind === 'user' && !deciding) throw new Forbidden('OPPONENT_DECIDES');
  const waiting = game.requests.filter((r) => r.type === 'PASSIVE').map((r) => r.userId);
  const stats = game.stats;
  const other =
    game.gameType === 'DOUBLES'
      ? decidingTeamLabel(game, (id) => stats.teams.get(id)?.name)
      : playerSide((deciding ?? game.requests.find((r) => r.type !== 'PASSIVE'))?.username || null);
  const notifications = notificationsInsertSql(
    waiting.map((userId) => ({
      userId,
      type: decision === 'ACCEPTED' ? ('GAME_ACCEPTED' as const) : ('GAME_REJECTED' as const),
      message:
        decision === 'ACCEPTED'
          ? notificationMessage('accepted', { other, automatically: decider.kind === 'auto-accept' })
          : notificationMessage('rejected', { other }),
      gameId,
      date: now,
    })),
  );
  const audit = auditInsertSql([
    {
      gameId,
      action: decider.kind === 'auto-accept' ? 'AUTO_ACCEPTED' : decision,
      byId: decider.kind === 'user' ? decider.auth.userId : null,
      at: now,
    },
  ]);
  return decision === 'REJECTED'
    ? [repo.rejectLines(tx, gameId), repo.deleteRequests(tx, gameId), ...notifications, ...audit]
    : [
        ...settlementWrites(tx, { ...acceptedGameOf(game), id: gameId }, stats, now).writes,
        repo.deleteRequests(tx, gameId),
        ...notifications,
        ...audit,
      ];
}

/** Thrown out of a decision's first read when the game is a reported tournament result (nothing was written). */
class ReportedResult extends Error {
  constructor(readonly tournamentId: string) {
    super('a reported tournament result');
  }
}

/**
 * Decides a reported tournament result in the caller's transaction (which holds its tournament's row): the checks of
 * any decision (pending, the opponent's request), then, serialised on its players and teams, claimed and settled
 * (or rejected) with the same writes as any decision.
 */
export async function decideReportedGame(
  tx: Tx,
  decider: Decider,
  gameType: TGameType,
  gameId: string,
  decision: 'ACCEPTED' | 'REJECTED',
  now: Date,
): Promise<void> {
  let game = await repo.findGameToDecide(tx, gameId);
  if (!game || game.gameType !== gameType) throw gameNotFound(gameType);
  if (game.status !== 'PENDING') throw stateConflict(game.status);
  const lock = (keys: readonly string[]) => lockSettlementKeys(tx, keys);
  if (decision === 'ACCEPTED') {
    await lock(settlementKeys(game.stats));
    game = await repo.findGameToDecide(tx, gameId);
    if (!game || game.status !== 'PENDING') throw alreadyDecided();
  }
  const claim = repo.claimDecision(tx, gameId, decision, now);
  if (!(await claimSettlement(tx, lock, claim, decisionWrites(tx, game, decider, decision, now), []))) {
    throw alreadyDecided();
  }
}

const alreadyDecided = () => new Conflict('GAME_ALREADY_DECIDED');

/**
 * Stores a game accepted from the start (a tournament result, which the tournament's owner records) in the caller's
 * transaction: inserted the way a post is, then claimed and settled the way an opponent accepts one. Serialised on
 * its players and teams, so no acceptance changes their stats before this one writes them. Returns the game's id.
 */
export async function insertAcceptedGame(
  tx: Tx,
  record: GameRecord,
  accepted: TAcceptedGame,
  postedBy: string,
  at: Date,
  tournamentId: string,
): Promise<string> {
  const { game, lines } = pendingRows(record, postedBy, at, tournamentId);
  await repo.insertGame(tx, game, lines);
  await insertAudit(tx, [
    { gameId: game.id, action: 'POSTED', byId: postedBy, at, after: auditStateOf('PENDING', game, lines) },
    { gameId: game.id, action: 'ACCEPTED', byId: postedBy, at },
  ]);
  const lock = (keys: readonly string[]) => lockSettlementKeys(tx, keys);
  await lock([...lines.map((l) => l.playerId), ...[game.team1Id, game.team2Id].filter((t): t is string => t !== null)]);
  const stored = await repo.findGameToDecide(tx, game.id);
  if (!stored) throw new Error('a game inserted in this transaction is missing');
  const claimed = await claimSettlement(
    tx,
    lock,
    repo.claimDecision(tx, game.id, 'ACCEPTED', at),
    settlementWrites(tx, { ...accepted, id: game.id }, stored.stats, at).writes,
    [],
  );
  if (!claimed) throw new Error('a game inserted in this transaction was decided by another');
  return game.id;
}

/** Games the auto-accept job decides between two yields to the event loop. */
const AUTO_ACCEPT_BATCH = 10;
/** Most games one run of the job accepts; the next run (minutes later) takes the rest. */
const AUTO_ACCEPT_PER_RUN = 5000;

/**
 * Accepts pending games older than the configured hours; a game decided (or deleted) meanwhile is skipped, so
 * instances running it together never accept a game twice (the claim is conditional). It works in small batches
 * and gives the event loop back between them: on the embedded database every query runs on the server's own
 * thread, so a long run would otherwise hold every request (health checks, people's own decisions) until it ends.
 */
export async function autoAcceptDueGames(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.autoAcceptHours * 3600_000);
  let accepted = 0;
  for (let done = 0; done < AUTO_ACCEPT_PER_RUN;) {
    const due = await repo.findDuePendingGames(ctx.db, cutoff, AUTO_ACCEPT_BATCH);
    for (const { id, gameType } of due) {
      try {
        await decideGame(ctx, { kind: 'auto-accept' }, gameType, id, 'ACCEPTED');
        accepted++;
      } catch (err) {
        if (!(err instanceof Conflict || err instanceof NotFound)) throw err;
      }
    }
    done += due.length;
    if (due.length < AUTO_ACCEPT_BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (accepted > 0) await ctx.leagueChanged();
  return accepted;
}

export async function getGame(ctx: AppContext, gameType: TGameType, id: string): Promise<TGameView> {
  const [view] = await repo.loadGameViews(ctx.db, [id]);
  if (!view || view.gameType !== gameType) throw gameNotFound(gameType);
  return view;
}

/** One page of accepted games, newest first. */
export async function listGames(
  ctx: AppContext,
  filter: repo.GameFilter,
  pageNumber: number,
  pageSize: number,
): Promise<TPage<TGameView>> {
  const { views, total } = await repo.findAcceptedGamesPage(ctx.db, filter, pageNumber, pageSize);
  return toPage(views, total, pageNumber, pageSize);
}

/** The 10 most recent accepted games of every type. */
export async function latestGames(ctx: AppContext): Promise<TGameView[]> {
  return repo.findLatestAccepted(ctx.db, LIMITS.dashboardGames);
}

/** The caller's pending games: to decide, and posted by them (PASSIVE). */
export async function listAcceptance(ctx: AppContext, auth: TAuth): Promise<TAcceptanceItem[]> {
  const requests = await repo.findRequestsOf(ctx.db, auth.userId);
  const views = new Map(
    (await repo.loadGameViews(ctx.db, [...new Set(requests.map((r) => r.gameId))])).map((v) => [v.id, v]),
  );
  // A reported tournament result names its tournament and round (few: one per open match of the caller).
  const tournaments = new Map<string, TAcceptanceItem['tournament']>();
  for (const game of views.values()) {
    if (game.tournamentId === null) continue;
    const described = await ctx.tournamentResults.describeGame(ctx.db, game.tournamentId, game.id);
    tournaments.set(game.id, described && { id: game.tournamentId, ...described });
  }
  return requests.flatMap((r) => {
    const game = views.get(r.gameId);
    return game ? [{ ...toAcceptanceItem(r, game), tournament: tournaments.get(game.id) ?? null }] : [];
  });
}

/** What each player stands to win or lose in a game of this type (SERVER-RULES.md §3). */
export async function stakeOf(
  ctx: AppContext,
  gameType: TSoloGameType,
  player1: string,
  player2: string,
): Promise<TStakeView> {
  // The current season's ratings (issue #25): the season ladder is what the game moves first.
  const current = await findCurrentSeasonPoints(ctx.db, gameType, [player1, player2]);
  const points = (id: string) => current[id] ?? LIMITS.startingPoints;
  if (gameType === 'UNRANKED')
    return {
      player1Win: { p1: 0, p2: 0 },
      player2Win: { p1: 0, p2: 0 },
      player1WinProbability: pointsAtStake(500, 500).player1WinProbability,
    };
  return pointsAtStake(points(player1), points(player2));
}

/** Head-to-head of two players over their accepted games of one type, with the Elo win probability. */
export async function compare(
  ctx: AppContext,
  player1: string,
  player2: string,
  gameType: TGameType,
): Promise<TComparison> {
  if (gameType === 'DOUBLES') throw new Invalid('COMPARE_DOUBLES_BY_TEAMS');
  if (player1 === player2) throw new Invalid('COMPARE_TWO_PLAYERS');
  const rows = await repo.findHeadToHead(ctx.db, player1, player2, gameType);
  const [r1, r2] = [rows.find((r) => r.id === player1), rows.find((r) => r.id === player2)];
  if (!r1 || !r2) throw new NotFound('USER_NOT_FOUND');
  const side = ({ side: { games: _games, ...totals } }: typeof r1) => totals;
  const current = await findCurrentSeasonPoints(ctx.db, gameType, [player1, player2]);
  return {
    gamesPlayed: r1.side.games,
    player1: toUserMinimized(r1),
    player2: toUserMinimized(r2),
    player1Stats: side(r1),
    player2Stats: side(r2),
    player1WinProbability: winProbability(
      current[player1] ?? LIMITS.startingPoints,
      current[player2] ?? LIMITS.startingPoints,
    ),
  };
}
