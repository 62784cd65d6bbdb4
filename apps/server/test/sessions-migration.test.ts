/**
 * Migration 0008 (sessions) applies to a database that already has users and refresh tokens of the old, opaque kind,
 * on PGlite and on PostgreSQL: the old tokens go (they can no longer be presented) and sign-in works afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_DIR, migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { scratchPostgres } from './support/process.ts';
import { testConfig } from './support/app.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The migrations folder as it was before 0008. */
function migrationsBefore0008(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx < 8);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function open(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(undefined);
  const scratch = await scratchPostgres(url);
  cleanups.push(scratch.drop);
  return openPostgres(scratch.url);
}

describe('migration 0008 (sessions)', () => {
  it('applies to a database with users and old refresh tokens, after which sign-in and refresh work', async () => {
    const database = await open();
    cleanups.push(() => database.close());
    const before = migrationsBefore0008();
    if (database.kind === 'pglite') await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: before });
    else await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: before });
    await database.db.execute(
      sql`insert into users (id, username, email, password_hash, avatar_hash) values ('00000000-0000-4000-8000-0000000000aa', 'old_timer', 'old@example.com', 'x', 'y')`,
    );
    await database.db.execute(
      sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at, rotated_at) values ('00000000-0000-4000-8000-0000000000aa', gen_random_uuid(), 'h1', now() + interval '1 day', null), ('00000000-0000-4000-8000-0000000000aa', gen_random_uuid(), 'h2', now() + interval '1 day', now())`,
    );

    await migrateDatabase(database);

    const left = await database.db.execute(sql`select count(*)::int as n from refresh_tokens`);
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    const app = await buildApp({ config: testConfig(), database, logger: false });
    cleanups.push(() => app.close());
    await app.ready();
    const password = 'password1';
    expect((await app.inject({ method: 'POST', url: '/api/users', payload: { username: 'new_timer', email: 'new@example.com', password, repeatPassword: password } })).statusCode).toBe(201);
    const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const signedIn = await app.inject({ method: 'POST', url: '/api/login', ...form({ username: 'new_timer', password }) });
    expect(signedIn.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: signedIn.json().refreshToken }) })).statusCode).toBe(200);
  }, 120_000);
});
