import { inArray } from 'drizzle-orm';
import type { TAchievement, TAchievementView, TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievements } from '../../db/schema.ts';

/** The achievements each of some players holds. */
export async function findHeldAchievements(tx: Tx, userIds: string[]): Promise<Map<string, Set<TAchievement>>> {
  const held = new Map<string, Set<TAchievement>>();
  if (userIds.length === 0) return held;
  const rows = await tx.select({ userId: achievements.userId, achievement: achievements.achievement }).from(achievements).where(inArray(achievements.userId, userIds));
  for (const r of rows) held.set(r.userId, (held.get(r.userId) ?? new Set()).add(r.achievement as TAchievement));
  return held;
}

/** Inserts awards; one per player and kind (the unique index keeps a race from awarding twice). Returns the new ones. */
export async function insertAchievements(
  tx: Tx,
  rows: Array<{ userId: string; achievement: TAchievement; gameType: TGameType; gameId: string | null; dateAchieved: Date }>,
): Promise<Array<{ userId: string; achievement: TAchievement }>> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(achievements).values(rows).onConflictDoNothing().returning({ userId: achievements.userId, achievement: achievements.achievement });
  return inserted.map((r) => ({ userId: r.userId, achievement: r.achievement as TAchievement }));
}

export async function findAchievementsOf(tx: Tx, userId: string): Promise<TAchievementView[]> {
  const rows = await tx.select().from(achievements).where(inArray(achievements.userId, [userId])).orderBy(achievements.dateAchieved);
  return rows.map((r) => ({ id: r.id, achievement: r.achievement as TAchievement, dateAchieved: r.dateAchieved.toISOString(), gameType: r.gameType, userId: r.userId }));
}

export async function deleteAllAchievements(tx: Tx): Promise<void> {
  await tx.delete(achievements);
}
