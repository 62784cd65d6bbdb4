/** Queries of web push: devices (`push_subscriptions`), preferences and the send queue (migration 0011_web_push). */
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LIMITS, PUSH_PREFERENCE_KEYS, type TPushPreferences, type TPushSettings } from '@caps/domain';
import type { Db, Tx } from '../../db/client.ts';
import { messageIn, type TNotificationMessage } from '../notifications/index.ts';
import {
  pushPreferences,
  pushQueue,
  pushSubscriptions,
  pushTournamentChecks,
  pushTournamentReady,
  teams,
  tournaments,
  users,
} from '../../db/schema.ts';

const ALL_ON: TPushPreferences = {
  acceptRequest: true,
  decided: true,
  achievement: true,
  tournamentMatch: true,
  corrections: true,
};

/**
 * Adds a device, or updates it (a browser signed in as someone else now belongs to the caller; each session sends
 * its subscription again, which makes it the newest). An account keeps its `LIMITS.pushDevices` newest devices:
 * the oldest go, so no account turns one notification into more pushes than that.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: sql`now()` },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(LIMITS.pushDevices);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Removes one of the user's devices by its endpoint. */
export async function removeSubscription(tx: Tx, userId: string, endpoint: string): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function savePreferences(tx: Tx, userId: string, preferences: TPushPreferences): Promise<void> {
  await tx
    .insert(pushPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: preferences });
}

/** The user's preferences (all on without a row) and number of devices. */
export async function findSettings(tx: Tx, userId: string): Promise<TPushSettings> {
  const [row] = await tx.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  const [devices] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const preferences = row
    ? (Object.fromEntries(PUSH_PREFERENCE_KEYS.map((key) => [key, row[key]])) as TPushPreferences)
    : ALL_ON;
  return { ...preferences, devices: Number(devices?.n ?? 0) };
}

export type DuePush = {
  id: string;
  kind: string;
  text: string;
  /** The notification's message (null: written before migration 0016 in no shape its backfill knew). */
  message: TNotificationMessage | null;
  gameId: string | null;
  gameType: string | null;
  url: string | null;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The player's language (null: not chosen, English). */
  language: string | null;
};

/** At most this many pushes of one account in one claim (its devices for one notification). */
const PER_ACCOUNT_PER_CLAIM = LIMITS.pushDevices;

/**
 * Leases due pushes with an atomic claim (SKIP LOCKED), so several servers never send one twice at once: each is
 * put off by 5 minutes and counted as an attempt until it is sent or rescheduled. Accounts take turns: each
 * account's oldest push first, then each one's second, and at most PER_ACCOUNT_PER_CLAIM of one account, so an
 * account with a long queue (many devices, a host that never answers) never keeps others' pushes waiting. The
 * locking select checks again that the row is due, so a row another server claimed meanwhile is left alone.
 */
export async function claimDuePushes(db: Db, batch: number, maxAttempts: number): Promise<DuePush[]> {
  const { rows } = await db.execute<DuePush>(sql`
    with ranked as (
      select q.id, q.next_attempt_at, row_number() over (partition by s.user_id order by q.next_attempt_at, q.id) as turn
      from ${pushQueue} q join ${pushSubscriptions} s on s.id = q.subscription_id
      where q.next_attempt_at <= now() and q.attempts < ${maxAttempts}),
    due as (
      update ${pushQueue} set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
      where id in (
        select id from ${pushQueue}
        where id in (select id from ranked where turn <= ${PER_ACCOUNT_PER_CLAIM} order by turn, next_attempt_at limit ${batch})
          and next_attempt_at <= now() and attempts < ${maxAttempts}
        for update skip locked)
      returning id, kind, text, message, game_id, game_type, url, attempts, subscription_id)
    select due.id, due.kind, due.text, due.message, due.game_id as "gameId", due.game_type as "gameType", due.url, due.attempts,
      due.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth, u.language
    from due join ${pushSubscriptions} s on s.id = due.subscription_id join ${users} u on u.id = s.user_id`);
  return rows;
}

export async function deletePushes(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushQueue).where(inArray(pushQueue.id, ids));
}

/** A device the push service says is gone (404/410): it and its queued pushes are deleted. */
export async function deleteSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function reschedulePush(db: Db, id: string, at: Date, error: string): Promise<void> {
  await db
    .update(pushQueue)
    .set({ nextAttemptAt: at, lastError: error.slice(0, 500) })
    .where(eq(pushQueue.id, id));
}

/** Takes up to `batch` noted tournament changes (each taken once, whichever server takes it). */
export async function claimTournamentChecks(db: Db, batch: number): Promise<string[]> {
  const { rows } = await db.execute<{ tournamentId: string }>(sql`
    delete from ${pushTournamentChecks}
    where id in (select id from ${pushTournamentChecks} limit ${batch} for update skip locked)
    returning tournament_id as "tournamentId"`);
  return rows.map((r) => r.tournamentId);
}

/** The tournament columns the ready-match push needs (read only: the tournaments feature owns the row). */
export async function findTournamentForPush(db: Db, id: string) {
  const [row] = await db
    .select({
      name: tournaments.name,
      gameType: tournaments.gameType,
      seeded: tournaments.seeded,
      finished: tournaments.finished,
      bracket: tournaments.bracket,
    })
    .from(tournaments)
    .where(eq(tournaments.id, id));
  return row;
}

/** The players of these teams (read only). */
export async function teamPlayerIds(db: Db, teamIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ a: teams.player1Id, b: teams.player2Id })
    .from(teams)
    .where(inArray(teams.id, teamIds));
  return rows.flatMap((r) => [r.a, r.b]);
}

/** Records that this entry's pair was told; false when it already was. */
export async function markMatchReady(
  db: Db,
  tournamentId: string,
  coordinate: number,
  competitor1Id: string,
  competitor2Id: string,
): Promise<boolean> {
  const rows = await db
    .insert(pushTournamentReady)
    .values({ tournamentId, coordinate, competitor1Id, competitor2Id })
    .onConflictDoNothing()
    .returning({ coordinate: pushTournamentReady.coordinate });
  return rows.length > 0;
}

/** Queues a ready-match push to every device of these players that wants it. */
export async function queueTournamentPush(
  db: Db,
  userIds: string[],
  push: { message: TNotificationMessage; url: string },
): Promise<void> {
  if (userIds.length === 0) return;
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .where(and(inArray(pushSubscriptions.userId, userIds), sql`coalesce(${pushPreferences.tournamentMatch}, true)`));
  if (devices.length > 0)
    await db.insert(pushQueue).values(
      devices.map((d) => ({
        subscriptionId: d.id,
        kind: 'TOURNAMENT_MATCH',
        text: messageIn(push.message, 'en'),
        message: push.message,
        url: push.url,
      })),
    );
}
