/** The real server process: data-dir lock, durability across kill -9, admin bootstrap and the admin command. */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN, ROOT, exited, freePort, serverEnv, startServer, tempDir } from './support/process.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}

const env = serverEnv;

async function start(dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = await startServer(serverEnv(dataDir, port, extra));
  children.push(child);
  return child;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('server process (embedded database)', () => {
  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = dataDir();
    const first = await start(dir, await freePort());
    const second = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: env(dir, await freePort()),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is in use by another process');
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
  }, 180_000);

  it('keeps every committed write across kill -9 and creates the configured admin once', async () => {
    const dir = dataDir();
    const port = await freePort();
    const adminEnv = { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss password' };
    let server = await start(dir, port, adminEnv);
    const loginRes = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'boss', password: 'boss password' }),
    });
    expect(loginRes.status).toBe(200);
    const { authToken } = (await loginRes.json()) as { authToken: string };
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/dashboard/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Post ${i}`, description: 'durable', signature: 'boss' }),
      });
      if (res.status === 201) created.push(((await res.json()) as { id: string }).id);
    }
    expect(created).toHaveLength(25);
    server.kill('SIGKILL');
    await exited(server);

    server = await start(dir, port, adminEnv); // the stale lock of the killed process is taken over
    const list = (await (await fetch(`http://127.0.0.1:${port}/api/dashboard/posts`)).json()) as Array<{ id: string }>;
    const ids = new Set(list.map((p) => p.id));
    expect(created.every((id) => ids.has(id))).toBe(true);
    expect(list.filter((p) => p.id).length).toBe(26); // 25 posts + the welcome post seeded once
    // Started without JWT_SECRET: the key made in the data directory on the first start signs on after the restart.
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const sameSession = await fetch(`http://127.0.0.1:${port}/api/notifications`, {
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(sameSession.status).toBe(200);
    const again = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'boss', password: 'boss password' }),
    });
    expect(again.status).toBe(200);
    server.kill('SIGTERM');
    await exited(server);

    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/admin-cli.ts'), 'create', 'second', 'second@example.com'],
      {
        cwd: ROOT,
        env: env(dir, port, { ADMIN_PASSWORD: 'second password' }),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(cli.stdout).toContain('Admin second created.');
    server = await start(dir, port);
    const asSecond = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'second', password: 'second password' }),
    });
    const token = ((await asSecond.json()) as { authToken: string }).authToken;
    expect(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).rol).toBe('ADMIN');
    server.kill('SIGTERM');
    await exited(server);
  }, 300_000);

  it('refuses to create an admin from the environment whose password breaks the rules, and says so', () => {
    const admin = { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' };
    const res = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...env(dataDir(), 0), ...admin },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(
      "Invalid configuration: the admin's password: Password has to be at least 8 characters long",
    );
  }, 120_000);

  it('refuses to start in production without a real secret', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...env(dataDir(), 0), NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Refusing to start in production without a real JWT_SECRET');
  }, 120_000);
});
