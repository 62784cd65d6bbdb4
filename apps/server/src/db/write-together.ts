import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
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
 * `writeTogether` behind a claim: `claim` (a conditional write with RETURNING) runs first, so its row locks come
 * first, and tells whether it changed anything. The others have run either way: on false, throw to roll back.
 */
export async function claimTogether(tx: Tx, claim: SQL, rest: readonly SQL[]): Promise<boolean> {
  const result = await executeNamed<{ n: number }>(tx, sql`with ${ctes([claim, ...rest])} select count(*)::int as n from w0`);
  return Number(result.rows[0]?.n ?? 0) > 0;
}

function ctes(statements: readonly SQL[]): SQL {
  return sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
}
