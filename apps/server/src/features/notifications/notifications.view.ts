/** How a notification shows in API answers: its text in the reader's language. */
import type { TLanguage, TNotificationView } from '@caps/domain';
import { notificationText, notificationTitle } from './notification-texts.ts';
import type { NotificationRow } from './notifications.repository.ts';

export function toNotificationView(r: NotificationRow, language: TLanguage): TNotificationView {
  return {
    id: r.id,
    notificationType: r.type,
    title: notificationTitle(r),
    text: notificationText(r, language),
    userId: r.userId,
    seen: r.seen,
    date: r.date.toISOString(),
    gameId: r.gameId,
  };
}
