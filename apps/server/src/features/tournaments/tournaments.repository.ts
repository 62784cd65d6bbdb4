/** Queries of tournaments and of the players and teams they show; the bracket lives in one jsonb column. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ZBracketTournament, type TBracketGame, type TBracketTournament, type TGameType } from '@caps/domain';
import { bracketGameJson } from '../games/games.repository.ts';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { games, playerStats, teams, tournaments, users } from '../../db/schema.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = Omit<typeof tournaments.$inferInsert, 'bracket'> & { bracket: TBracketTournament };

/** The stored bracket, checked against its schema (the column is plain jsonb). */
export function bracketOf(row: Pick<TournamentRow, 'bracket'>): TBracketTournament {
  return ZBracketTournament.parse(row.bracket);
}

export async function insertTournament(tx: Tx, values: NewTournament): Promise<TournamentRow> {
  const [row] = await tx.insert(tournaments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findTournament(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return row;
}

/**
 * A tournament with the games of its bracket's entries (as bracket entries show them, by id), in one round trip:
 * the ids come from the bracket column, the games by primary key.
 */
export async function findTournamentWithGames(tx: Tx, id: string): Promise<{ row: TournamentRow; games: Map<string, TBracketGame> } | undefined> {
  const [found] = await tournamentWithGamesQuery(tx).execute({ id });
  return found && { row: found.row, games: new Map((found.games ?? []).map((g) => [g.id, g])) };
}

const tournamentWithGamesQuery = prepared('tournament_with_games', (tx, name) =>
  tx
    .select({
      row: tournaments,
      games: sql<TBracketGame[] | null>`(select json_agg(${bracketGameJson('g')}) from ${games} g where g.id in (
        select (e->>'gameId')::uuid from jsonb_array_elements(${tournaments.bracket}->'entries') e where e->>'gameId' is not null))`,
    })
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

/** Reads the tournament and locks its row until the transaction ends: changes to one bracket run one at a time. */
export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).limit(1).for('update');
  return row;
}

/** Stores a new bracket state and the list columns derived from it. */
export async function saveBracket(tx: Tx, id: string, bracket: TBracketTournament): Promise<void> {
  await tx
    .update(tournaments)
    .set({ bracket, seeded: bracket.seeded, finished: bracket.finished, winnerId: bracket.winnerId })
    .where(eq(tournaments.id, id));
}

export async function deleteTournament(tx: Tx, id: string): Promise<void> {
  await tx.delete(tournaments).where(eq(tournaments.id, id));
}

export type TournamentListRow = Omit<TournamentRow, 'bracket'> & { competitorCount: number };

/** One page of tournaments, newest first, optionally of one game type; with the total count. */
export async function findTournamentPage(
  tx: Tx,
  pageNumber: number,
  pageSize: number,
  gameType?: TGameType,
): Promise<{ rows: TournamentListRow[]; total: number }> {
  const where: SQL | undefined = gameType ? eq(tournaments.gameType, gameType) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: tournaments.id,
        name: tournaments.name,
        gameType: tournaments.gameType,
        tournamentType: tournaments.tournamentType,
        size: tournaments.size,
        seedType: tournaments.seedType,
        seeded: tournaments.seeded,
        finished: tournaments.finished,
        ownerId: tournaments.ownerId,
        date: tournaments.date,
        winnerId: tournaments.winnerId,
        competitorCount: sql<number>`coalesce(jsonb_array_length(${tournaments.bracket}->'competitorIds'), 0)`.mapWith(Number),
      })
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.date), desc(tournaments.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(tournaments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CompetitorTeam = { id: string; name: string; active: boolean; player1Id: string; player2Id: string; points: number };

/** Teams by id, read straight from the teams table (doubles tournaments). */
export async function findTeamsByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, CompetitorTeam>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: teams.id, name: teams.name, active: teams.active, player1Id: teams.player1Id, player2Id: teams.player2Id, points: teams.points })
    .from(teams)
    .where(inArray(teams.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Current points of some players in one game type (missing rows are fresh players). */
export async function findPlayerPoints(tx: Tx, ids: readonly string[], gameType: TGameType): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const rows = await tx
    .select({ id: playerStats.userId, points: playerStats.points })
    .from(playerStats)
    .where(and(inArray(playerStats.userId, [...ids]), eq(playerStats.gameType, gameType)));
  return Object.fromEntries(rows.map((r) => [r.id, r.points]));
}

/** `%` and `_` typed by a person match themselves. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Players (never admins) whose name contains the text, for the owner's competitor picker. */
export async function searchPlayers(tx: Tx, text: string, limit: number): Promise<Array<{ id: string; name: string; avatarHash: string | null }>> {
  return tx
    .select({ id: users.id, name: users.username, avatarHash: users.avatarHash })
    .from(users)
    .where(and(eq(users.role, 'USER'), sql`lower(${users.username}) like ${likePattern(text)}`))
    .orderBy(asc(sql`lower(${users.username})`))
    .limit(limit);
}

/** Active teams whose name contains the text. */
export async function searchTeams(tx: Tx, text: string, limit: number): Promise<Array<{ id: string; name: string; avatarHash: string | null }>> {
  return tx
    .select({ id: teams.id, name: teams.name, avatarHash: sql<string | null>`null` })
    .from(teams)
    .where(and(eq(teams.active, true), sql`lower(${teams.name}) like ${likePattern(text)}`))
    .orderBy(asc(sql`lower(${teams.name})`))
    .limit(limit);
}
