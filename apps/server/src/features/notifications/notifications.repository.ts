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
 * The insert of some notifications (their English `text` written from the message). Each notice carries the column of
 * the push setting that governs it, which the insert trigger reads to queue its pushes.
 */
function insertOf(rows: readonly NewNotification[]): SQL {
  return insertJson(
    notifications,
    rows.map((row) => ({
      id: newId(),
      ...row,
      text: messageIn(row.message, 'en'),
      pushPreference: pushPreferenceColumn(row.type),
    })),
  );
}

/** Writes some notifications in the caller's transaction (nothing for no rows). */
export async function insertNotifications(tx: Tx, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length > 0) await tx.execute(insertOf(rows));
}

/**
 * The insert of some notifications for the settlement's one statement, which decides a pending game
 * (features/league/settlement.ts); none for no rows. Everything else writes them with `insertNotifications`.
 */
export function notificationsInsert(rows: NewNotification[]): SQL[] {
  return rows.length > 0 ? [insertOf(rows)] : [];
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
