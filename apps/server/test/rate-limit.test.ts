import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../src/db/schema.ts';
import { bearer, uniqueName, useTestApp, type TestUser } from './support/app.ts';

const ctx = useTestApp({ RATE_LIMIT_AUTH: '5' });
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
/** Signs up and in from `address` (each address has its own sign-up and sign-in limits). */
async function makeUser(address: string): Promise<TestUser> {
  const username = uniqueName('rl');
  const email = `${username}@example.com`;
  const password = 'correct horse';
  const reg = await ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email, password, repeatPassword: password },
    remoteAddress: address,
  });
  const tokens = (await signIn(username, password, address)).json();
  return { id: reg.json().id, username, email, password, token: tokens.authToken, refreshToken: tokens.refreshToken };
}
const signIn = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username, password }), remoteAddress });
/** A change of the user's own password (the old one confirms it). */
const changePassword = (user: TestUser, oldPassword: string, newPassword: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/changePassword',
    headers: bearer(user.token),
    payload: { oldPassword, newPassword },
    remoteAddress,
  });
/** An edit of the user's own account (the password confirms it). */
const editAccount = (user: TestUser, payload: Record<string, string>, remoteAddress: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(user.token), payload, remoteAddress });
/** Sends `times` requests one after another (the i-th from `send(i)`, so each is counted before the next) and returns their statuses. */
async function statusesInTurn(times: number, send: (i: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

describe('rate limits', () => {
  it('limits sign-ins per account and address', async () => {
    const user = await makeUser('10.1.9.1');
    const codes = [
      ...(await statusesInTurn(5, () => signIn(user.username, 'wrong password', '10.1.0.1'))),
      (await signIn(user.username, user.password, '10.1.0.1')).statusCode,
    ];
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // that address's count is its own: the owner signs in from home
    expect((await signIn(user.username, user.password, '10.1.9.1')).statusCode).toBe(200);
  });

  it('lets nobody lock an account out: the owner signs in from their own address, and a reset clears every count', async () => {
    const user = await makeUser('10.4.0.1'); // signed in from there: the owner's own address
    const codes = await statusesInTurn(7, (i) => signIn(user.username, 'wrong password', `10.4.1.${i + 1}`));
    // five guesses from elsewhere, then addresses the owner never used are refused for this account
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const elsewhere = await signIn(user.username, user.password, '10.4.2.1');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().error).toMatch(/^Too many requests, try again in \d+ s or reset your password/);
    expect(elsewhere.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_WAIT', params: { seconds: expect.any(Number) } });
    // the owner's own address is not
    expect((await signIn(user.username, user.password, '10.4.0.1')).statusCode).toBe(200);
    // a password reset (from wherever the owner is) clears the counts: any address may sign in again
    await ctx.app.inject({
      method: 'POST',
      url: `/api/users/resetPassword?email=${encodeURIComponent(user.email)}`,
      remoteAddress: '10.4.3.1',
    });
    await ctx.app.appContext.later.settled(); // the reset's mail is written after its answer
    const mail = (await ctx.database.db.select().from(mailQueue).where(eq(mailQueue.to, user.email))).find((m) =>
      m.subject.startsWith('Reset'),
    );
    const code = decodeURIComponent(/code=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/users/updatePassword',
          payload: { code, password: 'fresh password' },
          remoteAddress: '10.4.3.1',
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(user.username, 'fresh password', '10.4.2.1')).statusCode).toBe(200);
  });

  it('counts each attempt before the password is checked, so a parallel burst gets at most the limit evaluated', async () => {
    const user = await makeUser('10.5.10.1');
    const fromMany = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        signIn(user.username, 'wrong password', `10.5.${Math.floor(i / 100)}.${(i % 100) + 1}`),
      ),
    );
    const evaluated = fromMany.filter((r) => r.statusCode === 401).length;
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(fromMany.filter((r) => r.statusCode !== 401 && r.statusCode !== 429)).toEqual([]);
    const other = await makeUser('10.5.10.2');
    const fromOne = await Promise.all(
      Array.from({ length: 40 }, () => signIn(other.username, 'wrong password', '10.5.9.9')),
    );
    expect(fromOne.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
  });

  it('limits confirming the current password (password change and account edit, together)', async () => {
    const user = await makeUser('10.6.9.1');
    const codes = [
      ...(await statusesInTurn(3, () => changePassword(user, 'wrong pass', 'new password', '10.6.0.1'))),
      ...(await statusesInTurn(3, (i) =>
        editAccount(user, { username: `n${i}${user.username}`.slice(0, 15), password: 'wrong pass' }, '10.6.0.2'),
      )),
      (await changePassword(user, user.password, 'new password', '10.6.0.1')).statusCode,
    ];
    // per account and address: three wrong from each address, and the fourth try from the first is still allowed
    expect(codes).toEqual([403, 403, 403, 403, 403, 403, 200]);
    const more = await statusesInTurn(6, () => changePassword(user, 'wrong pass', 'other password', '10.6.0.3'));
    expect(more).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('limits account edits per address like sign-up (a taken email tells that it is registered)', async () => {
    const user = await makeUser('10.7.9.1');
    const other = await makeUser('10.7.9.2');
    const codes = await statusesInTurn(6, () =>
      editAccount(user, { email: other.email, password: user.password }, '10.7.0.1'),
    );
    expect(codes).toEqual([409, 409, 409, 409, 409, 429]);
  });

  it.each(['/api/users/resetPassword?email=a%40example.com', '/api/refresh'])('limits %s per address', async (url) => {
    const statuses = await statusesInTurn(6, () =>
      ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.2.0.1',
        ...(url === '/api/refresh' ? form({ refreshToken: 'x' }) : {}),
      }),
    );
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits registration per address', async () => {
    const statuses = await statusesInTurn(6, () =>
      ctx.app.inject({ method: 'POST', url: '/api/users', payload: {}, remoteAddress: '10.3.0.1' }),
    );
    expect(statuses.at(-1)).toBe(429);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: {}, remoteAddress: '10.3.0.1' });
    expect(again.json()).toEqual({ error: 'Too many requests, try again later', code: 'TOO_MANY_REQUESTS' });
  });
});
