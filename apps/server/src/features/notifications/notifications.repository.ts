/** Queries of notifications: inserted with the writes that cause them, read and marked seen by their owner. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { insertJson } from '../../db/json-rows.ts';
import { NOTIFICATION_PUSH_PREFERENCE, type TNotificationType } from '@caps/domain';
import type { Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { notifications, pushPreferences, users } from '../../db/schema.ts';
import type { TNotificationMessage } from './notification-messages.ts';
import { messageIn } from './notification-texts.ts';

/** A notification to write: what it says as a message (its English `text` is written from it). */
export type NewNotification = {
  userId: string;
  type: TNotificationType;
  message: TNotificationMessage;
  gameId?: string | null;
  date?: Date;
};

/** A stored notification; `message` is null on rows of no shape the backfill (migration 0016) knew. */
export type NotificationRow = Omit<typeof notifications.$inferSelect, 'message'> & {
  message: TNotificationMessage | null;
};

/** The push_preferences column whose setting governs a kind's push (domain NOTIFICATION_PUSH_PREFERENCE), or null. */
const pushPreferenceColumn = (type: TNotificationType): string | null => {
  const key = NOTIFICATION_PUSH_PREFERENCE[type];
  return key === null ? null : pushPreferences[key].name;
};

/**
 * The SQL of the insert of some notifications, to execute or to join a statement of several writes (the settlement's,
 * which decides a pending game); none for no rows. Each row's English `text` is written from its message, and each
 * notice carries the column of the push setting that governs it, which the insert trigger reads to queue its pushes.
 * The one place a notification's row is shaped; `insertNotifications` executes it.
 */
export function notificationsInsertSql(rows: readonly NewNotification[]): SQL[] {
  if (rows.length === 0) return [];
  return [
    insertJson(
      notifications,
      rows.map((row) => ({
        id: newId(),
        ...row,
        text: messageIn(row.message, 'en'),
        pushPreference: pushPreferenceColumn(row.type),
      })),
    ),
  ];
}

/** Executes the insert of some notifications (`notificationsInsertSql`) in the caller's transaction. */
export async function insertNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<void> {
  for (const insert of notificationsInsertSql(rows)) await tx.execute(insert);
}

/**
 * Rewords a game's notifications of one type to `message`, and gives them another type when `retype` is set (a
 * withdrawn game's requests become GAME_WITHDRAWN and say so), in the caller's transaction.
 */
export async function rewordNotifications(
  tx: Tx,
  gameId: string,
  type: TNotificationType,
  message: TNotificationMessage,
  retype?: TNotificationType,
): Promise<void> {
  await tx
    .update(notifications)
    .set({ text: messageIn(message, 'en'), message, type: retype ?? type })
    .where(and(eq(notifications.gameId, gameId), eq(notifications.type, type)));
}

// Only the writers above (and the migration's backfill) store a message, each a TNotificationMessage.
const asRow = (row: typeof notifications.$inferSelect): NotificationRow => ({
  ...row,
  message: row.message as TNotificationMessage | null,
});

/** The newest notifications of a user, newest first; nothing is deleted. */
export async function findNotifications(tx: Tx, userId: string, limit: number): Promise<NotificationRow[]> {
  const rows = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(descNullsLast(notifications.date), desc(notifications.id))
    .limit(limit);
  return rows.map(asRow);
}

/** The language a user chose (null: not chosen). */
export async function findUserLanguage(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

/** Marks one of the owner's notifications seen; undefined when it is not theirs or does not exist. */
export async function markNotificationSeen(tx: Tx, id: string, userId: string): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row && asRow(row);
}
