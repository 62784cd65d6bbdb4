/**
 * Databases as they stood before a migration, for the tests that migrate old data (`*-migration.test.ts`): PGlite, or a
 * scratch PostgreSQL database when DATABASE_URL is set, migrated up to the migration before `idx`. The test inserts
 * its old rows, then runs the rest (`migrateDatabase`). Everything is closed and dropped after the file's tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR, openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { scratchPostgres } from './process.ts';

export function useOldDatabases(): {
  before: (idx: number) => Promise<Database>;
  afterAll: (cleanup: () => Promise<unknown>) => void;
} {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The migrations folder as it was before migration `idx`. */
  const migrationsBefore = (idx: number): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-migrations-'));
    fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
    journal.entries = journal.entries.filter((e) => e.idx < idx);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  return {
    async before(idx: number): Promise<Database> {
      const url = process.env.DATABASE_URL;
      let database: Database;
      if (url) {
        const scratch = await scratchPostgres(url);
        cleanups.push(scratch.drop);
        database = openPostgres(scratch.url);
      } else database = await openPglite(undefined);
      cleanups.push(() => database.close());
      const migrationsFolder = migrationsBefore(idx);
      if (database.kind === 'pglite')
        await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
      else await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
      return database;
    },
    afterAll: (cleanup) => void cleanups.push(cleanup),
  };
}
