/** Queries of tournaments and the games their brackets show; the bracket lives in one jsonb column. */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { ZBracketTournament, type TBracketGame, type TBracketTournament, type TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { gamePlayers, games, teams, tournaments } from '../../db/schema.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = Omit<typeof tournaments.$inferInsert, 'bracket'> & { bracket: TBracketTournament };

/** The stored bracket, checked against its schema (the column is plain jsonb). */
export function bracketOf(row: Pick<TournamentRow, 'bracket'>): TBracketTournament {
  return ZBracketTournament.parse(row.bracket);
}

/**
 * A game as a bracket entry shows it (`TBracketGame`), built as JSON by the database: `g` is the games row. Built
 * there so a tournament's read takes its games in the same round trip as its row, parsed once.
 */
function bracketGameJson(g: string): SQL {
  const alias = sql.raw(g);
  return sql`json_build_object('id', ${alias}.id, 'gameType', ${alias}.game_type,
    'gamePlayerStats', coalesce((select json_agg(json_build_object('playerId', l.player_id, 'score', l.score, 'sinks', l.sinks,
      'rebuttals', l.rebuttals, 'beersDowned', l.beers_downed, 'pointsChange', l.points_change, 'nakedLap', l.naked_lap)
      order by l.side, l.player_id) from ${gamePlayers} l where l.game_id = ${alias}.id), '[]'::json),
    'winner', ${alias}.winner_id, 'winnerId', ${alias}.winner_id, 'team1DatabaseId', ${alias}.team1_id, 'team2DatabaseId', ${alias}.team2_id,
    'team1Score', ${alias}.team1_score, 'team2Score', ${alias}.team2_score)`;
}

/** The games of a bracket's entries as the tournament answer shows them, by id: one query for all of them. */
export async function findBracketGames(tx: Tx, ids: string[]): Promise<Map<string, TBracketGame>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute<{ game: TBracketGame }>(
    sql`select ${bracketGameJson('g')} as game from ${games} g where g.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.game.id, r.game]));
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
export async function findTournamentWithGames(
  tx: Tx,
  id: string,
): Promise<{ row: TournamentRow; games: Map<string, TBracketGame> } | undefined> {
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

/** Whether a tournament still holds the game as an entry's result (its row exists and an entry names the game). */
export async function isBracketResult(tx: Tx, id: string, gameId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      held: sql<boolean>`exists (select 1 from jsonb_array_elements(${tournaments.bracket}->'entries') e where e->>'gameId' = ${gameId})`,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id))
    .limit(1);
  return row?.held === true;
}

export async function deleteTournament(tx: Tx, id: string): Promise<void> {
  await tx.delete(tournaments).where(eq(tournaments.id, id));
}

export type TournamentListRow = Omit<TournamentRow, 'bracket'> & {
  competitorCount: number;
  registration: TBracketTournament['registration'] | null;
};

/** What a list row reads of each tournament (the bracket column stays in the database). */
const listColumns = {
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
  competitorCount: sql<number>`coalesce(jsonb_array_length(${tournaments.bracket}->'competitorIds'), 0)`.mapWith(
    Number,
  ),
  registration: sql<TBracketTournament['registration'] | null>`${tournaments.bracket}->'registration'`,
};

/**
 * Tournaments that take registrations at this time (open, not started, not past their closing time), soonest to close
 * first; the partial index `tournaments_open_idx` holds only the unstarted open ones.
 */
export async function findOpenTournaments(tx: Tx, now: Date, limit: number): Promise<TournamentListRow[]> {
  return tx
    .select(listColumns)
    .from(tournaments)
    .where(
      and(
        eq(tournaments.seeded, false),
        sql`(${tournaments.bracket}->'registration'->>'open')::boolean`,
        sql`coalesce((${tournaments.bracket}->'registration'->>'closesAt')::timestamptz > ${now.toISOString()}::timestamptz, true)`,
      ),
    )
    .orderBy(
      sql`(${tournaments.bracket}->'registration'->>'closesAt')::timestamptz asc nulls last`,
      desc(tournaments.date),
    )
    .limit(limit);
}

/** The ids of a player's teams that may stand for them: active ones, and any already in `entered` (a team deleted meanwhile plays on). */
export async function findTeamIdsOfPlayer(
  tx: Tx,
  userId: string,
  entered: readonly string[],
): Promise<{ active: string[]; all: string[] }> {
  const rows = await tx
    .select({ id: teams.id, active: teams.active })
    .from(teams)
    .where(or(eq(teams.player1Id, userId), eq(teams.player2Id, userId)));
  return {
    active: rows.filter((r) => r.active).map((r) => r.id),
    all: rows.filter((r) => r.active || entered.includes(r.id)).map((r) => r.id),
  };
}

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
      .select(listColumns)
      .from(tournaments)
      .where(where)
      .orderBy(desc(tournaments.date), desc(tournaments.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tournaments)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
