/**
 * A digest of every table's content: a refused request must leave it unchanged. Rate-limit counters are bookkeeping
 * that every request on a limited route moves (on PostgreSQL they live in a table), so they are left out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

export async function databaseDigest(db: Db): Promise<string> {
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'rate_limits' order by tablename`)) as unknown as { rows: Array<{ tablename: string }> };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const res = (await db.execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${sql.identifier(tablename)} t`)) as unknown as {
      rows: Array<{ h: string; n: number }>;
    };
    parts.push(`${tablename}:${res.rows[0]?.n}:${res.rows[0]?.h}`);
  }
  return parts.join('\n');
}
