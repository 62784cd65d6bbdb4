/** Queries of teams: rosters, the caller's teams, the team leaderboard and team search. */
import { and, asc, count, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { emptyStats, LIMITS, type TStats, type TTeamPlayer, type TTeamSummary } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { teams, users } from '../../db/schema.ts';

export type TeamRow = typeof teams.$inferSelect;

const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof TStats>;

/** The team as the API shows it (the sheet's TeamWithStats). */
export function toTeamSummary(row: TeamRow): TTeamSummary {
  const doublesStats = emptyStats();
  // count-like columns come back as numbers from PGlite and pg alike (int4/float8), Number() only normalises.
  for (const key of STAT_KEYS) doublesStats[key] = Number(row[key]);
  return { id: row.id, name: row.name, active: row.active, playerList: [row.player1Id, row.player2Id], doublesStats };
}

/** `%text%` for LIKE with the wildcards of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function isMemberOf(userId: string): SQL {
  return or(eq(teams.player1Id, userId), eq(teams.player2Id, userId)) as SQL;
}

export async function insertTeam(tx: Tx, team: { name: string; player1Id: string; player2Id: string; createdBy: string }): Promise<TeamRow> {
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

export async function findTeamsByIds(tx: Tx, ids: string[]): Promise<TeamRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(teams).where(inArray(teams.id, ids));
}

/** Renames a team and replaces its roster; the stats columns are not touched, so points and stats stay. */
export async function updateTeam(tx: Tx, id: string, change: { name: string; player1Id: string; player2Id: string }): Promise<TeamRow> {
  const [row] = await tx.update(teams).set(change).where(eq(teams.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deactivateTeam(tx: Tx, id: string): Promise<void> {
  await tx.update(teams).set({ active: false }).where(eq(teams.id, id));
}

/** One page of a player's active teams, by name. */
export async function findActiveTeamsOfPlayer(tx: Tx, userId: string, pageNumber: number, pageSize: number): Promise<{ rows: TeamRow[]; total: number }> {
  const where = and(eq(teams.active, true), isMemberOf(userId));
  const [rows, [total]] = await Promise.all([
    tx.select().from(teams).where(where).orderBy(asc(sql`lower(${teams.name})`), asc(teams.id)).limit(pageSize).offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One page of the team leaderboard: active teams with at least 5 accepted doubles games, by points, then games won,
 * then name (teams_leaderboard_idx serves the order).
 */
export async function findTeamLeaderboard(tx: Tx, pageNumber: number, pageSize: number): Promise<{ rows: TeamRow[]; total: number }> {
  const where = and(eq(teams.active, true), gte(teams.gamesPlayed, LIMITS.leaderboardMinGames));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(teams)
      .where(where)
      .orderBy(descNullsLast(teams.points), descNullsLast(teams.gamesWon), asc(sql`lower(${teams.name})`), asc(teams.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Active teams whose name contains the text, without the caller's own teams (trigram index on lower(name)). */
export async function searchTeams(tx: Tx, text: string, excludeMember: string, pageNumber: number, pageSize: number): Promise<{ rows: TeamRow[]; total: number }> {
  const where = and(
    eq(teams.active, true),
    sql`lower(${teams.name}) like ${containsPattern(text)}`,
    ne(teams.player1Id, excludeMember),
    ne(teams.player2Id, excludeMember),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(teams)
      .where(where)
      .orderBy(asc(sql`length(${teams.name})`), asc(sql`lower(${teams.name})`), asc(teams.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: count() }).from(teams).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The players of some teams (or any users) by id, with what team screens show. */
export async function findTeamPlayers(tx: Tx, ids: string[]): Promise<Map<string, TTeamPlayer & { role: 'USER' | 'ADMIN'; email: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, username: users.username, avatarHash: users.avatarHash, lastSeen: users.lastSeen, lastGame: users.lastGame, role: users.role, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((u) => [
      u.id,
      { id: u.id, username: u.username, avatarHash: u.avatarHash, lastSeen: u.lastSeen?.toISOString() ?? null, lastGame: u.lastGame?.toISOString() ?? null, role: u.role, email: u.email },
    ]),
  );
}
