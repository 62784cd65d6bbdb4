/** How a notification shows in API answers. */
import type { TNotificationView } from '@caps/domain';
import type { notifications } from '../../db/schema.ts';

export function toNotificationView(r: typeof notifications.$inferSelect): TNotificationView {
  return { id: r.id, notificationType: r.type, text: r.text, userId: r.userId, seen: r.seen, date: r.date.toISOString(), gameId: r.gameId };
}
