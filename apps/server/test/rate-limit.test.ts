import { describe, expect, it } from 'vitest';
import { buildUser, useTestApp } from './support/app.ts';

const ctx = useTestApp({ RATE_LIMIT_AUTH: '5' });
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('rate limits', () => {
  it('limits login per account even across addresses', async () => {
    const user = await buildUser(ctx.app, {});
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: user.username, password: 'wrong password' }), remoteAddress: `10.1.0.${i + 1}` });
      codes.push(res.statusCode);
    }
    // five failures from five addresses, then the account is locked for everyone
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: user.username, password: user.password }), remoteAddress: '10.1.0.99' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests/);
  });

  it.each(['/api/users/resetPassword?email=a%40example.com', '/api/refresh'])('limits %s per address', async (url) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({ method: 'POST', url, remoteAddress: '10.2.0.1', ...(url === '/api/refresh' ? form({ refreshToken: 'x' }) : {}) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('limits registration per address', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (await ctx.app.inject({ method: 'POST', url: '/api/users', payload: {}, remoteAddress: '10.3.0.1' })).statusCode;
    }
    expect(last).toBe(429);
  });
});
