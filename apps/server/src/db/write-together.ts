import { sql, type SQL } from 'drizzle-orm';
import { postgresCode } from '../platform/error-handler.ts';
import { Conflict } from '../platform/errors.ts';
import type { Db, Tx } from './client.ts';
import { executeNamed } from './named.ts';

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

/** A guarded write found its row changed since it was read. Nothing was written; read again and retry. */
export class StaleRead extends Error {
  constructor() {
    super('A guarded write found its row changed since it was read');
  }
}

/**
 * How settlements (acceptances and tournament results) stay correct and all land under contention.
 *
 * A settlement reads the stats of its players and teams, computes the new stats in JS (ratings, achievements), and
 * writes them guarded (`Guarded`: only if each row is still as read). Two paths:
 *
 * 1. Optimistic, the common case: one read and one statement, no transaction (`claimTogether` without a lock). The
 *    statement also takes a *shared* advisory lock per player and team with `pg_try_advisory_xact_lock_shared`,
 *    which never waits: if a serialised settlement (2.) holds or waits for one of them, or a guard finds its row
 *    changed, the statement fails whole (`StaleRead`) and nothing lands.
 * 2. Serialised, after a stale read: a transaction that first takes the *exclusive* advisory locks of its players and
 *    teams (`lockSettlementKeys`, in key order, waiting for them), then reads and writes. While it holds them no
 *    other settlement of those players lands (an optimistic statement's try-lock fails; another serialised one waits),
 *    so its guards hold and it lands; only a deadlock (detected by PostgreSQL) sends it round again. It passes no
 *    keys to `claimTogether`: PostgreSQL refuses a try-lock that would jump its queue of waiters, even to the holder.
 *
 * So a first decision always lands however many others touch the same players, at the cost of one transaction only
 * for the settlements that met contention; a decision that finds the game already decided is still a 409.
 * Keys are the ids' `hashtext` under one namespace: a collision only serialises two unrelated players.
 */
const SETTLEMENT_LOCKS = 0x5e771e; // the advisory lock namespace (classid) of settlements

/** The exclusive advisory locks of some players and teams, held to the end of the transaction `tx` (serialised path). */
export async function lockSettlementKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  await executeNamed(
    tx,
    sql`select count(pg_advisory_xact_lock(${sql.raw(String(SETTLEMENT_LOCKS))}, h)) from (select distinct hashtext(k) as h from jsonb_array_elements_text(${JSON.stringify([...keys])}::jsonb) k order by h) s`,
  );
}

/**
 * `writeTogether` behind a claim, all or nothing without a transaction: `claim` (a conditional write with RETURNING)
 * must change a row, and every guarded write its number of rows, or the statement fails as a whole (the function of
 * migration 0006 raises) and throws `ClaimLost` or `StaleRead`. Guards make an optimistic read safe: compute the
 * writes from rows read before, and the statement only lands if those rows are still as read. `keys` (the players
 * and teams whose stats it writes) must also be free of a serialised settlement (see above).
 */
export async function claimTogether(tx: Tx, claim: SQL, writes: ReadonlyArray<SQL | Guarded>, keys: readonly string[] = []): Promise<void> {
  const statements = [claim, ...writes.map((w) => ('guarded' in w ? w.guarded : w))];
  const guards = writes.flatMap((w, i) => ('guarded' in w ? [sql`(select count(*) from ${sql.raw(`w${i + 1}`)}) = ${sql.raw(String(w.rows))}`] : []));
  if (keys.length) {
    guards.push(
      sql`(select bool_and(pg_try_advisory_xact_lock_shared(${sql.raw(String(SETTLEMENT_LOCKS))}, hashtext(k))) from jsonb_array_elements_text(${JSON.stringify([...keys])}::jsonb) k)`,
    );
  }
  const fresh = guards.length ? sql.join(guards, sql` and `) : sql`true`;
  try {
    await executeNamed(tx, sql`with ${ctes(statements)} select caps_settle_check((select count(*) from w0) > 0, ${fresh})`);
  } catch (err) {
    const code = postgresCode(err);
    if (code === 'CL001') throw new ClaimLost();
    // A deadlock aborts the whole statement too: nothing landed, so it is retried like a stale read.
    if (code === 'CL002' || code === '40P01') throw new StaleRead();
    throw err;
  }
}

/** Serialised attempts before giving up (see `settleUntilLanded`). */
const SERIALISED_ROUNDS = 100;

/** `lock` is null on the optimistic path; on the serialised one it takes the keys' exclusive locks (call it before reading). */
export type SettlementLock = ((keys: readonly string[]) => Promise<void>) | null;

/**
 * Runs a settlement until it lands (see the concurrency model above): once optimistically on `db` (lock null), then,
 * while it reads stale data, in a transaction with `lock` given. Any other error (a 409 for a game already decided)
 * ends it. `attempt` must read afresh each time and call `lock` with its keys before reading the stats.
 */
export async function settleUntilLanded<T>(db: Db, attempt: (tx: Tx, lock: SettlementLock) => Promise<T>): Promise<T> {
  try {
    return await attempt(db, null);
  } catch (err) {
    if (!(err instanceof StaleRead)) throw err;
  }
  for (let round = 1; ; round++) {
    try {
      return await db.transaction((tx) => attempt(tx, (keys) => lockSettlementKeys(tx, keys)));
    } catch (err) {
      if (!(err instanceof StaleRead)) throw err;
      // Only a deadlock (or a rebuild of the league running at that moment) gets here, never a hundred times but
      // through a bug: then a 409 that changed nothing rather than a request that never ends.
      if (round >= SERIALISED_ROUNDS) throw new Conflict('Too many changes to the same players at once, try again');
      // A short random pause lets the other side finish first.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(100, 5 * round)));
    }
  }
}

/**
 * Runs `attempt` again while it throws `StaleRead` (each attempt reads afresh), at most `times` times in all; then
 * answers 409, as for any write that lost a race (nothing was written).
 */
export async function retryStale<T>(attempt: () => Promise<T>, times = 16): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof StaleRead)) throw err;
      if (i >= times) throw new Conflict('Too many changes to the same players at once, try again');
    }
  }
}

function ctes(statements: readonly SQL[]): SQL {
  return sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
}
