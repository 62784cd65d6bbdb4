import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { executeNamed } from './named.ts';

/**
 * Several writes in one statement, each a data-modifying CTE. Kept only for the replays (features/league/replay.ts and
 * replay-league.ts); removed when the replays execute their writes. Nothing else may use it: repositories execute their
 * own queries, and deciding a pending game has its own statement (features/league/settlement.ts).
 */
export async function writeTogether(tx: Tx, statements: readonly SQL[]): Promise<void> {
  if (statements.length === 0) return;
  const ctes = sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
  await executeNamed(tx, sql`with ${ctes} select 1`);
}
