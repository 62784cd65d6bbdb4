/** Queries of games, their player lines and acceptance requests, and the head-to-head of two players. */
import { and, count, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import crypto from 'node:crypto';
import { newId } from '../../db/ids.ts';
import { retryOnConflict, StaleRead } from '../../db/retry.ts';
import { AlreadyPosted } from '../../platform/errors.ts';
import { insertJson } from '../../db/json-rows.ts';
import { executeNamed } from '../../db/named.ts';
import { prepared } from '../../db/prepared.ts';
import type {
  TAcceptanceRequestType,
  TComparisonSide,
  TGameStatus,
  TGameType,
  TGameView,
  TUserMinimized,
} from '@caps/domain';
import type { Db, Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import {
  acceptanceRequests,
  acceptSeq,
  gamePlayers,
  games,
  playerStats,
  rateLimits,
  teams,
  users,
} from '../../db/schema.ts';
import { statsAsRead, statsOfGame, type StatsAsRead } from '../league/index.ts';
import { toGameView, type ViewLine } from './games.view.ts';

export type GameRow = typeof games.$inferSelect;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type NewGamePlayer = typeof gamePlayers.$inferInsert;

/** Inserts a new game's complete rows: the game, then its lines. */
export async function insertGame(tx: Tx, game: GameRow, lines: GamePlayerRow[]): Promise<void> {
  await executeNamed(tx, insertJson(games, [game]));
  await executeNamed(tx, insertJson(gamePlayers, lines));
}

/** Inserts a game's acceptance requests. */
export async function insertRequests(
  tx: Tx,
  rows: Array<{
    gameId: string;
    userId: string;
    teamId?: string | null;
    type: TAcceptanceRequestType;
    timestamp: Date;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await executeNamed(
    tx,
    insertJson(
      acceptanceRequests,
      rows.map((row) => ({ id: newId(), ...row })),
    ),
  );
}

/** What makes two posts the same game: the poster, the type and the validated body (players or teams, scores, stats). */
export type PostIdentity = { postedBy: string; gameType: TGameType; body: unknown };

/** How long an identical post is refused while the first one is pending (a double tap, a retried request). */
const REPOST_WINDOW_MS = 5 * 60_000;
/** How long a post's marker stops an identical post made at the same moment (only PostgreSQL runs two at once). */
const POST_MARKER_MS = 10_000;

function identicalPending(post: PostIdentity, at: Date): SQL {
  return and(
    eq(games.gameType, post.gameType),
    eq(games.status, 'PENDING'),
    sql`${games.time} > ${new Date(at.getTime() - REPOST_WINDOW_MS).toISOString()}::timestamptz`,
    eq(games.postedBy, post.postedBy),
    sql`${games.body} = ${JSON.stringify(post.body)}::jsonb`,
  ) as SQL;
}

/**
 * Claims a new post: true when the poster has no identical pending game. Each statement reads only what committed
 * before it began, so two identical posts at the same moment would both pass; with `marker` the claim also takes a
 * short-lived row keyed by the post's identity in rate_limits, which the second one's insert meets (a unique key
 * waits for the other transaction and sees its commit) and so loses.
 */
async function claimNewPost(tx: Tx, post: PostIdentity, at: Date, marker: string | null): Promise<boolean> {
  const fresh = sql`not exists (select 1 from ${games} where ${identicalPending(post, at)})`;
  const { rows } = await executeNamed<{ claimed: number }>(
    tx,
    marker === null
      ? sql`select 1 as claimed where ${fresh}`
      : sql`insert into ${rateLimits} (key, count, reset_at)
    select ${marker}, 1, now() + ${POST_MARKER_MS} * interval '1 millisecond' where ${fresh}
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at where ${rateLimits.resetAt} <= now()
    returning 1 as claimed`,
  );
  return rows.length > 0;
}

/** The poster's identical pending game posted within the window, if any (what a refused post answers with). */
async function findIdenticalPending(tx: Tx, post: PostIdentity, at: Date): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: games.id })
    .from(games)
    .where(identicalPending(post, at))
    .orderBy(games.time)
    .limit(1);
  return row?.id;
}

/** How a new post meets the repeat guard. */
export type PostGuard = {
  /** The database runs one statement at a time (embedded), so no marker is needed. */
  serial: boolean;
  /** The poster confirmed a repeat of their pending game (`confirmRepeat`): stored without the guard. */
  isConfirmedRepeat: boolean;
};

/**
 * Stores a new post in one transaction (`write` inserts its game first, then what comes with it), unless the poster
 * has an identical pending game from the last few minutes: then nothing is stored and `AlreadyPosted` names that
 * game. A confirmed repeat skips that check.
 */
export async function insertNewPost(
  db: Db,
  post: PostIdentity,
  at: Date,
  write: (tx: Tx) => Promise<void>,
  { serial, isConfirmedRepeat }: PostGuard,
): Promise<void> {
  const marker = serial
    ? null
    : `posted:${crypto
        .createHash('sha256')
        .update(JSON.stringify([post.postedBy, post.gameType, post.body]))
        .digest('base64url')}`;
  const existing = await retryOnConflict((round) =>
    db.transaction(async (tx) => {
      // Once a marker was met without a pending game behind it (that game was decided meanwhile), the check alone.
      if (!isConfirmedRepeat && !(await claimNewPost(tx, post, at, round === 1 ? marker : null))) {
        const found = await findIdenticalPending(tx, post, at);
        if (!found) throw new StaleRead();
        return found;
      }
      await write(tx);
      return undefined;
    }),
  );
  if (existing) throw new AlreadyPosted(existing);
}

const gameToDecideQuery = prepared('game_to_decide', (tx, name) =>
  tx
    .select({
      id: games.id,
      gameType: games.gameType,
      status: games.status,
      body: games.body,
      postedBy: games.postedBy,
      team1Id: games.team1Id,
      team2Id: games.team2Id,
      tournamentId: games.tournamentId,
      requests: sql<DecisionRequest[]>`coalesce((
        select json_agg(json_build_object('userId', r.user_id, 'type', r.type, 'username', u.username))
        from ${acceptanceRequests} r join ${users} u on u.id = r.user_id
        where r.game_id = games.id), '[]'::json)`,
      ...statsOfGame,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/**
 * A game to decide, with its open acceptance requests and their holders' names (PASSIVE ones wait, the others
 * decide), and the stats its acceptance changes, in one round trip. Read without locks: the claim that follows is
 * conditional and the stats writes are guarded, so a decision or a settlement made in between is still caught.
 */
export async function findGameToDecide(
  tx: Tx,
  id: string,
): Promise<(DecisionGame & { requests: DecisionRequest[]; stats: StatsAsRead }) | undefined> {
  const [row] = await gameToDecideQuery(tx).execute({ id });
  if (!row) return undefined;
  const { statsPlayers, statsTeams, ...game } = row;
  return { ...game, stats: statsAsRead({ statsPlayers, statsTeams }) };
}

/** What deciding a game reads of it. */
export type DecisionGame = Pick<
  GameRow,
  'id' | 'gameType' | 'status' | 'body' | 'postedBy' | 'team1Id' | 'team2Id' | 'tournamentId'
>;
export type DecisionRequest = { userId: string; type: TAcceptanceRequestType; username: string };

/**
 * The claim of a pending game's decision, for the settlement's one statement (league `claimSettlement`): the
 * conditional update returns the game for one caller only. An accepted game takes the next acceptance number, the order recomputation replays.
 */
export function claimDecision(tx: Tx, gameId: string, status: Exclude<TGameStatus, 'PENDING'>, at: Date): SQL {
  return tx
    .update(games)
    .set({
      status,
      decidedAt: at,
      acceptSeq: status === 'ACCEPTED' ? sql`nextval(${sql.raw(`'${acceptSeq.seqName}'`)})` : null,
    })
    .where(and(eq(games.id, gameId), eq(games.status, 'PENDING')))
    .returning({ id: games.id })
    .getSQL();
}

/** A decided game's requests are done (for the settlement's statement; `removeRequests` runs it). */
export function deleteRequests(tx: Tx, gameId: string): SQL {
  return tx.delete(acceptanceRequests).where(eq(acceptanceRequests.gameId, gameId)).getSQL();
}

/** Deletes the requests of withdrawn games. */
export async function removeRequests(tx: Tx, gameIds: readonly string[]): Promise<void> {
  if (gameIds.length > 0) await tx.delete(acceptanceRequests).where(inArray(acceptanceRequests.gameId, [...gameIds]));
}

/** The lines of a rejected game (for the settlement's statement). */
export function rejectLines(tx: Tx, gameId: string): SQL {
  return tx.update(gamePlayers).set({ status: 'REJECTED' }).where(eq(gamePlayers.gameId, gameId)).getSQL();
}

/** Pending games posted before the cutoff (the auto-accept job's work). */
export async function findDuePendingGames(
  tx: Tx,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; gameType: TGameType }>> {
  return tx
    .select({ id: games.id, gameType: games.gameType })
    .from(games)
    .where(and(eq(games.status, 'PENDING'), lt(games.time, cutoff)))
    .orderBy(games.time)
    .limit(limit);
}

export type GameFilter = { types: readonly TGameType[]; playerId?: string; opponentId?: string; teamId?: string };

/** One page of accepted games' views, newest first, with the total count: one query for the page and its views. */
export async function findAcceptedGamesPage(
  tx: Tx,
  filter: GameFilter,
  pageNumber: number,
  pageSize: number,
): Promise<{ views: TGameView[]; total: number }> {
  const page = { types: [...filter.types], limit: pageSize, offset: pageNumber * pageSize };
  if (filter.playerId) {
    const query = filter.opponentId ? versusPageQuery(tx) : historyPageQuery(tx);
    const rows = await query.execute({ ...page, playerId: filter.playerId, opponentId: filter.opponentId });
    // A page past the end has no row to carry the count.
    const total =
      rows[0]?.total ??
      (
        await query.execute({ ...page, playerId: filter.playerId, opponentId: filter.opponentId, limit: 1, offset: 0 })
      )[0]?.total ??
      0;
    return { views: toViews(rows), total };
  }
  const conditions: SQL[] = [eq(games.status, 'ACCEPTED'), inArray(games.gameType, page.types)];
  if (filter.teamId) conditions.push(or(eq(games.team1Id, filter.teamId), eq(games.team2Id, filter.teamId)) as SQL);
  const where = and(...conditions);
  // The total comes with the rows in one statement, so both come from the same moment: a page never shows a game
  // that its total does not count. PostgreSQL counts once per statement (an uncorrelated subquery).
  const counted = sql<number>`(select count(*) from ${games} where ${where})`.mapWith(Number);
  const rows = await tx
    .select({ ...viewColumns, total: counted })
    .from(games)
    // The page is chosen first, so the views are built for its games only (never for the rows an offset skips).
    .where(
      inArray(
        games.id,
        tx
          .select({ id: games.id })
          .from(games)
          .where(where)
          .orderBy(descNullsLast(games.time), desc(games.id))
          .limit(pageSize)
          .offset(page.offset),
      ),
    )
    .orderBy(descNullsLast(games.time), desc(games.id));
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (await tx.select({ n: count() }).from(games).where(where))[0]?.n ?? 0;
  return { views: toViews(rows.map(({ total: _total, ...row }) => row)), total };
}

/** The views of the newest accepted games of every type (the dashboard needs no count). */
export async function findLatestAccepted(tx: Tx, limit: number): Promise<TGameView[]> {
  return toViews(await latestQuery(tx).execute({ limit }));
}

/** The caller's acceptance requests (both the ones to decide and the PASSIVE "waiting" ones). */
export async function findRequestsOf(tx: Tx, userId: string) {
  return tx
    .select()
    .from(acceptanceRequests)
    .where(eq(acceptanceRequests.userId, userId))
    .orderBy(desc(acceptanceRequests.timestamp));
}

/** A line as a game view reads it: the player's numbers, with the player's public fields. */
type LoadedLine = ViewLine & { username: string; avatarHash: string; lastSeen: string | null };

/** A game's row with what its view needs besides: its lines with their players, and the doubles teams' names. */
const viewColumns = {
  ...getTableColumns(games),
  lines: sql<LoadedLine[] | null>`(
    select json_agg(json_build_object(
      'playerId', l.player_id, 'side', l.side, 'score', l.score, 'sinks', l.sinks, 'rebuttals', l.rebuttals,
      'beersDowned', l.beers_downed, 'pointsChange', l.points_change, 'nakedLap', l.naked_lap,
      'username', u.username, 'avatarHash', u.avatar_hash, 'lastSeen', u.last_seen) order by l.side, l.player_id)
    from ${gamePlayers} l join ${users} u on u.id = l.player_id
    where l.game_id = games.id)`,
  team1Name: sql<string | null>`(select t.name from ${teams} t where t.id = games.team1_id)`,
  team2Name: sql<string | null>`(select t.name from ${teams} t where t.id = games.team2_id)`,
  // Evaluated only for a voided game (a case runs its subquery only when its branch is taken).
  voidedByName: sql<
    string | null
  >`case when games.voided_by is null then null else (select u.username from ${users} u where u.id = games.voided_by) end`,
};
type ViewRow = GameRow & {
  lines: LoadedLine[] | null;
  team1Name: string | null;
  team2Name: string | null;
  voidedByName: string | null;
};

function toViews(rows: ViewRow[]): TGameView[] {
  return rows.map(({ lines, team1Name, team2Name, voidedByName, ...game }) => {
    const players = new Map<string, TUserMinimized>(
      (lines ?? []).map((l) => [
        l.playerId,
        {
          id: l.playerId,
          username: l.username,
          avatarHash: l.avatarHash,
          lastSeen: l.lastSeen && new Date(l.lastSeen).toISOString(),
        },
      ]),
    );
    return toGameView(game, lines ?? [], players, { team1: team1Name, team2: team2Name }, voidedByName);
  });
}

const gameViewsQuery = prepared('game_views', (tx, name) =>
  tx
    .select(viewColumns)
    .from(games)
    .where(sql`${games.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(name),
);

const latestQuery = prepared('latest_games', (tx, name) =>
  tx
    .select(viewColumns)
    .from(games)
    .where(eq(games.status, 'ACCEPTED'))
    .orderBy(descNullsLast(games.time), desc(games.id))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/**
 * A page of a player's accepted games of some types (optionally against one opponent), newest first, with their
 * views and the total count, in one statement (the lines index gives the page; the count is computed once).
 */
function playerPageQuery(withOpponent: boolean) {
  return prepared(withOpponent ? 'versus_games' : 'player_games', (tx, name) => {
    const where = and(
      eq(gamePlayers.playerId, sql.placeholder('playerId')),
      eq(gamePlayers.status, 'ACCEPTED'),
      sql`${gamePlayers.gameType} = any(${sql.placeholder('types')}::text[])`,
      withOpponent ? eq(gamePlayers.opponentId, sql.placeholder('opponentId')) : undefined,
    );
    const page = tx
      .select({ id: gamePlayers.gameId })
      .from(gamePlayers)
      .where(where)
      .orderBy(descNullsLast(gamePlayers.time), desc(gamePlayers.gameId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return tx
      .select({
        ...viewColumns,
        total: sql<number>`(${tx.select({ n: count() }).from(gamePlayers).where(where)})`.mapWith(Number),
      })
      .from(games)
      .where(inArray(games.id, page))
      .orderBy(descNullsLast(games.time), desc(games.id))
      .prepare(name);
  });
}
const historyPageQuery = playerPageQuery(false);
const versusPageQuery = playerPageQuery(true);

/** The views of some games, in the order of `ids` (missing games are left out). */
export async function loadGameViews(tx: Tx, ids: string[]): Promise<TGameView[]> {
  if (ids.length === 0) return [];
  const byId = new Map(toViews(await gameViewsQuery(tx).execute({ ids })).map((v) => [v.id, v]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const headToHeadQuery = prepared('head_to_head', (tx, name) => {
  const [player1, player2, gameType] = [
    sql.placeholder('player1'),
    sql.placeholder('player2'),
    sql.placeholder('gameType'),
  ];
  return tx
    .select({
      id: users.id,
      username: users.username,
      avatarHash: users.avatarHash,
      lastSeen: users.lastSeen,
      points: sql<
        number | null
      >`(select s.points from ${playerStats} s where s.user_id = users.id and s.game_type = ${gameType})`,
      side: sql<TComparisonSide & { games: number }>`(
        select json_build_object(
          'games', count(*), 'gamesWon', count(*) filter (where g.won), 'gamesLost', count(*) filter (where not g.won),
          'pointsMade', coalesce(sum(g.score), 0), 'rebuttalsMade', coalesce(sum(g.rebuttals), 0), 'sinksMade', coalesce(sum(g.sinks), 0),
          'pointsChange', coalesce(sum(g.points_change), 0), 'nakedLaps', count(*) filter (where g.naked_lap),
          'beersDowned', coalesce(sum(g.beers_downed), 0))
        from ${gamePlayers} g
        where g.player_id = users.id and g.opponent_id = (case when users.id = ${player1}::uuid then ${player2}::uuid else ${player1}::uuid end)
          and g.game_type = ${gameType} and g.status = 'ACCEPTED')`,
    })
    .from(users)
    .where(sql`${users.id} in (${player1}::uuid, ${player2}::uuid)`)
    .prepare(name);
});

/**
 * Two players, each with their points of the type and the totals of their accepted games of that type against the
 * other, in one query (each solo game has a line per player naming the other as opponent). Prepared: a new pair of
 * players is nearly always a cache miss.
 */
export async function findHeadToHead(tx: Tx, player1: string, player2: string, gameType: TGameType) {
  return headToHeadQuery(tx).execute({ player1, player2, gameType });
}
