/** Queries of the players' side of the league: leaderboard, user search, histories for plots and head-to-head. */
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { TComparisonSide, TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { achievements, gamePlayers, games, playerStats, teams, users } from '../../db/schema.ts';
import { rowsFromJson } from '../../db/json-rows.ts';
import { prepared } from '../../db/prepared.ts';

const profileQuery = prepared('profile', (tx, name) =>
  tx
    .select({
      user: users,
      stats: sql<Array<Record<string, unknown>> | null>`(select json_agg(s) from ${playerStats} s where s.user_id = users.id)`,
      teams: sql<Array<Record<string, unknown>> | null>`(
        select json_agg(t order by t.active desc, lower(t.name), t.id) from ${teams} t where t.player1_id = users.id or t.player2_id = users.id)`,
      achievements: sql<Array<Record<string, unknown>> | null>`(
        select json_agg(a order by a.date_achieved) from ${achievements} a where a.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

/** A profile in one query: the user with their stats rows, teams (active first, by name) and achievements (oldest first). */
export async function findProfile(tx: Tx, userId: string) {
  const [row] = await profileQuery(tx).execute({ id: userId });
  return (
    row && {
      user: row.user,
      stats: rowsFromJson(playerStats, row.stats),
      teams: rowsFromJson(teams, row.teams),
      achievements: rowsFromJson(achievements, row.achievements),
    }
  );
}

/** `%text%` for LIKE with the wildcards in the text escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const statsSelection = {
  points: playerStats.points,
  avgRebuttals: playerStats.avgRebuttals,
  totalRebuttals: playerStats.totalRebuttals,
  beersDowned: playerStats.beersDowned,
  gamesPlayed: playerStats.gamesPlayed,
  gamesWon: playerStats.gamesWon,
  gamesLost: playerStats.gamesLost,
  gamesLoggedSinks: playerStats.gamesLoggedSinks,
  winLossRatio: playerStats.winLossRatio,
  nakedLaps: playerStats.nakedLaps,
  pointsMadeLostRatio: playerStats.pointsMadeLostRatio,
  totalPointsMade: playerStats.totalPointsMade,
  totalPointsLost: playerStats.totalPointsLost,
  sinksMadeLostRatio: playerStats.sinksMadeLostRatio,
  totalSinksMade: playerStats.totalSinksMade,
  totalSinksLost: playerStats.totalSinksLost,
};

/**
 * One leaderboard page: non-admin players with at least `minGames` games of the type, by points, then games won,
 * then name. Served by player_stats_leaderboard_idx.
 */
export async function findLeaderboard(tx: Tx, gameType: TGameType, minGames: number, pageNumber: number, pageSize: number) {
  // Admins never have stats rows (they cannot play), so the count needs no join; the partial index serves both.
  const qualified = and(eq(playerStats.gameType, gameType), gte(playerStats.gamesPlayed, minGames));
  // The total comes with the rows in one statement, so both come from the same moment (see findAcceptedGamesPage).
  const counted = sql<number>`(select count(*) from ${playerStats} where ${qualified})`.mapWith(Number);
  const rows = await tx
    .select({ id: users.id, username: users.username, avatarHash: users.avatarHash, lastSeen: users.lastSeen, lastGame: users.lastGame, ...statsSelection, total: counted })
    .from(playerStats)
    .innerJoin(users, eq(users.id, playerStats.userId))
    .where(and(qualified, eq(users.role, 'USER')))
    .orderBy(descNullsLast(playerStats.points), descNullsLast(playerStats.gamesWon), asc(sql`lower(${users.username})`), asc(users.id))
    .limit(pageSize)
    .offset(pageNumber * pageSize);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (await tx.select({ n: count() }).from(playerStats).where(qualified))[0]?.n ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Non-admin users whose name contains the text (trigram index on lower(username)). */
export async function searchUsers(tx: Tx, text: string, pageNumber: number, pageSize: number) {
  const where = and(sql`lower(${users.username}) like ${containsPattern(text)}`, eq(users.role, 'USER'));
  const [rows, [total]] = await Promise.all([
    tx
      .select({ id: users.id, username: users.username, avatarHash: users.avatarHash, lastSeen: users.lastSeen })
      .from(users)
      .where(where)
      .orderBy(asc(sql`length(${users.username})`), asc(sql`lower(${users.username})`), asc(users.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Active teams whose name contains the text. */
export async function searchActiveTeams(tx: Tx, text: string, limit: number) {
  return tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.active, true), sql`lower(${teams.name}) like ${containsPattern(text)}`))
    .orderBy(asc(sql`length(${teams.name})`), asc(sql`lower(${teams.name})`))
    .limit(limit);
}

// Prepared: every player's plots are a cache miss the first time they are viewed.
const acceptedHistoryQuery = prepared('accepted_history', (tx, name) =>
  tx
    .select({
      side: gamePlayers.side,
      score: gamePlayers.score,
      sinks: gamePlayers.sinks,
      rebuttals: gamePlayers.rebuttals,
      beersDowned: gamePlayers.beersDowned,
      nakedLap: gamePlayers.nakedLap,
      won: gamePlayers.won,
      pointsChange: gamePlayers.pointsChange,
      decidedAt: games.decidedAt,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
      sinksLost: sql<number>`(select coalesce(sum(o.sinks), 0)::int from ${gamePlayers} o where o.game_id = game_players.game_id and o.side <> game_players.side)`,
      sinksLogged: sql<boolean>`exists (select 1 from ${gamePlayers} o where o.game_id = game_players.game_id and o.sinks > 0)`,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(gamePlayers.playerId, sql.placeholder('userId')), eq(gamePlayers.gameType, sql.placeholder('gameType')), eq(gamePlayers.status, 'ACCEPTED')))
    .orderBy(asc(games.acceptSeq))
    .prepare(name),
);

/**
 * A player's accepted games of one type with everything a stats row needs, in acceptance order: one index range of
 * their lines, each with its game's time and the sinks of the other side (read per game through the primary key).
 */
export async function findAcceptedHistory(tx: Tx, userId: string, gameType: TGameType) {
  const rows = await acceptedHistoryQuery(tx).execute({ userId, gameType });
  return rows.map((r) => ({ ...r, pointsLost: r.side === 1 ? r.team2Score : r.team1Score }));
}

const headToHeadQuery = prepared('head_to_head', (tx, name) => {
  const [player1, player2, gameType] = [sql.placeholder('player1'), sql.placeholder('player2'), sql.placeholder('gameType')];
  return tx
    .select({
      id: users.id,
      username: users.username,
      avatarHash: users.avatarHash,
      lastSeen: users.lastSeen,
      points: sql<number | null>`(select s.points from ${playerStats} s where s.user_id = users.id and s.game_type = ${gameType})`,
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
