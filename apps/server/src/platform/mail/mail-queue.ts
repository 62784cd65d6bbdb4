/** The mail queue: enqueue inside the caller's transaction; a job delivers with retries and backoff. */
import { eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { insertJson } from '../../db/json-rows.ts';
import type { Db, Tx } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import type { TEmail } from './layout.ts';
import type { MailTransport } from './transport.ts';

const MAX_ATTEMPTS = 8;

/** Queues emails in the caller's transaction; they are sent after it commits, never failing the request. */
export async function enqueueMails(tx: Tx, mails: readonly TEmail[]): Promise<void> {
  if (mails.length > 0)
    await tx.execute(
      insertJson(
        mailQueue,
        mails.map((mail) => ({ id: newId(), ...mail })),
      ),
    );
}

/** Queues one email (see `enqueueMails`). */
export async function enqueueMail(tx: Tx, mail: TEmail): Promise<void> {
  await enqueueMails(tx, [mail]);
}

/**
 * Sends due emails. Each row is leased with an atomic claim (SKIP LOCKED), so several servers never send it at once,
 * and sending happens outside any transaction so a slow SMTP server never holds the database.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, batch = 20): Promise<number> {
  const { rows } = await db.execute<TEmail & { id: string; attempts: number }>(sql`
    update ${mailQueue} set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from ${mailQueue}
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
      order by next_attempt_at limit ${batch} for update skip locked)
    returning id, "to", subject, text, html, attempts`);
  const sent: string[] = [];
  for (const row of rows) {
    try {
      await transport.send(row);
      sent.push(row.id);
    } catch (err) {
      const backoffSec = Math.min(3600, 15 * 2 ** row.attempts);
      await db
        .update(mailQueue)
        .set({
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffSec * 1000),
        })
        .where(eq(mailQueue.id, row.id));
    }
  }
  if (sent.length > 0)
    await db.update(mailQueue).set({ sentAt: new Date(), lastError: null }).where(inArray(mailQueue.id, sent));
  return sent.length;
}
