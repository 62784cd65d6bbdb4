/** Queries of the players' side of the league: profiles, the leaderboard and histories for plots. */
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { LIMITS, mapStats, type TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import {
  achievements,
  gamePlayers,
  games,
  playerStats,
  seasonPlayerStats,
  seasons,
  teams,
  users,
} from '../../db/schema.ts';
import { rowsFromJson } from '../../db/json-rows.ts';
import { prepared } from '../../db/prepared.ts';

const profileQuery = prepared('profile', (tx, name) =>
  tx
    .select({
      user: users,
      stats: sql<Array<
        Record<string, unknown>
      > | null>`(select json_agg(s) from ${playerStats} s where s.user_id = users.id)`,
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

/** Every statistic's column (the domain's stat-fields.ts), as a board answers them. */
const statsSelection = mapStats((key) => playerStats[key]);
const seasonStatsSelection = mapStats((key) => seasonPlayerStats[key]);

/** Where a board's page starts and how many rows it takes. */
export type Slice = { offset: number; limit: number };

/**
 * A slice of a ladder's rows (`listed` filters the ladder's rows: one section of the board) of players who are not
 * admins, by points, then games won, then name, with the count of all listed rows. Admins never have stats rows (they
 * cannot play), so the count needs no join, and the section's partial index serves the slice and the count alike.
 */
async function leaderboardSlice(
  tx: Tx,
  ladder: typeof playerStats | typeof seasonPlayerStats,
  selection: typeof statsSelection | typeof seasonStatsSelection,
  listed: SQL | undefined,
  { offset, limit }: Slice,
) {
  // The total comes with the rows in one statement, so both come from the same moment (see findAcceptedGamesPage).
  const counted = sql<number>`(select count(*) from ${ladder} where ${listed})`.mapWith(Number);
  const rows =
    limit === 0
      ? []
      : await tx
          .select({
            id: users.id,
            username: users.username,
            avatarHash: users.avatarHash,
            lastSeen: users.lastSeen,
            lastGame: users.lastGame,
            lastGameOfType: ladder.lastGameAt,
            ...selection,
            total: counted,
          })
          .from(ladder)
          .innerJoin(users, eq(users.id, ladder.userId))
          .where(and(listed, eq(users.role, 'USER')))
          .orderBy(
            descNullsLast(ladder.points),
            descNullsLast(ladder.gamesWon),
            asc(sql`lower(${users.username})`),
            asc(users.id),
          )
          .limit(limit)
          .offset(offset);
  // A slice past the end (or one of no rows) has no row to carry the count.
  const total = rows[0]?.total ?? (await tx.select({ n: count() }).from(ladder).where(listed))[0]?.n ?? 0;
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * One all-time leaderboard slice: non-admin players with at least `minGames` games of the type, by points, then
 * games won, then name. Served by player_stats_qualified_idx.
 */
export async function findLeaderboard(tx: Tx, gameType: TGameType, minGames: number, slice: Slice) {
  const qualified = and(eq(playerStats.gameType, gameType), gte(playerStats.gamesPlayed, minGames));
  return leaderboardSlice(tx, playerStats, statsSelection, qualified, slice);
}

/**
 * One slice of a section of a season's leaderboard: non-admin players whose games of the type in the season are
 * within `games` (the qualified: 5 and more; the provisional: 1 to 4), by points, then games won, then name; with
 * `activeSince`, only those whose last game of the type in the season is that recent (the current season's board
 * without the inactive). The qualified are served by season_player_stats_board_idx (and _active_idx for the count of
 * the active), the provisional by season_player_stats_provisional_idx (and _provisional_active_idx).
 */
export async function findSeasonLeaderboard(
  tx: Tx,
  seasonId: number,
  gameType: TGameType,
  games: { min: number; below: number | null },
  activeSince: Date | null,
  slice: Slice,
) {
  const listed = and(
    eq(seasonPlayerStats.seasonId, seasonId),
    eq(seasonPlayerStats.gameType, gameType),
    gte(seasonPlayerStats.gamesPlayed, games.min),
    games.below === null ? undefined : lt(seasonPlayerStats.gamesPlayed, games.below),
    activeSince ? gte(seasonPlayerStats.lastGameAt, activeSince) : undefined,
  );
  return leaderboardSlice(tx, seasonPlayerStats, seasonStatsSelection, listed, slice);
}

/** A player's stats rows of one season, by type. */
export async function findSeasonStatsOf(tx: Tx, seasonId: number, userId: string) {
  return tx
    .select()
    .from(seasonPlayerStats)
    .where(and(eq(seasonPlayerStats.seasonId, seasonId), eq(seasonPlayerStats.userId, userId)));
}

/** A player's final places in ended seasons (newest first), with their doubles teams' places. */
export async function findSeasonHistory(tx: Tx, userId: string) {
  const own = await tx
    .select({
      seasonId: seasons.id,
      name: seasons.name,
      gameType: seasonPlayerStats.gameType,
      // The final place, counted (the board's order; ties share it): the qualified rows ahead, through the board index.
      rank: sql<number | null>`case when ${seasonPlayerStats.gamesPlayed} >= ${LIMITS.leaderboardMinGames} then 1 + (
        select count(*) from ${seasonPlayerStats} o where o.season_id = ${seasonPlayerStats.seasonId} and o.game_type = ${seasonPlayerStats.gameType}
          and o.games_played >= ${LIMITS.leaderboardMinGames} and o.points >= ${seasonPlayerStats.points}
          and (o.points > ${seasonPlayerStats.points} or o.games_won > ${seasonPlayerStats.gamesWon}))::int end`,
      points: seasonPlayerStats.points,
      gamesPlayed: seasonPlayerStats.gamesPlayed,
      firstSeq: seasons.firstSeq,
    })
    .from(seasonPlayerStats)
    .innerJoin(seasons, eq(seasons.id, seasonPlayerStats.seasonId))
    .where(
      and(
        eq(seasonPlayerStats.userId, userId),
        sql`${seasons.endedAt} is not null`,
        sql`${seasonPlayerStats.gameType} <> 'UNRANKED'`,
      ),
    )
    .orderBy(sql`${seasons.firstSeq} desc`, asc(seasonPlayerStats.gameType));
  return own;
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
      seasonPointsChange: gamePlayers.seasonPointsChange,
      acceptSeq: games.acceptSeq,
      decidedAt: games.decidedAt,
      team1Score: games.team1Score,
      team2Score: games.team2Score,
      sinksLost: sql<number>`(select coalesce(sum(o.sinks), 0)::int from ${gamePlayers} o where o.game_id = game_players.game_id and o.side <> game_players.side)`,
      sinksLogged: sql<boolean>`exists (select 1 from ${gamePlayers} o where o.game_id = game_players.game_id and o.sinks > 0)`,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(
      and(
        eq(gamePlayers.playerId, sql.placeholder('userId')),
        eq(gamePlayers.gameType, sql.placeholder('gameType')),
        eq(gamePlayers.status, 'ACCEPTED'),
      ),
    )
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
