/**
 * A digest of every table's content: a refused request must leave it unchanged. Rate-limit counters are bookkeeping
 * that every request on a limited route moves (on PostgreSQL they live in a table), so they are left out, and so are
 * live events and stream tickets (written by triggers with the changes the other tables show, and pruned by a timer).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

export async function databaseDigest(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('rate_limits', 'live_events', 'event_tickets') order by tablename`,
  )) as unknown as {
    rows: Array<{ tablename: string }>;
  };
  if (tables.rows.length === 0) return '';
  // One statement for every table: the fuzzers take a digest after each of thousands of requests.
  const parts = tables.rows.map(
    ({ tablename }) =>
      sql`select ${tablename}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${sql.identifier(tablename)} t`,
  );
  const res = (await db.execute(sql`${sql.join(parts, sql` union all `)} order by 1`)) as unknown as {
    rows: Array<{ name: string; h: string; n: number }>;
  };
  return res.rows.map((r) => `${r.name}:${r.n}:${r.h}`).join('\n');
}
