/** What settling an accepted game writes besides stats and awards: its lines' points changes and the players' last game. */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gamePlayers, users } from '../../db/schema.ts';

/** The lines of an accepted game: accepted, with each player's points change. */
export function acceptLines(tx: Tx, gameId: string, changes: Array<{ playerId: string; pointsChange: number }>): SQL {
  const byPlayer = sql.join(
    changes.map((c) => sql`when ${c.playerId}::uuid then ${c.pointsChange}::float8`),
    sql` `,
  );
  return tx
    .update(gamePlayers)
    .set({ status: 'ACCEPTED', pointsChange: changes.length ? sql`case ${gamePlayers.playerId} ${byPlayer} else ${gamePlayers.pointsChange} end` : gamePlayers.pointsChange })
    .where(eq(gamePlayers.gameId, gameId))
    .getSQL();
}

export function touchLastGame(tx: Tx, userIds: string[], at: Date): SQL {
  return tx.update(users).set({ lastGame: at }).where(inArray(users.id, userIds)).getSQL();
}
