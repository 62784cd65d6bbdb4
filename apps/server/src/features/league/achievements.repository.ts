import type { TAchievement, TAchievementView, TGameType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { achievements } from '../../db/schema.ts';

/** Inserts awards; one per player and kind (the unique index keeps a race from awarding twice). Returns the new ones. */
export async function insertAchievements(
  tx: Tx,
  rows: Array<{ userId: string; achievement: TAchievement; gameType: TGameType; gameId: string | null; dateAchieved: Date }>,
): Promise<Array<{ userId: string; achievement: TAchievement; gameId: string | null; dateAchieved: Date }>> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(achievements)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: achievements.userId, achievement: achievements.achievement, gameId: achievements.gameId, dateAchieved: achievements.dateAchieved });
  return inserted.map((r) => ({ ...r, achievement: r.achievement as TAchievement }));
}

export function toAchievementView(r: typeof achievements.$inferSelect): TAchievementView {
  return { id: r.id, achievement: r.achievement as TAchievement, dateAchieved: r.dateAchieved.toISOString(), gameType: r.gameType, userId: r.userId };
}

export async function deleteAllAchievements(tx: Tx): Promise<void> {
  await tx.delete(achievements);
}
