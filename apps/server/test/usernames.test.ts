/**
 * Look-alike usernames (issue 37 item 21) through the API and the admin's creation: sign-up and a change of name are
 * refused for invisible characters, loose marks and mixed scripts (400) and for a name that looks like another
 * account's (409, naming it); names are stored in NFKC; look-alikes from before the rule are listed for admins.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { lookalikeUsernames, reportLookalikeUsernames } from '../src/features/accounts/index.ts';
import { createAdmin } from '../src/features/auth/index.ts';
import { bearer, buildUser, login, useTestApp } from './support/app.ts';

const ctx = useTestApp();
let n = 0;
const register = (username: string) => {
  n++;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email: `look${n}@example.com`, password: 'correct horse', repeatPassword: 'correct horse' },
  });
};

/** The 23 kinds of look-alike of the issue, of the admin's name `baradmin`. */
const LOOK_ALIKES = [
  'bar\u200badmin',
  '\u200bbaradmin',
  'baradmin\u200b',
  '\u200b\u200b\u200b',
  'bar\u200cadmin',
  'bar\u200dadmin',
  'bar\u2060admin',
  '\ufeffbaradmin',
  'bar\u00adadmin',
  'baradmin\u200e',
  'bar\u200fadmin',
  '\u202ebaradmin',
  'b\u0430radmin',
  'b\u0430r\u0430dm\u0456n',
  'baradm\u03b9n',
  'ｂａｒａｄｍｉｎ',
  '𝐛𝐚𝐫𝐚𝐝𝐦𝐢𝐧',
  'bara\u0301dmin',
  'baradmin\u0336',
  'bar\tadmin',
  'baradmin\n',
  'BARADRNIN',
  'bar\u3164admin',
];

describe('look-alike usernames', () => {
  it('registers none of the 23 look-alikes of an existing name, and changes nothing', async () => {
    expect(
      await createAdmin(ctx.database.db, {
        username: 'baradmin',
        email: 'baradmin@example.com',
        password: 'admin password',
      }),
    ).toBe(true);
    const before = (await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count;
    for (const name of LOOK_ALIKES) {
      const res = await register(name);
      expect([400, 409], JSON.stringify(name)).toContain(res.statusCode);
      // the same name once normalised (fullwidth, mathematical letters) is taken; one that only looks like it says so
      if (res.statusCode === 409)
        expect(['USERNAME_TAKEN', 'USERNAME_LOOKALIKE'], JSON.stringify(name)).toContain(res.json().code);
    }
    expect((await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count).toBe(before);
    expect((await register('b\u0430radmin')).json()).toMatchObject({ code: 'USERNAME_MIXED_SCRIPTS' });
    expect((await register('bar\u200badmin')).json()).toMatchObject({ code: 'USERNAME_INVISIBLE' });
    expect((await register('baradmin\u0336')).json()).toMatchObject({ code: 'USERNAME_LOOSE_MARKS' });
    expect((await register('baradrnin')).json()).toEqual({
      error: 'Username not available: it looks like baradmin',
      code: 'USERNAME_LOOKALIKE',
      params: { username: 'baradmin' },
    });
  });

  it('stores the NFKC form, and signs in by it', async () => {
    const res = await register('ｆｕｌｌｗｉｄｔｈ');
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('fullwidth');
    await login(ctx.app, 'fullwidth', 'correct horse');
    await login(ctx.app, 'ＦＵＬＬＷＩＤＴＨ', 'correct horse');
  });

  it('refuses a change of name to a look-alike of another account, and allows one of the own name', async () => {
    const other = await buildUser(ctx.app, { username: 'olga_k' });
    const user = await buildUser(ctx.app, { username: 'someone_else' });
    const change = (username: string, who = user) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${who.id}`,
        headers: bearer(who.token),
        payload: { username, password: who.password },
      });
    const lookalike = await change('\u043elga_k'); // Cyrillic о
    expect(lookalike.statusCode).toBe(400);
    const taken = await change('0lga_k'); // a zero for the o
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_LOOKALIKE', params: { username: 'olga_k' } });
    expect((await change('bar\tadmin')).statusCode).toBe(400);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.username).toBe('someone_else');
    // the owner may write their own name differently
    expect((await change('0LGA_K', other)).statusCode).toBe(200);
  });

  it('refuses a look-alike admin from the configuration or the admin command', async () => {
    await expect(
      createAdmin(ctx.database.db, { username: 'baradmin\u200b', email: 'x1@example.com', password: 'admin password' }),
    ).rejects.toThrow(/^Invalid configuration: the admin's username/);
    await expect(
      createAdmin(ctx.database.db, { username: 'BARADRNIN', email: 'x2@example.com', password: 'admin password' }),
    ).rejects.toThrow('Username not available: it looks like baradmin');
  });

  it('fills the skeletons of names from before the rule and lists their look-alikes for the admins', async () => {
    // rows as they stood before migration 0018: look-alikes side by side, no skeleton
    const old = ['pete', 'p\u0435te', 'pe\u200bte'];
    for (const [i, username] of old.entries()) {
      await ctx.database.db.execute(
        sql`insert into users (username, email, password_hash, role, avatar_hash, created_at) values (${username}, ${`old${i}@example.com`}, 'x', 'USER', 'x', now() + ${i} * interval '1 second')`,
      );
    }
    const lines: string[] = [];
    await reportLookalikeUsernames(ctx.database.db, (line) => lines.push(line));
    expect((await lookalikeUsernames(ctx.database.db)).find((group) => group.includes('pete'))).toEqual(old);
    expect(lines.join('\n')).toContain('"pete" ~ "p\\u0435te" ~ "pe\\u200bte"');
    const unfilled = await ctx.database.db
      .select()
      .from(users)
      .where(sql`${users.usernameSkeleton} is null`);
    expect(unfilled).toEqual([]);
    // from now on, nobody else gets that name's look
    expect((await register('PETE')).statusCode).toBe(409);
    expect((await register('pe7e')).statusCode).toBe(201);
  });
});
