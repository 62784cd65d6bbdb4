import { sql, type SQL } from 'drizzle-orm';
import { postgresCode } from '../platform/error-handler.ts';
import type { Tx } from './client.ts';
import { executeNamed } from './named.ts';
import { StaleRead } from './retry.ts';

/**
 * Several writes in one round trip: each becomes a data-modifying CTE of a single statement, which PostgreSQL runs
 * to completion and atomically. A request that used to make one round trip per write makes one in all (on a busy
 * server, round trips are what the CPU spends its time on).
 *
 * All statements share one snapshot: none sees what another writes, so never combine two writes of the same row,
 * nor a write with a read of what another one writes. Foreign keys are checked at the end of the statement, so a
 * parent and its children may be inserted together.
 *
 * The statement runs named (`executeNamed`): its text depends only on which writes it combines, not on the rows.
 *
 * Pass statements as `builder.getSQL()`: a query builder is thenable, and an `await` or an async `return` of one
 * would run it on its own.
 */
export async function writeTogether(tx: Tx, statements: readonly SQL[]): Promise<void> {
  if (statements.length > 0) await executeNamed(tx, sql`with ${ctes(statements)} select 1`);
}

/**
 * A write that must change exactly `rows` rows, or the data it was computed from has changed since it was read: a
 * conditional update or upsert (`... where <the row is as read> returning 1`).
 */
export type Guarded = { guarded: SQL; rows: number };

/** The claim found its row already taken (another caller decided first). Nothing was written. */
export class ClaimLost extends Error {
  constructor() {
    super('The claim found the row already decided');
  }
}

/**
 * `writeTogether` behind a claim, all or nothing without a transaction: `claim` (a conditional write with RETURNING)
 * must change a row, and every guarded write its number of rows, or the statement fails as a whole (the function of
 * migration 0006 raises) and throws `ClaimLost` or `StaleRead`. Guards make an optimistic read safe: compute the
 * writes from rows read before, and the statement only lands if those rows are still as read. `conditions` are more
 * boolean expressions the statement must find true (the settlement module's try-locks, features/league/settlement.ts).
 */
export async function claimTogether(
  tx: Tx,
  claim: SQL,
  writes: ReadonlyArray<SQL | Guarded>,
  conditions: readonly SQL[] = [],
): Promise<void> {
  const statements = [claim, ...writes.map((w) => ('guarded' in w ? w.guarded : w))];
  const guards = writes.flatMap((w, i) =>
    'guarded' in w ? [sql`(select count(*) from ${sql.raw(`w${i + 1}`)}) = ${sql.raw(String(w.rows))}`] : [],
  );
  guards.push(...conditions);
  const fresh = guards.length ? sql.join(guards, sql` and `) : sql`true`;
  try {
    await executeNamed(
      tx,
      sql`with ${ctes(statements)} select caps_settle_check((select count(*) from w0) > 0, ${fresh})`,
    );
  } catch (err) {
    const code = postgresCode(err);
    if (code === 'CL001') throw new ClaimLost();
    // A deadlock aborts the whole statement too: nothing landed, so it is retried like a stale read.
    if (code === 'CL002' || code === '40P01') throw new StaleRead();
    throw err;
  }
}

function ctes(statements: readonly SQL[]): SQL {
  return sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
}
