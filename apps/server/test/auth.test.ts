import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { mailQueue, sessions, users } from '../src/db/schema.ts';
import { createAdmin } from '../src/features/auth/index.ts';
import { bearer, buildAdmin, buildUser, login, uniqueName, useTestApp } from './support/app.ts';

const ctx = useTestApp();
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

async function lastMailTo(email: string) {
  const rows = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
}

function codeFrom(text: string): string {
  const match = /resetUpdate\?code=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in the email');
  return decodeURIComponent(match[1]);
}

describe('registration', () => {
  it('creates a user with an avatar hash and queues a welcome email', async () => {
    const username = uniqueName('reg');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        username,
        email: ` ${username.toUpperCase()}@Example.com`.trim(),
        password: 'password1',
        repeatPassword: 'password1',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ username, role: 'USER', email: `${username.toLowerCase()}@example.com` });
    expect(body.avatarHash).toMatch(/^[0-9a-f]{32}$/);
    expect(body).not.toHaveProperty('passwordHash');
    const mail = await lastMailTo(`${username.toLowerCase()}@example.com`);
    expect(mail?.subject).toBe('Welcome to Caps League');
  });

  it.each([
    [{ username: 'ab' }, 'Text has to be at least 3 characters long.'],
    [{ username: 'a'.repeat(16) }, 'Text cannot be longer than 15 characters.'],
    [{ username: ' spaced ' }, 'Text cannot have leading or trailing spaces.'],
    [{ email: 'not-an-email' }, 'Type in a correct email address'],
    [{ password: 'short', repeatPassword: 'short' }, 'Password has to be at least 8 characters long'],
    [{ repeatPassword: 'different1' }, "Passwords don't match"],
  ])('rejects %o with its message', async (change, message) => {
    const base = {
      username: uniqueName('v'),
      email: `${uniqueName('v')}@example.com`,
      password: 'password1',
      repeatPassword: 'password1',
    };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: { ...base, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('rejects a missing field and a wrong type with 400', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/users', payload: { username: 'abcdef' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: { username: 42, email: [], password: {}, repeatPassword: null },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps usernames unique case-insensitively and emails unique (409)', async () => {
    const user = await buildUser(ctx.app);
    const sameName = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        username: user.username.toUpperCase(),
        email: `${uniqueName()}@example.com`,
        password: 'password1',
        repeatPassword: 'password1',
      },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'Username not available', code: 'USERNAME_TAKEN' });
    const sameEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        username: uniqueName(),
        email: user.email.toUpperCase(),
        password: 'password1',
        repeatPassword: 'password1',
      },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: 'Email not available', code: 'EMAIL_TAKEN' });
  });

  it('decides simultaneous registrations of one username exactly once', async () => {
    const username = uniqueName('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/users',
          payload: {
            username,
            email: `race${i}_${username}@example.com`,
            password: 'password1',
            repeatPassword: 'password1',
          },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
  });
});

describe('login and tokens', () => {
  it('signs in with form data and returns tokens with the right claims', async () => {
    const user = await buildUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: user.username, password: user.password }),
    });
    expect(res.statusCode).toBe(200);
    const c = claims(res.json().authToken);
    expect(c).toMatchObject({ sub: user.id, rol: 'USER', email: user.email });
    expect(typeof c.exp).toBe('number');
    expect(typeof c.iat).toBe('number');
    expect((c.exp as number) - (c.iat as number)).toBe(15 * 60);
    const fetched = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(fetched.json().lastSeen).not.toBeNull();
  });

  it('accepts multipart form data too', async () => {
    const user = await buildUser(ctx.app);
    const boundary = '----caps';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="username"',
      '',
      user.username,
      `--${boundary}`,
      'Content-Disposition: form-data; name="password"',
      '',
      user.password,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().authToken).toBeTruthy();
  });

  it('answers every failure with the same 401', async () => {
    const user = await buildUser(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: user.username, password: 'wrong password' }),
    });
    const unknownUser = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: 'nobody_here', password: 'whatever1' }),
    });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({}) });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid username or password', code: 'LOGIN_FAILED' });
    }
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Invalid username or password');
  });

  it('hands out a refresh token that is a JWT of its own type, readable with a plain base64url decode', async () => {
    const user = await buildUser(ctx.app);
    const refresh = claims(user.refreshToken);
    expect(refresh).toMatchObject({ sub: user.id, typ: 'refresh' });
    expect(typeof refresh.jti).toBe('string');
    expect(refresh.exp).toBe(Math.floor(ctx.clock.now.getTime() / 1000) + 30 * 24 * 3600);
    expect(claims(user.token)).toMatchObject({ sub: user.id, typ: 'access' });
    expect(typeof claims(user.token).sid).toBe('string');
    // neither kind is taken for the other
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.token }) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.refreshToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    // a refresh token signed with another key, or with the right key but an id the server never handed out
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const foreign = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(String(refresh.jti))
      .setExpirationTime(exp)
      .setIssuedAt()
      .sign(new TextEncoder().encode('another secret'));
    const unknown = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('never-issued')
      .setExpirationTime(exp)
      .setIssuedAt()
      .sign(key);
    const otherUser = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setJti(String(refresh.jti))
      .setExpirationTime(exp)
      .setIssuedAt()
      .sign(key);
    for (const refreshToken of [foreign, unknown, otherUser])
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken }) })).statusCode,
      ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps a refresh token valid until a newer one of its session is presented, then revokes the session on reuse', async () => {
    const user = await buildUser(ctx.app);
    const refresh = (refreshToken: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken }) });
    const first = await refresh(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const second = first.json().refreshToken as string;
    expect(second).not.toBe(user.refreshToken);
    expect(claims(first.json().authToken)).toMatchObject({ sub: user.id, sid: claims(user.token).sid });
    // the newer token was not presented yet: the first one still works (a client that keeps it, a lost answer)
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200); // the same generation again is fine
    // now an older token comes back: someone else holds a copy, so the whole session ends
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(third.json().authToken) }))
        .statusCode,
    ).toBe(401);
    // other sessions of the account are untouched
    const other = await login(ctx.app, user.username, user.password);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers two refreshes of one token at the same moment both with tokens', async () => {
    const user = await buildUser(ctx.app);
    const results = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    // either answer's refresh token goes on working, and so does the other one after it
    const [a, b] = results.map((r) => r.json().refreshToken as string);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: a ?? '' }) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: b ?? '' }) })).statusCode,
    ).toBe(200);
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: 'nope' }) })).statusCode,
    ).toBe(401);
    const user = await buildUser(ctx.app);
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 31 * 24 * 3600 * 1000);
    try {
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }))
          .statusCode,
      ).toBe(401);
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('logout ends the session: its refresh token and its access tokens stop working, other sessions go on', async () => {
    const user = await buildUser(ctx.app);
    const other = await login(ctx.app, user.username, user.password);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).statusCode,
    ).toBe(200); // remembered by the session check
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: user.refreshToken } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.authToken) })).statusCode,
    ).toBe(200);
    // without a refresh token, the bearer token's session ends
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(other.authToken) })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.authToken) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: other.refreshToken }) }))
        .statusCode,
    ).toBe(401);
    // garbage is ignored
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken: 'not a token' } }))
        .statusCode,
    ).toBe(204);
    // the next sign-in removes the ended sessions and their token rows; the new one works
    const next = await login(ctx.app, user.username, user.password);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([claims(next.authToken).sid]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: next.refreshToken }) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to create an admin from the environment whose password breaks the rules, with a clear message', async () => {
    await expect(
      createAdmin(ctx.database.db, {
        username: uniqueName('adm'),
        email: `${uniqueName('adm')}@example.com`,
        password: 'short',
      }),
    ).rejects.toThrow("Invalid configuration: the admin's password: Password has to be at least 8 characters long");
    await expect(
      createAdmin(ctx.database.db, { username: 'x', email: 'admin@example.com', password: 'long enough' }),
    ).rejects.toThrow(/^Invalid configuration: the admin's username/);
  });

  it('creates the configured admin once when instances start together: the others find it made (issue 37 item 23)', async () => {
    // Instances started at once with the same ADMIN_* settings: on PostgreSQL their transactions interleave, and a
    // creation that loses the race on a unique key must read as "exists", not fail with "Email not available".
    const input = {
      username: uniqueName('boss'),
      email: `${uniqueName('boss')}@example.com`,
      password: 'admin password',
    };
    const made = await Promise.all(Array.from({ length: 4 }, () => createAdmin(ctx.database.db, input)));
    expect(made.filter(Boolean)).toHaveLength(1);
    const rows = await ctx.database.db.select().from(users).where(eq(users.username, input.username));
    expect(rows.map((r) => r.role)).toEqual(['ADMIN']);
    // the same email under another name is still refused
    await expect(createAdmin(ctx.database.db, { ...input, username: uniqueName('boss') })).rejects.toThrow(
      'Email not available',
    );
  });

  it('tells 401 (no or bad token) from 403 (wrong role)', async () => {
    const user = await buildUser(ctx.app);
    const admin = await buildAdmin(ctx);
    const body = { title: 'T', description: 'D', signature: 'S' };
    const url = '/api/dashboard/posts';
    expect((await ctx.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer('not.a.jwt') })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(user.refreshToken) })).statusCode,
    ).toBe(401);
    const otherKey = await new SignJWT({ rol: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another secret'));
    expect((await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(otherKey) })).statusCode).toBe(
      401,
    );
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: admin.id,
        rol: 'ADMIN',
        exp: Math.floor(Date.now() / 1000) + 300,
        iat: Math.floor(Date.now() / 1000),
      }),
    ).toString('base64url');
    expect(
      (await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(`${header}.${payload}.`) }))
        .statusCode,
    ).toBe(401);
    const expired = await new SignJWT({ rol: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(expired) })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(user.token) })).statusCode).toBe(
      403,
    );
    // a USER token forged with rol ADMIN but signed with the real key still fails: the account's role is checked
    const promoted = await new SignJWT({ rol: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await ctx.app.inject({ method: 'POST', url, payload: body, headers: bearer(promoted) })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown emails and emails a single-use link', async () => {
    const user = await buildUser(ctx.app);
    const known = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/resetPassword?email=${encodeURIComponent(user.email)}`,
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/resetPassword?email=nobody%40example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('Password reset token was send to an email associated with your account');
    await ctx.app.appContext.later.settled(); // the mail is written after the answer
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();

    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toBe('Reset your Caps League password');
    expect(mail?.text).toContain('http://league.test/resetUpdate?code=');
    expect(mail?.html).toContain('http://league.test/resetUpdate?code=');
    const code = codeFrom(mail?.text ?? '');

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/updatePassword',
      payload: { code, password: 'brand new pass' },
    });
    expect(ok.statusCode).toBe(200);
    await login(ctx.app, user.username, 'brand new pass');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/updatePassword',
      payload: { code, password: 'another new pass' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Reset token invalid', code: 'RESET_TOKEN_INVALID' });
    // the reset signed out every session: refresh and access tokens alike
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
  });

  it('expires codes after an hour and lets a new request supersede the old one', async () => {
    const user = await buildUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: `/api/users/resetPassword?email=${encodeURIComponent(user.email)}` });
    await ctx.app.appContext.later.settled(); // the reset's mail is written after its answer
    const firstCode = codeFrom((await lastMailTo(user.email))?.text ?? '');
    await ctx.app.inject({ method: 'POST', url: `/api/users/resetPassword?email=${encodeURIComponent(user.email)}` });
    await ctx.app.appContext.later.settled(); // the reset's mail is written after its answer
    const secondCode = codeFrom((await lastMailTo(user.email))?.text ?? '');
    expect(secondCode).not.toBe(firstCode);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/updatePassword',
          payload: { code: firstCode, password: 'password 2' },
        })
      ).statusCode,
    ).toBe(400);

    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 61 * 60 * 1000);
    try {
      const late = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/updatePassword',
        payload: { code: secondCode, password: 'password 2' },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ error: 'Reset token expired', code: 'RESET_TOKEN_EXPIRED' });
    } finally {
      ctx.clock.now = saved;
    }
    await login(ctx.app, user.username, user.password);
  });

  it('validates the email and the new password', async () => {
    const badEmail = await ctx.app.inject({ method: 'POST', url: '/api/users/resetPassword?email=nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe('Type in a correct email address');
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/updatePassword',
      payload: { code: 'x', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password has to be at least 8 characters long');
  });
});

describe('account changes', () => {
  it("changes the password with the old one, keeps the caller's session and ends every other one", async () => {
    const user = await buildUser(ctx.app);
    const other = await login(ctx.app, user.username, user.password);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      headers: bearer(user.token),
      payload: { oldPassword: 'wrong pass', newPassword: 'new password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Password invalid', code: 'PASSWORD_INVALID' });
    const unauth = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: { oldPassword: user.password, newPassword: 'new password' },
    });
    expect(unauth.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.authToken) })).statusCode,
    ).toBe(200); // remembered by the session check
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      headers: bearer(user.token),
      payload: { oldPassword: user.password, newPassword: 'new password' },
    });
    expect(ok.statusCode).toBe(200);
    expect(claims(ok.json().authToken).sid).toBe(claims(user.token).sid);
    // the caller's session goes on: its access token, the refresh token it had (a client that ignores the answer) and the new one
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: user.refreshToken }) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: ok.json().refreshToken }) }))
        .statusCode,
    ).toBe(200);
    // the other session has ended: refresh and access tokens alike
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...form({ refreshToken: other.refreshToken }) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.authToken) })).statusCode,
    ).toBe(401);
    await login(ctx.app, user.username, 'new password');
  });

  it('edits only the own account, with the password, and keeps names unique', async () => {
    const user = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const newName = uniqueName('ren');
    const ok = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { username: newName, email: `${newName}@example.org`, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    // the answer is the full user, the same body as GET /api/users/{id}/full
    expect(ok.json()).toMatchObject({ id: user.id, username: newName });
    expect(ok.json()).toEqual((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json());
    expect((await lastMailTo(user.email))?.subject).toBe('Your Caps League email was changed');

    const wrongPassword = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { username: uniqueName(), password: 'not my pass' },
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toEqual({ error: 'Password invalid', code: 'PASSWORD_INVALID' });
    const someoneElse = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: bearer(user.token),
      payload: { username: uniqueName(), password: user.password },
    });
    expect(someoneElse.statusCode).toBe(403);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { username: other.username, password: user.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'Username not available', code: 'USERNAME_TAKEN' });
    const takenEmail = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: other.email, password: user.password },
    });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json()).toEqual({ error: 'Email not available', code: 'EMAIL_TAKEN' });
  });

  it('returns 404 for an unknown user and 400 for a malformed id', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
  });
});
