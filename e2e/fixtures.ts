/**
 * The browser tests' `test`: each Playwright worker starts its own server with its own empty database (a data folder
 * of its own, on a port of its own), so tests running side by side never see each other's data. Some tests change
 * what every page shows (a new season for everyone, the news), so one shared database would make them depend on what
 * the other worker is doing. `baseURL` points at the worker's server; `outboxDir` is where its mail lands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, CDPSession, Locator, Page, Request, TestInfo } from '@playwright/test';

export const ADMIN_USERNAME = 'e2eadmin';
export const ADMIN_PASSWORD = 'e2e admin password';

/** The first worker's port; worker n (its parallel index) listens on FIRST_PORT + n. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_ROOT = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

type Server = { url: string; outboxDir: string };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the server on `port` with an empty database in `dataDir` and waits until it answers. */
async function startServer(port: number, dataDir: string): Promise<{ server: Server; child: ChildProcess }> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/api/health`)) throw new Error(`Port ${port} is taken by another server: set E2E_PORT`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(path.join(dataDir, '..', `server-${port}.log`), 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '1000',
      ADMIN_USERNAME,
      ADMIN_EMAIL: `${ADMIN_USERNAME}@example.com`,
      ADMIN_PASSWORD,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited (${child.exitCode}): see its log`);
    if (Date.now() > deadline) throw new Error(`The server on port ${port} did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { server: { url, outboxDir: path.join(dataDir, 'outbox') }, child };
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export const test = base.extend<{ outboxDir: string }, { server: Server }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const { server, child } = await startServer(port, path.join(DATA_ROOT, `worker-${workerInfo.parallelIndex}`));
      try {
        await use(server);
      } finally {
        await stopServer(child);
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  outboxDir: async ({ server }, use) => use(server.outboxDir),
});
