/**
 * The settlement module: every write of results goes through here, under one concurrency model (written down in
 * docs/ARCHITECTURE.md, "Writes and their concurrency model").
 *
 * - Deciding a pending game (accept, reject, auto-accept): `settleUntilLanded` + `claimSettlement`, one statement
 *   (`claimTogether` below says why this path alone writes that way).
 * - A tournament result, accepted as it is stored: `lockSettlementKeys` in the tournament's transaction.
 * - Voiding or correcting an accepted game: `changeHistory` (replay.ts), which replays what came after it.
 * - Reopening a tournament match: `changeHistory` too, the games of the match and of what depended on it voided
 *   at once, after the tournament's row lock that decides them.
 * - The full recompute: `rebuildLeague` (recompute.ts), under `lockWholeLeague`.
 *
 * What a settlement reads of a player or team (stats, achievements held, last game) is guarded by their league
 * version (users.league_version, teams.league_version): every write of a player's or team's projection moves it on,
 * and a settlement computed from a read lands only if the versions are still as read. So an acceptance that read a
 * player before a void or a correction of their history can never land on top of it.
 *
 * Locks are PostgreSQL advisory locks held to the end of the transaction:
 * - one per player and team (`SETTLEMENT_LOCKS`, the id's `hashtext`: a collision only serialises two strangers);
 * - one for the whole league (`WHOLE_LEAGUE`): every settlement holds it shared; a full rebuild, or a replay that
 *   reaches too many players to lock one by one, holds it exclusive.
 *
 * 1. Optimistic, the common case: one read and one statement, no transaction. The statement also *tries* the shared
 *    locks of the league and of its players and teams (`pg_try_advisory_xact_lock_shared`, which never waits): if a
 *    serialised settlement or a replay holds or waits for one, or a guard finds its row changed, it fails whole
 *    (`StaleRead`) and nothing lands.
 * 2. Serialised, after a stale read: a transaction that takes the league's lock shared and the exclusive locks of its
 *    players and teams (`lockSettlementKeys`, in key order, waiting), then reads and writes. While it holds them no
 *    other settlement of those players lands, so its guards hold and it lands; only a deadlock (detected by
 *    PostgreSQL) sends it round again (`retryOnConflict`).
 * 3. A replay (void, correction) locks like a serialised settlement, every player and team whose history it rewrites,
 *    reading again after each lock until the set is complete; past `REPLAY_LIMITS.keysLocked` it takes the whole league
 *    and replays the points of the changed game's type far back, streamed (replay-engine.ts, scope `farBack`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import { retryOnConflict, StaleRead } from '../../db/retry.ts';
import { postgresCode } from '../../platform/error-handler.ts';

const SETTLEMENT_LOCKS = 0x5e771e; // the advisory lock namespace (classid) of players' and teams' locks
const WHOLE_LEAGUE = sql.raw(`${0x5e771f}, 0`); // the one lock of the whole league (classid, objid)

/**
 * Where a replay changes its scope (replay.ts, replay-engine.ts): past `keysLocked` players and teams reached, or
 * `gamesKeyed` games after the changed one, it locks the whole league rather than each of them and replays the points
 * of the changed game's type far back, streamed (scope `farBack`). With `everything`, a change replays the full
 * recompute's scope. Tests change them to run every way on a small league; nothing else does.
 */
export const REPLAY_LIMITS = { keysLocked: 2000, gamesKeyed: 5000, everything: false };

/** Takes the league's lock shared and the exclusive locks of some players and teams, held to the end of `tx`. */
export async function lockSettlementKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  await executeNamed(
    tx,
    sql`select pg_advisory_xact_lock_shared(${WHOLE_LEAGUE}), (select count(pg_advisory_xact_lock(${sql.raw(String(SETTLEMENT_LOCKS))}, h)) from (select distinct hashtext(k) as h from jsonb_array_elements_text(${JSON.stringify([...keys])}::jsonb) k order by h) s)`,
  );
}

/** Takes the whole league's lock exclusive: no settlement lands until `tx` ends. */
export async function lockWholeLeague(tx: Tx): Promise<void> {
  await executeNamed(tx, sql`select pg_advisory_xact_lock(${WHOLE_LEAGUE})`);
}

/** The optimistic statement's condition: no serialised settlement or replay holds (or waits for) its locks. */
function freeOfSettlements(keys: readonly string[]): SQL {
  return sql`pg_try_advisory_xact_lock_shared(${WHOLE_LEAGUE}) and (select bool_and(pg_try_advisory_xact_lock_shared(${sql.raw(String(SETTLEMENT_LOCKS))}, hashtext(k))) from jsonb_array_elements_text(${JSON.stringify([...keys])}::jsonb) k)`;
}

/** `lock` is null on the optimistic path; on the serialised one it takes the keys' locks (call it before reading). */
export type SettlementLock = ((keys: readonly string[]) => Promise<void>) | null;

/**
 * A write of the settlement statement that must change exactly `rows` rows, or the data it was computed from has
 * changed since it was read: a conditional update or upsert (`... where <the row is as read> returning 1`). Only the
 * settlement's builders (settle.ts and the repositories it calls) make them.
 */
export type Guarded = { guarded: SQL; rows: number };

/** The claim found its row already taken (another caller decided first). Nothing was written. */
class ClaimLost extends Error {
  constructor() {
    super('The claim found the row already decided');
  }
}

/**
 * Claims a decision with the writes it brings, in one statement (`claimTogether`); false when the claim found its row
 * already decided (nothing was written). On the optimistic path (`lock` null) with `keys`, the statement also
 * requires those players and teams free of serialised settlements and replays.
 */
export async function claimSettlement(
  tx: Tx,
  lock: SettlementLock,
  claim: SQL,
  writes: ReadonlyArray<SQL | Guarded>,
  keys: readonly string[],
): Promise<boolean> {
  try {
    await claimTogether(tx, claim, writes, !lock && keys.length ? [freeOfSettlements(keys)] : []);
    return true;
  } catch (err) {
    if (err instanceof ClaimLost) return false;
    throw err;
  }
}

/**
 * Why deciding a pending game is one statement and nothing else is: an acceptance writes a dozen rows (the claim,
 * stats of two to four players and teams, their season ladder, lines, last game, requests, notices, awards, the
 * trail). Executed one by one in a transaction, that is a dozen round trips and a transaction held open across them
 * on every acceptance, the write path's hot spot; here it is one round trip and no transaction. The guards make the
 * optimistic read safe without one: the statement lands only if every row it was computed from is still as read.
 * Measured side by side (200 acceptances each way, alternating, in one run on this machine under load, 29 Nov 2026):
 * on PostgreSQL 12.6 ms an acceptance in this statement against 22.8 ms in a transaction of the same writes executed
 * one by one (22.3 against 55.1 ms in a busier run), on the embedded database 113 against 191 ms: 1.7 to 2.5 times
 * dearer, on the path bench/RESULTS.md's write-mix budget (300 accepted games/s) measures.
 * Everything else executes its writes in a transaction (docs/ARCHITECTURE.md, "Writes and their concurrency model").
 *
 * The writes become data-modifying CTEs of one statement, which PostgreSQL runs to completion and atomically. They
 * share one snapshot: none sees what another writes, so never combine two writes of the same row, nor a write with a
 * read of what another one writes; foreign keys are checked at the end of the statement, so a parent and its children
 * may be inserted together. Pass statements as `builder.getSQL()`: a query builder is thenable, and an `await` of one
 * would run it on its own. `claim` (a conditional write with RETURNING) must change a row, and every guarded write
 * its number of rows, or the statement fails as a whole (`caps_settle_check`, migration 0006, raises) and this throws
 * `ClaimLost` or `StaleRead`. `conditions` are more boolean expressions it must find true (the try-locks above). It
 * runs named (`executeNamed`): its text depends only on which writes it combines, not on the rows.
 */
async function claimTogether(
  tx: Tx,
  claim: SQL,
  writes: ReadonlyArray<SQL | Guarded>,
  conditions: readonly SQL[],
): Promise<void> {
  const statements = [claim, ...writes.map((w) => ('guarded' in w ? w.guarded : w))];
  const guards = writes.flatMap((w, i) =>
    'guarded' in w ? [sql`(select count(*) from ${sql.raw(`w${i + 1}`)}) = ${sql.raw(String(w.rows))}`] : [],
  );
  guards.push(...conditions);
  const fresh = guards.length ? sql.join(guards, sql` and `) : sql`true`;
  const ctes = sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
  try {
    await executeNamed(tx, sql`with ${ctes} select caps_settle_check((select count(*) from w0) > 0, ${fresh})`);
  } catch (err) {
    const code = postgresCode(err);
    if (code === 'CL001') throw new ClaimLost();
    // A deadlock aborts the whole statement too: nothing landed, so it is retried like a stale read.
    if (code === 'CL002' || code === '40P01') throw new StaleRead();
    throw err;
  }
}

/**
 * Runs a settlement until it lands: once optimistically on `db` (lock null), then, while it reads stale data, in a
 * transaction with `lock` given (`retryOnConflict`, the house's one retry). Any other error (a 409 for a game already
 * decided) ends it. `attempt` must read afresh each time and call `lock` with its keys before reading the stats.
 */
export async function settleUntilLanded<T>(db: Db, attempt: (tx: Tx, lock: SettlementLock) => Promise<T>): Promise<T> {
  return retryOnConflict((round) =>
    round === 1 ? attempt(db, null) : db.transaction((tx) => attempt(tx, (keys) => lockSettlementKeys(tx, keys))),
  );
}
