/**
 * Crash safety: a write load (sign-ups, posts, accepts, tournament results) against the real server, SIGKILLed at random moments and
 * restarted; afterwards every request that got a 2xx is in the database and the stats equal a replay of history.
 * Runs on embedded PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { games, users } from '../src/db/schema.ts';
import { diffLeague } from '../src/features/league/index.ts';
import { exited, freePort, scratchPostgres, serverEnv, startServer, tempDir } from './support/process.ts';
import { recordFigure } from './support/figures.ts';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

type Player = { id: string; username: string; token: string };
const KILLS = 3;

describe('crash safety', () => {
  it(`keeps every acknowledged write across ${KILLS} kill -9 restarts`, async () => {
    const dataDir = tempDir();
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const pgUrl = process.env.DATABASE_URL;
    const scratch = pgUrl ? await scratchPostgres(pgUrl) : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const port = await freePort();
    const admin = {
      ADMIN_USERNAME: 'crashboss',
      ADMIN_EMAIL: 'crashboss@example.com',
      ADMIN_PASSWORD: 'crash boss password',
    };
    const env = serverEnv(dataDir, port, { ...admin, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    const base = `http://127.0.0.1:${port}`;

    const acknowledged = {
      users: new Set<string>(),
      posted: new Set<string>(),
      accepted: new Set<string>(),
      results: new Set<string>(),
    };
    let server = await startServer(env);
    children.push(server);

    const players: Player[] = [];
    for (let i = 0; i < 4; i++) {
      const username = `crash${i}_${process.pid % 1000}`;
      const reg = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: 'password1',
          repeatPassword: 'password1',
        }),
      });
      const { id } = (await reg.json()) as { id: string };
      acknowledged.users.add(id);
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        body: new URLSearchParams({ username, password: 'password1' }),
      });
      players.push({ id, username, token: ((await login.json()) as { authToken: string }).authToken });
    }
    const pendingByOpponent = new Map<string, string[]>();

    // a round robin of the four players, run by the admin while the server gets killed
    const adminLogin = await fetch(`${base}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
    });
    const adminToken = ((await adminLogin.json()) as { authToken: string }).authToken;
    const asAdmin = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const cup = (await (
      await asAdmin('/api/singles/tournaments', {
        tournamentName: 'Crash Cup',
        tournamentType: 'ROUND_ROBIN',
        seedType: 'ROUND_ROBIN_CIRCLE',
        size: 'RO_8',
      })
    ).json()) as {
      id: string;
    };
    expect(
      (
        await asAdmin(
          `/api/singles/tournaments/${cup.id}/players`,
          players.map((p) => p.id),
        )
      ).status,
    ).toBe(200);
    expect((await asAdmin(`/api/singles/tournaments/${cup.id}/seed`)).status).toBe(200);
    type Entry = {
      id: string;
      final: boolean;
      forfeited: boolean;
      game: unknown;
      player1: { id: string } | null;
      player2: { id: string } | null;
    };
    const tournamentWriter = async () => {
      for (;;) {
        try {
          const view = (await (await fetch(`${base}/api/singles/tournaments/${cup.id}`)).json()) as {
            bracketEntries: Entry[];
          };
          const open = view.bracketEntries.find((e) => e.player1 && e.player2 && !e.game && !e.final && !e.forfeited);
          if (!open?.player1 || !open.player2) return;
          const res = await asAdmin(`/api/singles/tournaments/${cup.id}/entry/${open.id}`, {
            gameMode: 'SUDDEN_DEATH',
            player1Stats: { playerId: open.player1.id, score: 11, sinks: 12 },
            player2Stats: { playerId: open.player2.id, score: 4, sinks: 5 },
            gameEvents: [],
          });
          if (res.ok) acknowledged.results.add(open.id);
        } catch {
          return; // the server is gone
        }
      }
    };

    /** One writer: posts games and accepts the ones waiting for it, until the server dies. */
    const writer = async (me: Player, others: Player[]) => {
      for (let n = 0; ; n++) {
        try {
          const waiting = pendingByOpponent.get(me.id) ?? [];
          const toAccept = waiting.shift();
          if (toAccept && n % 2 === 0) {
            const res = await fetch(`${base}/api/singles/accept/${toAccept}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${me.token}` },
            });
            if (res.ok) acknowledged.accepted.add(toAccept);
            continue;
          }
          const opponent = others[n % others.length] as Player;
          const res = await fetch(`${base}/api/singles`, {
            method: 'POST',
            headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              gameMode: 'SUDDEN_DEATH',
              player1Stats: { playerId: me.id, score: 11, sinks: 13 },
              player2Stats: { playerId: opponent.id, score: n % 11, sinks: (n % 11) + 1 },
              gameEvents: [],
            }),
          });
          if (res.ok) {
            const { id } = (await res.json()) as { id: string };
            acknowledged.posted.add(id);
            pendingByOpponent.set(opponent.id, [...(pendingByOpponent.get(opponent.id) ?? []), id]);
          }
        } catch {
          return; // the server is gone
        }
      }
    };

    for (let kill = 0; kill < KILLS; kill++) {
      const load = [
        ...players.map((p) =>
          writer(
            p,
            players.filter((o) => o !== p),
          ),
        ),
        tournamentWriter(),
      ];
      // kill at a random moment once this round has done some work (the machine may be slow)
      const target = acknowledged.posted.size + 3 + Math.floor(Math.random() * 6);
      for (let waited = 0; acknowledged.posted.size < target && waited < 60_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 300)));
      server.kill('SIGKILL');
      await exited(server);
      await Promise.all(load);
      server = await startServer(env);
      children.push(server);
    }
    const cupAfter = (await (await fetch(`${base}/api/singles/tournaments/${cup.id}`)).json()) as {
      bracketEntries: Entry[];
    };
    for (const entryId of acknowledged.results)
      expect(cupAfter.bracketEntries.find((e) => e.id === entryId)?.game).toBeTruthy();
    server.kill('SIGTERM');
    await exited(server);

    expect(acknowledged.results.size).toBeGreaterThan(0);
    expect(acknowledged.posted.size).toBeGreaterThan(5);
    expect(acknowledged.accepted.size).toBeGreaterThan(0);
    const database: Database = scratch ? openPostgres(scratch.url) : await openPglite(path.join(dataDir, 'pglite'));
    try {
      await migrateDatabase(database);
      const storedUsers = new Set((await database.db.select({ id: users.id }).from(users)).map((u) => u.id));
      const storedGames = new Map(
        (await database.db.select({ id: games.id, status: games.status }).from(games)).map((g) => [g.id, g.status]),
      );
      for (const id of acknowledged.users) expect(storedUsers.has(id)).toBe(true);
      for (const id of acknowledged.posted) expect(storedGames.has(id)).toBe(true);
      for (const id of acknowledged.accepted) expect(storedGames.get(id)).toBe('ACCEPTED');
      expect(await diffLeague(database.db)).toEqual([]);
      recordFigure('kills survived', KILLS);
      recordFigure(
        'acknowledged writes checked after kills',
        acknowledged.users.size + acknowledged.posted.size + acknowledged.accepted.size + acknowledged.results.size,
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});
