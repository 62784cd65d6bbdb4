/** Queries of live events and stream tickets (tables `live_events`, `event_tickets`; migration 0010_live_events). */
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventTickets, liveEvents } from '../../db/schema.ts';

export type EventRow = { id: number; userId: string | null; type: string; data: unknown };

const columns = { id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data };

/** Events after `afterId` (and the missing ids `gaps`, which a transaction still running may yet commit), oldest first. */
export function readEventsAfter(tx: Tx, afterId: number, gaps: readonly number[], limit: number): Promise<EventRow[]> {
  const after = gt(liveEvents.id, afterId);
  return tx
    .select(columns)
    .from(liveEvents)
    .where(gaps.length > 0 ? or(after, inArray(liveEvents.id, [...gaps])) : after)
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The events of the last `seconds`, oldest first, and the newest id there is (0 when none was ever written). */
export async function readRecentEvents(
  tx: Tx,
  seconds: number,
  limit: number,
): Promise<{ rows: EventRow[]; newest: number }> {
  const rows = await tx
    .select(columns)
    .from(liveEvents)
    .where(gt(liveEvents.at, sql`now() - make_interval(secs => ${seconds})`))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  const [newest] = await tx.select({ id: sql<number>`coalesce(max(${liveEvents.id}), 0)::int8` }).from(liveEvents);
  return { rows, newest: Number(newest?.id ?? 0) };
}

/** Adds an event that no trigger writes (a live game moved), to run in the write's transaction. */
export async function insertEvent(tx: Tx, event: { userId: string | null; type: string; data: object }): Promise<void> {
  await tx.insert(liveEvents).values(event);
}

/** Deletes events older than `seconds` and tickets expired before `now`. */
export async function pruneEvents(tx: Tx, seconds: number, now: Date): Promise<void> {
  await tx.delete(liveEvents).where(lt(liveEvents.at, sql`now() - make_interval(secs => ${seconds})`));
  await tx.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
}

export type TicketHolder = { userId: string; sessionId: string; role: string };

export async function insertTicket(tx: Tx, hash: string, holder: TicketHolder, expiresAt: Date): Promise<void> {
  await tx.insert(eventTickets).values({ hash, ...holder, expiresAt });
}

/** Uses up a ticket that has not expired at `now`: its holder, or undefined (unknown, used or expired). */
export async function redeemTicket(tx: Tx, hash: string, now: Date): Promise<TicketHolder | undefined> {
  const [row] = await tx
    .delete(eventTickets)
    .where(and(eq(eventTickets.hash, hash), gt(eventTickets.expiresAt, now)))
    .returning({ userId: eventTickets.userId, sessionId: eventTickets.sessionId, role: eventTickets.role });
  return row;
}
