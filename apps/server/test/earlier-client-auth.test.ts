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
import { describe, expect, it } from 'vitest';
import { bearer, buildUser, uniqueName, useTestApp } from './support/app.ts';

const ctx = useTestApp();

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>) {
  const boundary = '----WebKitFormBoundaryEarlierClient';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const urlencoded = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** What the earlier client does to read a token: split on dots, base64url-decode the middle, JSON.parse. */
function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function earlierSignIn(username: string, password: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...multipart({ username, password }) });
  expect(res.statusCode).toBe(200);
  return res.json() as { authToken: string; refreshToken: string };
}

const earlierRefresh = (refreshToken: string) => ctx.app.inject({ method: 'POST', url: '/api/refresh', ...multipart({ refreshToken }) });
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
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', ...urlencoded({ username: user.username, password: user.password }) });
    expect(again.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/refresh', ...urlencoded({ refreshToken: again.json().refreshToken }) })).statusCode).toBe(200);
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
        expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(authToken) })).statusCode).toBe(200);
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
    for (const r of results) expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(r.json().authToken) })).statusCode).toBe(200);
    expect((await earlierRefresh(refreshToken)).statusCode).toBe(200); // and the token goes on working
  });
});

describe('the earlier client edits the account', () => {
  it('stays signed in after changing the password although it ignores the tokens in the answer', async () => {
    const user = await buildUser(ctx.app);
    const { authToken, refreshToken } = await earlierSignIn(user.username, user.password);
    const change = await ctx.app.inject({ method: 'POST', url: '/api/users/changePassword', headers: bearer(authToken), payload: { oldPassword: user.password, newPassword: 'a new password' } });
    expect(change.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(authToken) })).statusCode).toBe(200);
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + minutes(16));
      const refreshed = await earlierRefresh(refreshToken);
      expect(refreshed.statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(refreshed.json().authToken) })).statusCode).toBe(200);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('gets the full user from PUT /api/users/{id}, the same body as GET /api/users/{id}/full, from both of its dialogs', async () => {
    const user = await buildUser(ctx.app);
    const { authToken } = await earlierSignIn(user.username, user.password);
    const newName = uniqueName('ec');
    // "Change account data": {email, username, password}
    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(authToken), payload: { email: user.email, username: newName, password: user.password } });
    expect(edit.statusCode).toBe(200);
    const full = (await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json();
    expect(edit.json()).toEqual(full);
    expect(edit.json()).toMatchObject({ id: user.id, username: newName });
    for (const key of ['avatarHash', 'lastSeen', 'lastGame', 'userSinglesStats', 'userEasyStats', 'userUnrankedStats', 'userDoublesStats', 'teams', 'achievements']) expect(edit.json()).toHaveProperty(key);
    expect(edit.json().userSinglesStats).toHaveProperty('points');
    // the forced email modal: {password, email}
    const email = `${newName}@example.net`;
    const modal = await ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(authToken), payload: { password: user.password, email } });
    expect(modal.statusCode).toBe(200);
    expect(modal.json()).toEqual((await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` })).json());
    expect(modal.json().username).toBe(newName);
  });
});
