/**
 * Instances started together on a new PostgreSQL database migrate it once between them (issue 20 item 5): without a
 * lock, both ran CREATE EXTENSION pg_trgm and one crashed on a duplicate key.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPostgres, type Database } from '../src/db/client.ts';
import { recordFigure } from './support/figures.ts';
import { scratchPostgres } from './support/process.ts';

const url = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('run by several instances at the same moment on an empty database, succeed on each, every time', async () => {
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const scratch = await scratchPostgres(url ?? '');
      const instances: Database[] = [
        openPostgres(scratch.url, 2),
        openPostgres(scratch.url, 2),
        openPostgres(scratch.url, 2),
      ];
      cleanups.push(async () => {
        for (const d of instances) await d.close().catch(() => undefined);
        await scratch.drop();
      });
      const outcomes = await Promise.allSettled(instances.map((d) => migrateDatabase(d)));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const first = instances[0];
      if (!first) throw new Error('no instance');
      const applied = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const [row] = (applied as unknown as { rows: Array<{ n: number }> }).rows;
      expect(row?.n).toBeGreaterThan(0);
      // Once migrated, a later start finds nothing to do and still succeeds.
      await migrateDatabase(first);
      const again = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((again as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(row?.n);
      for (const d of instances) await d.close();
      cleanups.pop();
      await scratch.drop();
    }
    recordFigure('instances migrating one empty database at once, all succeeded', rounds * 3);
  });
});
