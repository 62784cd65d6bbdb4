/** What a replay of the whole league reads (history a round at a time, every stored projection) and the versions it moves. */
import { sql } from 'drizzle-orm';
import type { TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { gamePlayers, games, playerStats, teams, users } from '../../db/schema.ts';

type Rows<T> = { rows: T[] };

/**
 * An accepted game of history with its body, when it was accepted, and its lines' stored points changes as one
 * string ("<player id> <change> …": PostgreSQL writes a float8 exactly, and one string per game is much cheaper to
 * read than one row per line).
 */
export type HistoryRound = Array<{ id: string; seq: number; gameType: TGameType; body: unknown; acceptedAt: Date; changes: string | null }>;

/** The accepted games of one type after acceptance number `after`, `limit` of them in acceptance order (through the partial index). */
export async function readHistoryAfter(tx: Tx, gameType: TGameType, after: number, limit: number): Promise<HistoryRound> {
  const result = (await tx.execute(sql`
    select g.id, g.accept_seq as seq, g.game_type as "gameType", g.body, floor(extract(epoch from coalesce(g.decided_at, g.time)) * 1000)::float8 as "acceptedAt",
      (select string_agg(l.player_id::text || ' ' || l.points_change::text, ' ') from ${gamePlayers} l where l.game_id = g.id) as changes
    from ${games} g where g.status = 'ACCEPTED' and g.accept_seq > ${after} and g.game_type = ${gameType} order by g.accept_seq limit ${limit}`)) as unknown as Rows<HistoryRound[number]>;
  for (const row of result.rows) {
    row.seq = Number(row.seq);
    row.acceptedAt = new Date(row.acceptedAt);
  }
  return result.rows;
}

/** Stored stats rows of one type in player order after a player, `limit` of them: a pass over every row in bounded rounds. */
export async function readPlayerStatsAfter(tx: Tx, gameType: TGameType, after: string | null, limit: number): Promise<Array<typeof playerStats.$inferSelect>> {
  return tx
    .select()
    .from(playerStats)
    .where(after ? sql`${playerStats.gameType} = ${gameType} and ${playerStats.userId} > ${after}` : sql`${playerStats.gameType} = ${gameType}`)
    .orderBy(playerStats.userId)
    .limit(limit);
}

/** Every team's stored stats. */
export async function readAllTeamStats(tx: Tx): Promise<Array<typeof teams.$inferSelect>> {
  return tx.select().from(teams);
}

/** Every accepted game (any type) of some players, in acceptance order, with its body. */
export async function findGamesOfPlayers(tx: Tx, playerIds: readonly string[]): Promise<Array<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>> {
  const result = (await tx.execute(sql`
    select g.id, g.game_type as "gameType", g.body, coalesce(g.decided_at, g.time) as "acceptedAt"
    from ${games} g where g.status = 'ACCEPTED' and g.id in (
      select l.game_id from ${gamePlayers} l where l.player_id = any(${`{${playerIds.join(',')}}`}::uuid[]) and l.status = 'ACCEPTED')
    order by g.accept_seq`)) as unknown as Rows<{ id: string; gameType: TGameType; body: unknown; acceptedAt: Date }>;
  return result.rows.map((r) => ({ ...r, acceptedAt: new Date(r.acceptedAt) }));
}

/** Moves some players' league version on (their projection was rewritten; their last game was not). */
export async function moveLeagueVersions(tx: Tx, playerIds: readonly string[]): Promise<void> {
  for (let i = 0; i < playerIds.length; i += 5000) {
    await tx.execute(sql`update ${users} set league_version = league_version + 1 where id = any(${`{${playerIds.slice(i, i + 5000).join(',')}}`}::uuid[])`);
  }
}
