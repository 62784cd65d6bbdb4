/**
 * The welcome post in the reader's language (issue 37, item 5): the server seeds it with its key, an admin's edit
 * makes it their own words, and migration 0019 gives the key to a welcome post seeded before it, still as seeded.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../src/db/client.ts';
import { seedWelcomePost, WELCOME_POST } from '../src/features/dashboard/index.ts';
import { bearer, buildAdmin, useTestApp } from './support/app.ts';
import { useOldDatabases } from './support/old-database.ts';

const ctx = useTestApp();
const databases = useOldDatabases();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the welcome post', () => {
  it('is seeded with its key (the web words it per reader), and an edit makes it the admin’s own words', async () => {
    await seedWelcomePost(ctx.database.db);
    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).json() as Array<{
        id: string;
        title: string;
        messageKey: string | null;
      }>;
    const [welcome] = (await list()).filter((p) => p.title === WELCOME_POST.title);
    expect(welcome).toMatchObject({ ...WELCOME_POST, messageKey: 'welcome' });
    const admin = await buildAdmin(ctx);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/dashboard/posts/${welcome!.id}`,
      headers: bearer(admin.token),
      payload: { ...WELCOME_POST, title: 'Witajcie' },
    });
    expect(edited.json()).toMatchObject({ title: 'Witajcie', messageKey: null });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: bearer(admin.token),
      payload: { title: 'News', description: 'D', signature: 'S' },
    });
    expect(made.json().messageKey).toBeNull();
  });

  it('gets its key from migration 0019 when still as seeded; an edited one and an admin’s post do not', async () => {
    const database = await databases.before(19);
    const insert = (title: string, description: string) =>
      database.db.execute(
        sql`insert into posts (title, description, signature, author_id) values (${title}, ${description}, ${WELCOME_POST.signature}, null)`,
      );
    await insert(WELCOME_POST.title, WELCOME_POST.description);
    await insert(WELCOME_POST.title, 'Our own welcome');
    await insert('Finals tonight', WELCOME_POST.description);
    await migrateDatabase(database);
    const rows = rowsOf<{ title: string; description: string; message_key: string | null }>(
      await database.db.execute(sql`select title, description, message_key from posts order by description, title`),
    );
    expect(rows.map((r) => [r.title, r.description === WELCOME_POST.description, r.message_key])).toEqual([
      [WELCOME_POST.title, false, null],
      ['Finals tonight', true, null],
      [WELCOME_POST.title, true, 'welcome'],
    ]);
  }, 120_000);
});
