/**
 * Two server processes on one PostgreSQL database, sharing nothing in memory: sessions work on both, the auto-accept
 * job running on both at once accepts each game once, rate limits count across both, and a change made on one
 * empties the other's read cache.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.ts';
import { games, notifications } from '../src/db/schema.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { exited, freePort, scratchPostgres, serverEnv, startServer, tempDir } from './support/process.ts';

const url = process.env.DATABASE_URL;
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  it('share sessions, jobs and rate limits', async () => {
    const scratch = await scratchPostgres(url ?? '');
    cleanups.push(scratch.drop);
    const [portA, portB] = [await freePort(), await freePort()];
    // Instances of one league share JWT_SECRET (README); each would otherwise make its own key in its data directory.
    const extra = {
      DATABASE_URL: scratch.url,
      RATE_LIMIT_AUTH: '6',
      AUTO_ACCEPT_HOURS: '0.0002',
      JWT_SECRET: 'two-instances-shared-secret-0123456789',
    };
    const start = async (port: number) => {
      const child = await startServer(serverEnv(tempDir(), port, extra));
      children.push(child);
      return child;
    };
    let [a, b] = [await start(portA), await start(portB)];
    const A = `http://127.0.0.1:${portA}`;
    const B = `http://127.0.0.1:${portB}`;

    const register = async (base: string, username: string) => {
      const res = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: 'password1',
          repeatPassword: 'password1',
        }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const login = async (base: string, username: string, password = 'password1') =>
      fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ username, password }) });

    // a session made on A works on B, and its refresh token refreshes on B; once B's newer token was presented on A,
    // the older one is refused on B
    const p1 = await register(A, 'twin_one');
    const p2 = await register(B, 'twin_two');
    const tokens = (await (await login(A, 'twin_one')).json()) as { authToken: string; refreshToken: string };
    expect(
      (await fetch(`${B}/api/notifications`, { headers: { authorization: `Bearer ${tokens.authToken}` } })).status,
    ).toBe(200);
    const refreshOn = (base: string, refreshToken: string) =>
      fetch(`${base}/api/refresh`, { method: 'POST', body: new URLSearchParams({ refreshToken }) });
    const rotated = await refreshOn(B, tokens.refreshToken);
    expect(rotated.status).toBe(200);
    const newer = ((await rotated.json()) as { refreshToken: string }).refreshToken;
    expect((await refreshOn(A, tokens.refreshToken)).status).toBe(200); // nothing newer presented yet
    expect((await refreshOn(A, newer)).status).toBe(200);

    const { authToken } = (await (await login(A, 'twin_one')).json()) as { authToken: string }; // for the games below
    // a session signed out on A: its access token, remembered by B's session check, stops working on B at once
    const other = (await (await login(B, 'twin_one')).json()) as { authToken: string; refreshToken: string };
    const onB = () => fetch(`${B}/api/notifications`, { headers: { authorization: `Bearer ${other.authToken}` } });
    expect((await onB()).status).toBe(200);
    expect(
      (
        await fetch(`${A}/api/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: other.refreshToken }),
        })
      ).status,
    ).toBe(204);
    const loggedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - loggedOutAt < 2000) status = (await onB()).status;
    expect(status).toBe(401);
    // and an older refresh token presented on B after the newer one ends the first session there too, announced to A
    expect((await refreshOn(B, tokens.refreshToken)).status).toBe(401);
    const revokedAt = Date.now();
    status = 200;
    while (status === 200 && Date.now() - revokedAt < 2000)
      status = (await fetch(`${A}/api/notifications`, { headers: { authorization: `Bearer ${tokens.authToken}` } }))
        .status;
    expect(status).toBe(401);

    // B serves a search from its read cache; a registration on A reaches B's readers at once (NOTIFY), not after
    // the cache's few seconds
    const search = () => fetch(`${B}/api/search?searchString=twin_`);
    let cached = false;
    for (let i = 0; i < 50 && !cached; i++) {
      const res = await search();
      expect(await res.json()).toHaveLength(2);
      cached = res.headers.get('x-cache') === 'hit';
      if (!cached) await new Promise((r) => setTimeout(r, 100));
    }
    expect(cached).toBe(true);
    await register(A, 'twin_three');
    const seenAt = Date.now();
    let names: string[] = [];
    while (names.length < 3 && Date.now() - seenAt < 2000)
      names = ((await (await search()).json()) as Array<{ name: string }>).map((r) => r.name);
    expect(names).toContain('twin_three');

    // sign-ins from one address are counted across both instances (limit 6 a minute): three succeeded above, so the
    // 4th failure, the 7th request, is refused wherever it lands
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(i % 2 ? A : B, 'twin_two', 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);

    // games posted on A, then both instances restart at once: their auto-accept jobs race over the same due games
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${A}/api/singles`, {
        method: 'POST',
        headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          gameMode: 'SUDDEN_DEATH',
          player1Stats: { playerId: p1, score: 11, sinks: 12 },
          player2Stats: { playerId: p2, score: i, sinks: i + 1 },
          gameEvents: [],
        }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    await new Promise((r) => setTimeout(r, 1500)); // past the (tiny) auto-accept age
    a.kill('SIGTERM');
    b.kill('SIGTERM');
    await Promise.all([exited(a), exited(b)]);
    [a, b] = await Promise.all([start(portA), start(portB)]);

    const database = openPostgres(scratch.url);
    try {
      for (let waited = 0; waited < 30_000; waited += 250) {
        const rows = await database.db.select({ status: games.status }).from(games);
        if (rows.every((r) => r.status === 'ACCEPTED')) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const rows = await database.db.select({ id: games.id, status: games.status }).from(games);
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'ACCEPTED'));
      const accepted = await database.db.select().from(notifications).where(eq(notifications.type, 'GAME_ACCEPTED'));
      expect(accepted).toHaveLength(ids.length); // one per game, not one per instance
      expect(await diffLeague(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
    a.kill('SIGTERM');
    b.kill('SIGTERM');
  }, 300_000);
});
