/** Builds the app on a fresh database with a test configuration, plus small factories for API tests. */
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type TConfig } from '../../src/config.ts';
import type { App } from '../../src/context.ts';
import type { Database } from '../../src/db/client.ts';
import { createAdmin } from '../../src/features/auth/index.ts';
import { createTestDatabase } from './db.ts';

export type TestContext = { app: App; database: Database; config: TConfig; clock: { now: Date } };

export function testConfig(overrides: NodeJS.ProcessEnv = {}): TConfig {
  // A fixed key: these apps never start from a data directory (so none is written), and tests sign tokens with it.
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/caps-test-unused',
    JWT_SECRET: 'caps-league-tests-only-secret-0123456789',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://league.test',
    RATE_LIMIT_AUTH: '1000',
    // A fixed web push key pair for tests (made by web-push's generateVAPIDKeys; tests only), so no file is written.
    VAPID_PUBLIC_KEY: 'BDbjCTje_ynFwImtbcsnTZnQKdyPzN5gBSYMW0rWxImGs0io8UgspNkvARiMTQWMrdm5K5Nx-XCwikLiByHmW6M',
    VAPID_PRIVATE_KEY: '-hOzE9tXFz5adHTj0yRyUZ70GxuCeEPvI8bHUKNhR-I',
    ...overrides,
  });
}

/** Sets up one app and database for the test file (beforeAll) and closes them (afterAll). */
export function useTestApp(env: NodeJS.ProcessEnv = {}, deps: Pick<AppDeps, 'pushTestAddresses'> = {}): TestContext {
  const ctx = { clock: { now: new Date() } } as TestContext;
  beforeAll(async () => {
    ctx.config = testConfig(env);
    ctx.database = await createTestDatabase();
    ctx.app = await buildApp({
      ...deps,
      config: ctx.config,
      database: ctx.database,
      logger: false,
      now: () => ctx.clock.now,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

let counter = 0;
/** A unique, valid username (≤ 15 characters). */
export function uniqueName(prefix = 'u'): string {
  counter++;
  return `${prefix}${process.pid % 1000}_${counter}`.slice(0, 15);
}

export type TestUser = {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
};

/** Registers a user through the API and signs in. */
export async function buildUser(
  app: App,
  over: Partial<{ username: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const username = over.username ?? uniqueName();
  const email = over.email ?? `${username.toLowerCase()}@example.com`;
  const password = over.password ?? 'correct horse';
  const reg = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { username, email, password, repeatPassword: password },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const tokens = await login(app, username, password);
  return { id: reg.json().id, username, email, password, token: tokens.authToken, refreshToken: tokens.refreshToken };
}

/** Creates an admin directly (there is no public call for it) and signs in. */
export async function buildAdmin(ctx: TestContext): Promise<TestUser> {
  const username = uniqueName('adm');
  const email = `${username}@example.com`;
  const password = 'admin password';
  await createAdmin(ctx.database.db, { username, email, password });
  const tokens = await login(ctx.app, username, password);
  const payload = JSON.parse(Buffer.from(tokens.authToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { id: payload.sub, username, email, password, token: tokens.authToken, refreshToken: tokens.refreshToken };
}

export async function login(
  app: App,
  username: string,
  password: string,
): Promise<{ authToken: string; refreshToken: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
