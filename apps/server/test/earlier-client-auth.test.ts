/**
 * Contract of the earlier public client (issue 21; shared/reference/earlier-client-notes.md §3.2 and the call table):
 * how it signs in, reads its tokens, refreshes, changes the password and edits the account, pinned as it does it.
 * - login and refresh are multipart forms (urlencoded works too);
 * - at start-up it decodes the stored refresh token's payload with a plain base64url decode to read `exp`;
 * - it never stores a new refresh token: it sends the one from sign-in on every refresh, for as long as it lives;
 * - two refreshes may leave at once (two tabs, a retry);
 * - it ignores the answer of a password change and refreshes with its old refresh token afterwards;
 * - it stores the answer of `PUT /api/users/{id}` as the profile (the body of `GET /api/users/{id}/full`).
 */
import { ZStats } from '@caps/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailQueue, users } from '../src/db/schema.ts';
import { bearer, buildUser, uniqueName, useTestApp } from './support/app.ts';

const ctx = useTestApp();

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>) {
  const boundary = '----WebKitFormBoundaryEarlierClient';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** What the earlier client does to read a token: split on dots, base64url-decode the middle, JSON.parse. */
function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function earlierSignIn(username: string, password: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...multipart({ username, password }) });
  expect(res.statusCode).toBe(200);
  return res.json() as { authToken: string; refreshToken: string };
}

const earlierRefresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/refresh', ...multipart({ refreshToken }) });
const minutes = (n: number) => n * 60 * 1000;

describe('the earlier client signs in and stays signed in', () => {
  it('reads exp from the refresh token and sub, rol, exp, email from the access token with a plain base64url decode', async () => {
    const user = await buildUser(ctx.app);
    const tokens = await earlierSignIn(user.username, user.password);
    const refresh = decodePayload(tokens.refreshToken);
    expect(typeof refresh.exp).toBe('number');
    expect((refresh.exp as number) * 1000).toBeGreaterThan(ctx.clock.now.getTime() + 29 * 24 * 3600 * 1000); // "still signed in" at start-up
    expect(refresh.sub).toBe(user.id);
    expect(decodePayload(tokens.authToken)).toMatchObject({ sub: user.id, rol: 'USER', email: user.email });
    // the urlencoded forms work the same
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...urlencoded({ username: user.username, password: user.password }),
    });
    expect(again.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/refresh',
          ...urlencoded({ refreshToken: again.json().refreshToken }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refreshes with the sign-in refresh token 5 times over 30 minutes, each time getting an access token that works', async () => {
    const user = await buildUser(ctx.app);
    const { refreshToken } = await earlierSignIn(user.username, user.password);
    const start = ctx.clock.now;
    try {
      for (let i = 1; i <= 5; i++) {
        ctx.clock.now = new Date(start.getTime() + minutes(6 * i)); // past the access token's exp - 10 s
        const res = await earlierRefresh(refreshToken);
        expect(res.statusCode).toBe(200);
        const { authToken } = res.json() as { authToken: string }; // the answer's refreshToken is dropped
        expect(decodePayload(authToken).sub).toBe(user.id);
        expect(
          (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(authToken) })).statusCode,
        ).toBe(200);
      }
    } finally {
      ctx.clock.now = start;
    }
  });

  it('gets two answers for two refreshes of one token at the same moment', async () => {
    const user = await buildUser(ctx.app);
    const { refreshToken } = await earlierSignIn(user.username, user.password);
    const results = await Promise.all([earlierRefresh(refreshToken), earlierRefresh(refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of results)
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(r.json().authToken) }))
          .statusCode,
      ).toBe(200);
    expect((await earlierRefresh(refreshToken)).statusCode).toBe(200); // and the token goes on working
  });
});

describe('the earlier client edits the account', () => {
  it('stays signed in after changing the password although it ignores the tokens in the answer', async () => {
    const user = await buildUser(ctx.app);
    const { authToken, refreshToken } = await earlierSignIn(user.username, user.password);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/changePassword',
      headers: bearer(authToken),
      payload: { oldPassword: user.password, newPassword: 'a new password' },
    });
    expect(change.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(authToken) })).statusCode,
    ).toBe(200);
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + minutes(16));
      const refreshed = await earlierRefresh(refreshToken);
      expect(refreshed.statusCode).toBe(200);
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/notifications',
            headers: bearer(refreshed.json().authToken),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('gets the full user from PUT /api/users/{id}, the same body as GET /api/users/{id}/full, from both of its dialogs', async () => {
    const user = await buildUser(ctx.app);
    const { authToken } = await earlierSignIn(user.username, user.password);
    const newName = uniqueName('ec');
    // "Change account data": {email, username, password}
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(authToken),
      payload: { email: user.email, username: newName, password: user.password },
    });
    expect(edit.statusCode).toBe(200);
    const full = (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json();
    expect(edit.json()).toEqual(full);
    expect(edit.json()).toMatchObject({ id: user.id, username: newName });
    for (const key of [
      'avatarHash',
      'lastSeen',
      'lastGame',
      'userSinglesStats',
      'userEasyStats',
      'userUnrankedStats',
      'userDoublesStats',
      'teams',
      'achievements',
    ])
      expect(edit.json()).toHaveProperty(key);
    expect(edit.json().userSinglesStats).toHaveProperty('points');
    // the forced email modal: {password, email}
    const email = `${newName}@example.net`;
    const modal = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(authToken),
      payload: { password: user.password, email },
    });
    expect(modal.statusCode).toBe(200);
    expect(modal.json()).toEqual((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json());
    expect(modal.json().username).toBe(newName);
  });
});

/**
 * The earlier client's session, as its code keeps it (notes §3.2, SPEC.md §4 "Auth"): localStorage holds the access
 * token, the sign-in refresh token, the email and the typed username; the state holds the access token's decoded claims.
 * Before each request an interceptor refreshes when `exp - 10 s` has passed, posting the stored (sign-in) refresh token
 * as a multipart form and keeping only `authToken` of the answer; a failed refresh clears everything.
 */
class EarlierClientSession {
  storage: { accessToken?: string; refreshToken?: string; email?: string; username?: string } = {};
  state: { userId?: string; roles?: string; expirationTime?: number; email?: string; isAuthenticated: boolean } = {
    isAuthenticated: false,
  };
  refreshes = 0;

  /** jwt-decode / jsonwebtoken's decode: the payload without any check, or an error when it is not a JWT. */
  static decode(
    token: string | undefined,
  ): { sub?: string; rol?: string; exp?: number; email?: string } | { error: string } {
    try {
      const payload = decodePayload(token ?? '');
      return {
        sub: payload.sub as string,
        rol: payload.rol as string,
        exp: payload.exp as number,
        email: payload.email as string | undefined,
      };
    } catch {
      return { error: 'Log out occured, please log in again' };
    }
  }

  private adopt(accessToken: string) {
    const claims = EarlierClientSession.decode(accessToken);
    if ('error' in claims) throw new Error(claims.error);
    this.state = {
      userId: claims.sub,
      roles: claims.rol,
      expirationTime: claims.exp,
      email: claims.email,
      isAuthenticated: true,
    };
  }

  async signIn(username: string, password: string) {
    const { authToken, refreshToken } = await earlierSignIn(username, password);
    this.adopt(authToken);
    this.storage = { accessToken: authToken, refreshToken, email: this.state.email, username };
  }

  /** A reload or a new tab: the state is rebuilt from storage; a refresh token that does not decode, or whose exp has passed, signs out. */
  reload(nowMs: number) {
    const access = EarlierClientSession.decode(this.storage.accessToken);
    const refresh = EarlierClientSession.decode(this.storage.refreshToken);
    if ('error' in access || 'error' in refresh || typeof refresh.exp !== 'number' || refresh.exp - 10 < nowMs / 1000) {
      this.state = { isAuthenticated: false };
      return;
    }
    this.state = {
      userId: access.sub,
      roles: access.rol,
      expirationTime: access.exp,
      email: this.storage.email,
      isAuthenticated: true,
    };
  }

  /** One call through the global axios instance: the interceptor first, then the request with the bearer token. */
  async request(method: 'GET' | 'PUT' | 'POST', url: string, nowMs: number, payload?: object) {
    if (this.state.expirationTime && this.state.expirationTime - 10 < nowMs / 1000) {
      const res = await earlierRefresh(this.storage.refreshToken ?? '');
      this.refreshes++;
      if (res.statusCode !== 200) {
        this.storage = {};
        this.state = { isAuthenticated: false };
      } else {
        const { authToken } = res.json() as { authToken: string };
        this.adopt(authToken);
        this.storage.accessToken = authToken; // the refresh token in storage stays the sign-in one
      }
    }
    return ctx.app.inject({
      method,
      url,
      headers: this.state.isAuthenticated ? bearer(this.storage.accessToken ?? '') : {},
      ...(payload ? { payload } : {}),
    });
  }
}

describe('the earlier client over hours (simulated time)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves both the server's clock and Date (the token library reads Date) to `ms`. */
  function setNow(ms: number) {
    vi.setSystemTime(ms);
    ctx.clock.now = new Date(ms);
  }

  it('stays signed in across reloads and for two hours: 15-minute access tokens, each refreshed with the sign-in refresh token', async () => {
    const user = await buildUser(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    setNow(start);
    const client = new EarlierClientSession();
    await client.signIn(user.username, user.password);
    const signInRefreshToken = client.storage.refreshToken;
    expect(client.state).toMatchObject({ userId: user.id, roles: 'USER', email: user.email, isAuthenticated: true });
    // the access token lives 15 minutes
    expect((client.state.expirationTime ?? 0) - Math.floor(start / 1000)).toBe(15 * 60);
    const firstAccess = client.storage.accessToken ?? '';
    try {
      for (let minute = 1; minute <= 120; minute++) {
        setNow(start + minutes(minute));
        if (minute % 25 === 0) {
          client.reload(Date.now()); // a reload or a new tab
          expect(client.state.isAuthenticated, `reload at minute ${minute}`).toBe(true);
        }
        const own = await client.request('GET', '/api/notifications', Date.now()); // a call that needs the session
        expect(own.statusCode, `minute ${minute}: ${own.body}`).toBe(200);
        const profile = await client.request('GET', `/api/users/${user.id}/full`, Date.now()); // the e-mail modal's read
        expect(profile.statusCode).toBe(200);
        expect(client.storage.refreshToken).toBe(signInRefreshToken);
        if (minute === 16) {
          // the first access token really is over: without the interceptor the call would fail
          expect(
            (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(firstAccess) }))
              .statusCode,
          ).toBe(401);
        }
      }
      expect(client.refreshes).toBe(8); // once per 15 minutes, never more
      expect(client.state).toMatchObject({ userId: user.id, isAuthenticated: true });
    } finally {
      vi.useRealTimers();
      ctx.clock.now = new Date();
    }
  });

  it('a reload after the refresh token expired (30 days) signs out, as the earlier client decides by itself', async () => {
    const user = await buildUser(ctx.app);
    const client = new EarlierClientSession();
    await client.signIn(user.username, user.password);
    const refresh = EarlierClientSession.decode(client.storage.refreshToken) as { exp: number };
    client.reload(refresh.exp * 1000 - minutes(1));
    expect(client.state.isAuthenticated).toBe(true);
    client.reload(refresh.exp * 1000 + 1000);
    expect(client.state.isAuthenticated).toBe(false);
  });
});

describe('the earlier client’s account flows', () => {
  it('"Change account data": the answer is stored as the profile, username and email are taken from it and the request, and the session goes on with the new email', async () => {
    const user = await buildUser(ctx.app);
    const client = new EarlierClientSession();
    await client.signIn(user.username, user.password);
    const now = Date.now();
    const newName = uniqueName('cad');
    const newEmail = `${newName}@example.org`;
    const res = await client.request('PUT', `/api/users/${user.id}`, now, {
      email: newEmail,
      username: newName,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expectProfileReads(profile);
    expect(profile).toEqual((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json());
    // UPDATE_DATA: email from the request, username from the answer
    client.storage.email = newEmail;
    client.storage.username = profile.username;
    expect(profile.username).toBe(newName);
    // the next refresh (sign-in refresh token) works and its access token carries the new email
    const refreshed = await earlierRefresh(client.storage.refreshToken ?? '');
    expect(refreshed.statusCode).toBe(200);
    expect(decodePayload(refreshed.json().authToken)).toMatchObject({ sub: user.id, email: newEmail.toLowerCase() });
    // a wrong password is the 403 the dialogs turn into "Password invalid"; a taken name is a 4xx with the error text
    const wrong = await client.request('PUT', `/api/users/${user.id}`, now, {
      email: newEmail,
      username: newName,
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(403);
    const other = await buildUser(ctx.app);
    const taken = await client.request('PUT', `/api/users/${user.id}`, now, {
      email: newEmail,
      username: other.username,
      password: user.password,
    });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBeLessThan(500);
    expect(taken.statusCode).not.toBe(403); // 403 would read as "Password invalid"
    expect(typeof taken.json().error).toBe('string');
    // saving the dialog unchanged is fine
    expect(
      (
        await client.request('PUT', `/api/users/${user.id}`, now, {
          email: newEmail,
          username: newName,
          password: user.password,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the forced e-mail modal: a legacy account without email has no email claim, saves {password, email} and the next token carries the email', async () => {
    const user = await buildUser(ctx.app);
    await ctx.database.db.update(users).set({ email: null }).where(eq(users.id, user.id)); // an account from before emails
    const client = new EarlierClientSession();
    await client.signIn(user.username, user.password);
    expect(client.state.email).toBeUndefined(); // the modal opens (email undefined, username known, not ADMIN)
    const res = await client.request('PUT', `/api/users/${user.id}`, Date.now(), {
      password: user.password,
      email: user.email,
    });
    expect(res.statusCode).toBe(200);
    expectProfileReads(res.json());
    expect(res.json().username).toBe(user.username); // UPDATE_DATA takes the username from the answer
    const refreshed = await earlierRefresh(client.storage.refreshToken ?? '');
    expect(refreshed.statusCode).toBe(200);
    expect(decodePayload(refreshed.json().authToken).email).toBe(user.email);
  });

  it('sign-up, sign-in, a wrong sign-in, reset request and set new password, change password: the statuses and fields it reads', async () => {
    const username = uniqueName('ecs');
    const email = `${username}@example.com`;
    // sign-up: JSON; success is any 2xx, an error shows `error`
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username, password: 'password1', repeatPassword: 'password1', email },
    });
    expect(signUp.statusCode).toBeGreaterThanOrEqual(200);
    expect(signUp.statusCode).toBeLessThan(300);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username, password: 'password1', repeatPassword: 'password1', email },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(typeof again.json().error).toBe('string');
    // sign-in (multipart) and a wrong one (any error reads as "Invalid username or password")
    const client = new EarlierClientSession();
    await client.signIn(username, 'password1');
    expect(client.state).toMatchObject({ roles: 'USER', email, isAuthenticated: true });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...multipart({ username, password: 'not it at all' }),
    });
    expect(wrong.statusCode).toBe(401);
    // change password: wrong old one is the 403 read as "Password invalid"; a good one keeps the session
    const bad = await client.request('POST', '/api/users/changePassword', Date.now(), {
      oldPassword: 'not it at all',
      newPassword: 'password2',
    });
    expect(bad.statusCode).toBe(403);
    const changed = await client.request('POST', '/api/users/changePassword', Date.now(), {
      oldPassword: 'password1',
      newPassword: 'password2',
    });
    expect(changed.statusCode).toBe(200);
    expect((await earlierRefresh(client.storage.refreshToken ?? '')).statusCode).toBe(200);
    // reset request: POST with the email in the query and no body (axios sends no content type); success is any 2xx
    const reset = await ctx.app.inject({ method: 'POST', url: `/api/users/resetPassword?email=${email}` });
    await ctx.app.appContext.later.settled(); // the reset's mail is written after its answer
    expect(reset.statusCode).toBeGreaterThanOrEqual(200);
    expect(reset.statusCode).toBeLessThan(300);
    const mails = await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
    const link = /\/resetUpdate\?code=([\w%-]+)/.exec(mails.map((m) => m.text).join('\n'));
    expect(link?.[1]).toBeDefined();
    // set new password (the code read from /resetUpdate?code=): a bad code shows `error`; a good one, then sign-in
    const badCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/updatePassword',
      payload: { code: 'not-a-code', password: 'password3' },
    });
    expect(badCode.statusCode).toBeGreaterThanOrEqual(400);
    expect(typeof badCode.json().error).toBe('string');
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/updatePassword',
      payload: { code: new URLSearchParams(`code=${link?.[1] ?? ''}`).get('code'), password: 'password3' },
    });
    expect(update.statusCode).toBeGreaterThanOrEqual(200);
    expect(update.statusCode).toBeLessThan(300);
    // a reset (old password unknown) ends every session: the stored refresh token fails and the client signs out
    const afterReset = await client.request('GET', '/api/notifications', (client.state.expirationTime ?? 0) * 1000);
    expect(afterReset.statusCode).toBe(401);
    expect(client.state.isAuthenticated).toBe(false);
    await new EarlierClientSession().signIn(username, 'password3');
  });
});

/** What the profile page reads of the stored user (the body of GET /api/users/{id}/full and of PUT /api/users/{id}). */
function expectProfileReads(profile: Record<string, unknown>) {
  expect(typeof profile.id).toBe('string');
  expect(typeof profile.username).toBe('string');
  expect(typeof profile.avatarHash).toBe('string');
  for (const key of ['lastSeen', 'lastGame'] as const) {
    const value = profile[key];
    if (value !== null) expect(Number.isNaN(new Date(value as string).getTime()), key).toBe(false);
  }
  for (const key of ['userSinglesStats', 'userEasyStats', 'userUnrankedStats', 'userDoublesStats']) {
    const stats = profile[key] as Record<string, unknown>;
    for (const field of PROFILE_STAT_FIELDS) expect(typeof stats[field], `${key}.${field}`).toBe('number');
  }
  for (const team of profile.teams as Array<Record<string, unknown>>) {
    expect(typeof team.id).toBe('string');
    expect(typeof team.name).toBe('string');
    expect(typeof team.active).toBe('boolean');
  }
  for (const a of profile.achievements as Array<Record<string, unknown>>) {
    expect(typeof a.achievement).toBe('string');
    expect(Number.isNaN(new Date(a.dateAchieved as string).getTime())).toBe(false);
    expect(typeof a.gameType).toBe('string');
  }
}

/** The 15 stat fields the earlier client reads: the domain's stats schema names them. */
const PROFILE_STAT_FIELDS = Object.keys(ZStats.shape);
