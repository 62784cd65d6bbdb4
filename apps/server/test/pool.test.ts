/** The PostgreSQL pool keeps a connection whose statement PostgreSQL refused (the write path refuses some on purpose). */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/client.ts';
import { executeNamed } from '../src/db/named.ts';
import { ClaimLost, claimTogether } from './support/settlement.ts';
import { createTestDatabase } from './support/db.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  let migrated: Database;
  let single: Database;
  beforeAll(async () => {
    // A migrated scratch database (the claim's check function lives in a migration), read through a pool of one connection.
    migrated = await createTestDatabase();
    const name =
      (
        (await migrated.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: Array<{ name: string }>;
        }
      ).rows[0]?.name ?? '';
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    single = openPostgres(target.toString(), 1);
  });
  afterAll(async () => {
    await single.close();
    await migrated.close();
  });

  const backend = async () =>
    ((await single.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> })
      .rows[0]?.pid;

  it('a lost claim, a refused statement and a unique key leave the connection (and its named statements) in the pool', async () => {
    const before = await backend();
    // A claim that changes no row: the statement fails on purpose, as a repost or a second decision does.
    await expect(claimTogether(single.db, sql`select 1 as claimed where false`, [])).rejects.toBeInstanceOf(ClaimLost);
    await expect(single.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    const key = `pool-test:${crypto.randomUUID()}`;
    await single.db.execute(sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now())`);
    await expect(
      single.db.execute(sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now())`),
    ).rejects.toThrow();
    expect(await backend()).toBe(before);
    // The connection is usable, and a named statement prepared before the refusals still runs on it.
    await expect(claimTogether(single.db, sql`select 1 as claimed`, [])).resolves.toBeUndefined();
    expect(await backend()).toBe(before);
  });

  it('runs a statement of executeNamed as a named statement, parsed once on the connection', async () => {
    const statement = sql`select ${'pool-test'}::text as said, count(*)::int as n from rate_limits where key = ${'none'}`;
    const first = await executeNamed<{ said: string; n: number }>(single.db, statement);
    await executeNamed(
      single.db,
      sql`select ${'pool-test'}::text as said, count(*)::int as n from rate_limits where key = ${'none'}`,
    );
    expect(first.rows).toEqual([{ said: 'pool-test', n: 0 }]);
    const prepared = await single.db.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where statement like '%pool-test%' or statement like '%as said%'`,
    );
    expect(prepared.rows.map((r) => r.name)).toEqual([expect.stringMatching(/^named_/)]);
  });
});
