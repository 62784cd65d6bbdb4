/** Queries of the players' side of the league: leaderboard, user search, histories for plots and head-to-head. */
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { cachedCount } from '../../platform/count-cache.ts';
import { gamePlayers, games, playerStats, teams, users } from '../../db/schema.ts';

/** `%text%` for LIKE with the wildcards in the text escaped. */
export function containsPattern(text: string): string {
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
  const [rows, total] = await Promise.all([
    tx
      .select({ id: users.id, username: users.username, avatarHash: users.avatarHash, lastSeen: users.lastSeen, lastGame: users.lastGame, ...statsSelection })
      .from(playerStats)
      .innerJoin(users, eq(users.id, playerStats.userId))
      .where(and(qualified, eq(users.role, 'USER')))
      .orderBy(descNullsLast(playerStats.points), descNullsLast(playerStats.gamesWon), asc(sql`lower(${users.username})`), asc(users.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    cachedCount(tx, `leaderboard:${gameType}:${minGames}`, async () => (await tx.select({ n: count() }).from(playerStats).where(qualified))[0]?.n ?? 0),
  ]);
  return { rows, total };
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

/** A player's accepted games of one type with everything a stats row needs, in acceptance order. */
export async function findAcceptedHistory(tx: Tx, userId: string, gameType: TGameType) {
  const own = await tx
    .select({
      gameId: gamePlayers.gameId,
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
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(gamePlayers.playerId, userId), eq(gamePlayers.gameType, gameType), eq(gamePlayers.status, 'ACCEPTED')))
    .orderBy(asc(games.acceptSeq));
  if (own.length === 0) return [];
  const sinksBySide = new Map<string, [number, number]>();
  const gameIds = own.map((o) => o.gameId);
  for (let i = 0; i < gameIds.length; i += 1000) {
    const lines = await tx.select({ gameId: gamePlayers.gameId, side: gamePlayers.side, sinks: gamePlayers.sinks }).from(gamePlayers).where(inArray(gamePlayers.gameId, gameIds.slice(i, i + 1000)));
    for (const l of lines) {
      const sums = sinksBySide.get(l.gameId) ?? [0, 0];
      sums[l.side === 1 ? 0 : 1] += l.sinks;
      sinksBySide.set(l.gameId, sums);
    }
  }
  return own.map((o) => {
    const [s1, s2] = sinksBySide.get(o.gameId) ?? [0, 0];
    return { ...o, pointsLost: o.side === 1 ? o.team2Score : o.team1Score, sinksLost: o.side === 1 ? s2 : s1, sinksLogged: s1 + s2 > 0 };
  });
}

/** Head-to-head lines of two players in accepted games of one type. */
export async function findHeadToHead(tx: Tx, player1: string, player2: string, gameType: TGameType) {
  const games1 = tx
    .select({ gameId: gamePlayers.gameId })
    .from(gamePlayers)
    .where(and(eq(gamePlayers.playerId, player1), eq(gamePlayers.opponentId, player2), eq(gamePlayers.gameType, gameType), eq(gamePlayers.status, 'ACCEPTED')));
  return tx
    .select()
    .from(gamePlayers)
    .where(and(inArray(gamePlayers.gameId, games1), inArray(gamePlayers.playerId, [player1, player2])));
}

export async function findStatsPoints(tx: Tx, userIds: string[], gameType: TGameType): Promise<Map<string, number>> {
  const rows = await tx.select({ userId: playerStats.userId, points: playerStats.points }).from(playerStats).where(and(inArray(playerStats.userId, userIds), eq(playerStats.gameType, gameType)));
  return new Map(rows.map((r) => [r.userId, r.points]));
}
