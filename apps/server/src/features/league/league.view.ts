/** How the league's records show in API answers. */
import type { TAchievement, TAchievementView } from '@caps/domain';
import type { achievements } from '../../db/schema.ts';

export function toAchievementView(r: typeof achievements.$inferSelect): TAchievementView {
  return {
    id: r.id,
    achievement: r.achievement as TAchievement,
    dateAchieved: r.dateAchieved.toISOString(),
    gameType: r.gameType,
    userId: r.userId,
  };
}
