/**
 * Migration 0008 (sessions) applies to a database that already has users and refresh tokens of the old, opaque kind,
 * on PGlite and on PostgreSQL: the old tokens go (they can no longer be presented) and sign-in works afterwards.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { migrateDatabase } from '../src/db/client.ts';
import { useOldDatabases } from './support/old-database.ts';
import { testConfig } from './support/app.ts';

const databases = useOldDatabases();

describe('migration 0008 (sessions)', () => {
  it('applies to a database with users and old refresh tokens, after which sign-in and refresh work', async () => {
    const database = await databases.before(8);
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
    databases.afterAll(() => app.close());
    await app.ready();
    const password = 'password1';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { username: 'new_timer', email: 'new@example.com', password, repeatPassword: password },
        })
      ).statusCode,
    ).toBe(201);
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: 'new_timer', password }),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/refresh',
          ...form({ refreshToken: signedIn.json().refreshToken }),
        })
      ).statusCode,
    ).toBe(200);
  }, 120_000);
});
