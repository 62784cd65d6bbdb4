/** Queries of notifications: inserted with the writes that cause them, read and marked seen by their owner. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { insertJson } from '../../db/json-rows.ts';
import type { TNotificationType, TNotificationView } from '@caps/domain';
import { toNotificationView } from './notifications.view.ts';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { notifications, users } from '../../db/schema.ts';

export type NewNotification = { userId: string; type: TNotificationType; text: string; gameId?: string | null; date?: Date };

/** The insert of some notifications, to run with other writes (`writeTogether`); none for no rows. */
export function notificationsInsert(rows: NewNotification[]): SQL[] {
  return rows.length > 0
    ? [
        insertJson(
          notifications,
          rows.map((row) => ({ id: newId(), ...row })),
        ),
      ]
    : [];
}

/**
 * Rewords a game's notifications of one type, and gives them another type when `retype` is set (a withdrawn game's
 * requests become GAME_WITHDRAWN and say so), to run with other writes.
 */
export function rewordNotifications(tx: Tx, gameId: string, type: TNotificationType, text: string, retype?: TNotificationType): SQL {
  return tx
    .update(notifications)
    .set({ text, type: retype ?? type })
    .where(and(eq(notifications.gameId, gameId), eq(notifications.type, type)))
    .getSQL();
}

/** The newest notifications of a user, newest first; nothing is deleted. */
export async function findNotifications(tx: Tx, userId: string, limit: number): Promise<TNotificationView[]> {
  const rows = await tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(descNullsLast(notifications.date), desc(notifications.id)).limit(limit);
  return rows.map(toNotificationView);
}

/** The language a user chose (null: not chosen). */
export async function findUserLanguage(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/** Marks one of the owner's notifications seen; undefined when it is not theirs or does not exist. */
export async function markNotificationSeen(tx: Tx, id: string, userId: string): Promise<TNotificationView | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row && toNotificationView(row);
}
