/**
 * Sign-ins from the owner's devices (issue 37 item 14): a device that signed in to an account keeps a signed cookie,
 * and with it the owner signs in from any address even while attempts from elsewhere have used up the account's
 * shared limit; unknown devices keep that limit, and a stolen cookie gets only its own few guesses.
 */
import { describe, expect, it } from 'vitest';
import { DeviceCookies } from '../src/features/auth/index.ts';
import { uniqueName, useTestApp } from './support/app.ts';

const ctx = useTestApp({ RATE_LIMIT_AUTH: '5' });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Signs in as the earlier client does (form data), from `address`, presenting `cookie` when given. */
const signIn = (username: string, password: string, address: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: form({ username, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    remoteAddress: address,
  });

/** The `name=value` of the device cookie an answer sets (what a browser sends back). */
function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^caps_device_[\w-]+=v1\./);
  return header.split(';')[0] ?? '';
}

async function makeOwner(address: string): Promise<{ username: string; password: string; cookie: string }> {
  const username = uniqueName('dev');
  const password = 'correct horse';
  const reg = await ctx.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email: `${username}@example.com`, password, repeatPassword: password },
    remoteAddress: address,
  });
  expect(reg.statusCode).toBe(201);
  const first = await signIn(username, password, address);
  expect(first.statusCode).toBe(200);
  return { username, password, cookie: deviceCookie(first) };
}

/** An attacker's wrong guesses from `count` addresses that are not the owner's: the account's shared limit runs out. */
async function lockOutUnknownDevices(username: string, net: string): Promise<void> {
  const codes: number[] = [];
  for (let i = 1; i <= 7; i++) codes.push((await signIn(username, 'wrong password', `${net}.${i}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
}

describe('the owner’s devices', () => {
  it('sets a signed, long-lived, script-proof device cookie at a successful sign-in, none at a failed one', async () => {
    const username = uniqueName('dev');
    const password = 'correct horse';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { username, email: `${username}@example.com`, password, repeatPassword: password },
      remoteAddress: '10.20.0.1',
    });
    expect((await signIn(username, 'wrong password', '10.20.0.1')).headers['set-cookie']).toBeUndefined();
    const ok = await signIn(username, password, '10.20.0.1');
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['authToken', 'refreshToken']); // the answer the earlier client reads is unchanged
    const attributes = String(ok.headers['set-cookie']).split('; ').slice(1);
    expect(attributes).toEqual(['Path=/api', 'Max-Age=31536000', 'HttpOnly', 'SameSite=Lax']); // not Secure outside production
    // signing in again with it keeps the device (same id), for another year
    const again = await signIn(username, password, '10.20.0.2', deviceCookie(ok));
    expect(deviceCookie(again)).toBe(deviceCookie(ok));
  });

  it('marks the cookie Secure in production', () => {
    expect(new DeviceCookies('k'.repeat(40), true).cookieFor('00000000-0000-4000-8000-000000000001')).toMatch(
      /; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('lets the owner sign in from a new address with their device while unknown devices are locked out', async () => {
    const owner = await makeOwner('10.21.0.1');
    await lockOutUnknownDevices(owner.username, '10.21.1');
    // a phone on mobile data: an address the owner never used
    expect((await signIn(owner.username, owner.password, '10.21.2.1')).statusCode).toBe(429); // without the cookie: an unknown device
    const fromPhone = await signIn(owner.username, owner.password, '10.21.2.2', owner.cookie);
    expect(fromPhone.statusCode).toBe(200);
    expect(deviceCookie(fromPhone)).toBe(owner.cookie);
    // and again from yet another address
    expect((await signIn(owner.username, owner.password, '10.21.2.3', owner.cookie)).statusCode).toBe(200);
  });

  it('gives a stolen cookie only its own few guesses, and the owner’s other devices go on', async () => {
    const owner = await makeOwner('10.22.0.1');
    const laptop = deviceCookie(await signIn(owner.username, owner.password, '10.22.0.1')); // a second device (no cookie sent)
    expect(laptop).not.toBe(owner.cookie);
    const codes: number[] = [];
    for (let i = 1; i <= 7; i++)
      codes.push((await signIn(owner.username, 'wrong password', `10.22.1.${i}`, owner.cookie)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await signIn(owner.username, owner.password, '10.22.2.1', laptop)).statusCode).toBe(200);
  });

  it('treats a forged cookie, or one of another account, as an unknown device', async () => {
    const owner = await makeOwner('10.23.0.1');
    const other = await makeOwner('10.23.0.2');
    await lockOutUnknownDevices(owner.username, '10.23.1');
    const [name, value] = owner.cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherValue = other.cookie.split('=')[1] ?? '';
    const otherAccountsCookie = `${name}=${otherValue}`;
    const withAnotherDeviceId = `${name}=${value.replace(/^v1\.([^.]+)\.[^.]+\./, 'v1.$1.AAAAAAAAAAAAAAAAAAAAAA.')}`;
    for (const cookie of [forged, otherAccountsCookie, other.cookie, withAnotherDeviceId, `${name}=garbage`]) {
      expect((await signIn(owner.username, owner.password, '10.23.2.1', cookie)).statusCode, cookie).toBe(429);
    }
    expect(
      (await signIn(owner.username, owner.password, '10.23.3.1', `${other.cookie}; ${owner.cookie}`)).statusCode,
    ).toBe(200); // its own among others
  });

  it('keys the cookie to the server’s secret: another server’s cookie is not a device here', () => {
    const userId = '00000000-0000-4000-8000-000000000002';
    const ours = new DeviceCookies('a'.repeat(40), false);
    const theirs = new DeviceCookies('b'.repeat(40), false);
    const cookie = ours.cookieFor(userId).split(';')[0] ?? '';
    expect(ours.deviceOf(cookie, userId)).toMatch(/^[\w-]{22}$/);
    expect(
      theirs.deviceOf(cookie.replace(/^[^=]+/, theirs.cookieFor(userId).split('=')[0] ?? ''), userId),
    ).toBeUndefined();
  });
});
