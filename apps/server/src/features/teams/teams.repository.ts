/** Queries of teams: rosters, the caller's teams and the team leaderboard. */
import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { seasons, seasonTeamStats, teams } from '../../db/schema.ts';

export type TeamRow = typeof teams.$inferSelect;

function isMemberOf(userId: string): SQL {
  return or(eq(teams.player1Id, userId), eq(teams.player2Id, userId)) as SQL;
}

export async function insertTeam(
  tx: Tx,
  team: { name: string; player1Id: string; player2Id: string; createdBy: string },
): Promise<TeamRow> {
  const [row] = await tx.insert(teams).values(team).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findTeam(tx: Tx, id: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

/** Reads a team and locks it, so an edit and a delete (or two edits) of one team run one after the other. */
export async function lockTeam(tx: Tx, id: string): Promise<TeamRow | undefined> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, id)).limit(1).for('update');
  return row;
}

/** Teams by id (inactive ones too). */
export async function findTeamsByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, TeamRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Renames a team and replaces its roster; the stats columns are not touched, so points and stats stay. */
export async function updateTeam(
  tx: Tx,
  id: string,
  change: { name: string; player1Id: string; player2Id: string },
): Promise<TeamRow> {
  const [row] = await tx.update(teams).set(change).where(eq(teams.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deactivateTeam(tx: Tx, id: string): Promise<void> {
  await tx.update(teams).set({ active: false }).where(eq(teams.id, id));
}

/** One page of a player's active teams, by name. */
export async function findActiveTeamsOfPlayer(
  tx: Tx,
  userId: string,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: TeamRow[]; total: number }> {
  const where = and(eq(teams.active, true), isMemberOf(userId));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(teams)
      .where(where)
      .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One page of the team leaderboard: active teams with at least 5 accepted doubles games, by points, then games won,
 * then name (teams_leaderboard_idx serves the order).
 */
export async function findTeamLeaderboard(
  tx: Tx,
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: TeamRow[]; total: number }> {
  const where = and(eq(teams.active, true), gte(teams.gamesPlayed, LIMITS.leaderboardMinGames));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(teams)
      .where(where)
      .orderBy(
        descNullsLast(teams.points),
        descNullsLast(teams.gamesWon),
        asc(sql`lower(${teams.name})`),
        asc(teams.id),
      )
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The season history of teams (newest first). */
export async function findTeamSeasonHistory(tx: Tx, teamId: string) {
  return tx
    .select({
      seasonId: seasons.id,
      name: seasons.name,
      rank: sql<number | null>`case when ${seasonTeamStats.gamesPlayed} >= ${LIMITS.leaderboardMinGames} then 1 + (
        select count(*) from ${seasonTeamStats} o join ${teams} ot on ot.id = o.team_id and ot.active where o.season_id = ${seasonTeamStats.seasonId}
          and o.games_played >= ${LIMITS.leaderboardMinGames} and o.points >= ${seasonTeamStats.points}
          and (o.points > ${seasonTeamStats.points} or o.games_won > ${seasonTeamStats.gamesWon}))::int end`,
      points: seasonTeamStats.points,
      gamesPlayed: seasonTeamStats.gamesPlayed,
    })
    .from(seasonTeamStats)
    .innerJoin(seasons, eq(seasons.id, seasonTeamStats.seasonId))
    .where(and(eq(seasonTeamStats.teamId, teamId), sql`${seasons.endedAt} is not null`))
    .orderBy(sql`${seasons.firstSeq} desc`);
}

/**
 * One slice of a section of a season's team leaderboard: active teams whose games in the season are within `games`
 * (the qualified: 5 and more; the provisional: 1 to 4), ordered as findTeamLeaderboard; with `activeSince`, only
 * teams whose last game is that recent. With the count of the whole section.
 */
export async function findSeasonTeamLeaderboard(
  tx: Tx,
  seasonId: number,
  games: { min: number; below: number | null },
  activeSince: Date | null,
  { offset, limit }: { offset: number; limit: number },
) {
  const where = and(
    eq(teams.active, true),
    eq(seasonTeamStats.seasonId, seasonId),
    gte(seasonTeamStats.gamesPlayed, games.min),
    games.below === null ? undefined : lt(seasonTeamStats.gamesPlayed, games.below),
    activeSince ? gte(seasonTeamStats.lastGameAt, activeSince) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    limit === 0
      ? []
      : tx
          .select({ team: teams, season: seasonTeamStats })
          .from(seasonTeamStats)
          .innerJoin(teams, eq(teams.id, seasonTeamStats.teamId))
          .where(where)
          .orderBy(
            descNullsLast(seasonTeamStats.points),
            descNullsLast(seasonTeamStats.gamesWon),
            asc(sql`lower(${teams.name})`),
            asc(teams.id),
          )
          .limit(limit)
          .offset(offset),
    tx.select({ n: count() }).from(seasonTeamStats).innerJoin(teams, eq(teams.id, seasonTeamStats.teamId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A team's season row (undefined: no game in that season). */
export async function findSeasonTeamStats(tx: Tx, seasonId: number, teamId: string) {
  const [row] = await tx
    .select()
    .from(seasonTeamStats)
    .where(and(eq(seasonTeamStats.seasonId, seasonId), eq(seasonTeamStats.teamId, teamId)))
    .limit(1);
  return row;
}

/** The last accepted doubles game of teams (the all-time board's inactivity). */
export async function findTeamsLastGames(tx: Tx, teamIds: string[]): Promise<Map<string, Date>> {
  if (teamIds.length === 0) return new Map();
  const rows = await tx
    .select({ teamId: seasonTeamStats.teamId, last: sql<string>`max(${seasonTeamStats.lastGameAt})` })
    .from(seasonTeamStats)
    .where(inArray(seasonTeamStats.teamId, teamIds))
    .groupBy(seasonTeamStats.teamId);
  return new Map(rows.filter((r) => r.last).map((r) => [r.teamId, new Date(r.last)]));
}
