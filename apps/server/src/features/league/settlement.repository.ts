/** What settling an accepted game writes besides stats and awards: its lines' points changes and the players' last game and version. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Guarded } from './settlement.ts';
import type { Tx } from '../../db/client.ts';
import { gamePlayers, users } from '../../db/schema.ts';

/** The lines of an accepted game: accepted, with each player's points change, all-time and of the season. */
export function acceptLines(
  tx: Tx,
  gameId: string,
  changes: Array<{ playerId: string; pointsChange: number }>,
  seasonChanges: Array<{ playerId: string; pointsChange: number }>,
): SQL {
  const byPlayer = (list: typeof changes) =>
    sql.join(
      list.map((c) => sql`when ${c.playerId}::uuid then ${c.pointsChange}::float8`),
      sql` `,
    );
  return tx
    .update(gamePlayers)
    .set({
      status: 'ACCEPTED',
      pointsChange: changes.length
        ? sql`case ${gamePlayers.playerId} ${byPlayer(changes)} else ${gamePlayers.pointsChange} end`
        : gamePlayers.pointsChange,
      seasonPointsChange: seasonChanges.length
        ? sql`case ${gamePlayers.playerId} ${byPlayer(seasonChanges)} else ${gamePlayers.seasonPointsChange} end`
        : gamePlayers.seasonPointsChange,
    })
    .where(eq(gamePlayers.gameId, gameId))
    .getSQL();
}

/**
 * Stamps the players' last game and moves their league version on, guarded: each player's version must still be the
 * one read with their stats, or the settlement read stale data (another settlement or a replay of their history).
 */
export function touchLastGame(players: Array<{ playerId: string; version: number }>, at: Date): Guarded {
  const read = JSON.stringify(players.map((p) => ({ id: p.playerId, v: p.version })));
  return {
    guarded: sql`update ${users} u set last_game = ${at.toISOString()}::timestamptz, league_version = u.league_version + 1
      from jsonb_to_recordset(${read}::jsonb) r(id uuid, v int) where u.id = r.id and u.league_version = r.v returning 1`,
    rows: players.length,
  };
}
