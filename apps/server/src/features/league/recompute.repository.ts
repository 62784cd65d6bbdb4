/** What recomputation reads (accepted games in acceptance order, the stored awards) and what a rebuild rewrites. */
import { eq, sql } from 'drizzle-orm';
import { SEASON_ACHIEVEMENTS } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievements, gamePlayers, games, teams, users } from '../../db/schema.ts';

export type AcceptedGameRow = Pick<typeof games.$inferSelect, 'id' | 'gameType' | 'body' | 'time' | 'decidedAt'>;

/** Accepted games in acceptance order, as recomputation replays them. */
export async function findAcceptedInOrder(tx: Tx): Promise<AcceptedGameRow[]> {
  return tx
    .select({ id: games.id, gameType: games.gameType, body: games.body, time: games.time, decidedAt: games.decidedAt })
    .from(games)
    .where(eq(games.status, 'ACCEPTED'))
    .orderBy(games.acceptSeq);
}

/** Awards of games (a season's end grants the others: seasons feature). */
const notSeasonAward = sql`${achievements.achievement} <> all(${`{${SEASON_ACHIEVEMENTS.join(',')}}`}::text[])`;

/** Every award held: who holds which achievement. */
export async function findHeldAchievements(tx: Tx): Promise<Array<{ userId: string; achievement: string }>> {
  return tx
    .select({ userId: achievements.userId, achievement: achievements.achievement })
    .from(achievements)
    .where(notSeasonAward);
}

/** Every player's and team's id (the full recompute's scope: everyone). */
export async function findEveryone(tx: Tx): Promise<{ players: string[]; teams: string[] }> {
  const players = await tx.select({ id: users.id }).from(users);
  const teamRows = await tx.select({ id: teams.id }).from(teams);
  return { players: players.map((p) => p.id), teams: teamRows.map((t) => t.id) };
}

/** Every line of an accepted game with its stored points change. */
export async function findAcceptedLines(
  tx: Tx,
): Promise<Array<{ gameId: string; playerId: string; pointsChange: number }>> {
  return tx
    .select({ gameId: gamePlayers.gameId, playerId: gamePlayers.playerId, pointsChange: gamePlayers.pointsChange })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(eq(games.status, 'ACCEPTED'));
}
