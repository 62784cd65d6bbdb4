import os from 'node:os';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import react from '@vitejs/plugin-react';

/**
 * Slow server tests that start processes, kill them, fuzz every route, load hundreds of games or need two instances:
 * `npm run test:reliability` (and CI, and `npm run test:pg` on PostgreSQL) runs them; `npm test` leaves them out to stay
 * under 3 minutes. A new test that spawns the server or runs for more than a few seconds belongs here.
 */
const RELIABILITY = [
  'process',
  'crash',
  'fuzz',
  'two-instances',
  'migrations',
  'backup',
  'bench-generator',
  'auto-accept',
  'sessions-migration',
  'corrections-migration',
  'notifications-migration',
  'posts-migration',
  // Raw sockets held open until the server's timeouts answer.
  'http-robustness',
  // Races and random histories: many transactions each, 6–12 s a file.
  'races',
  'corrections-races',
  'corrections-invariant',
].map((name) => `apps/server/test/${name}.test.ts`);

/** Both server projects: a real database per test file (PGlite, or PostgreSQL when DATABASE_URL is set). */
const serverTest: InlineConfig = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  globalSetup: ['apps/server/test/support/global-setup.ts'],
};

/** The web's test files that replace a module with vi.mock (see the web-mocking project). */
const WEB_MOCKING = [
  'apps/web/src/features/tournaments/TournamentPage.test.tsx',
  'apps/web/src/features/live-game/background.test.ts',
];

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core free, which on a 2-core machine runs one file at a time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          // With the repository's own tools (the scaffolds), which are plain Node too.
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The brackets' property tests play whole 64-competitor tournaments many times: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...serverTest,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: RELIABILITY,
          // One module graph per worker instead of one per file (each file still builds its own app and database):
          // the project's CPU time falls by half.
          isolate: false,
          // And a file's emptied PGlite serves the worker's next file (test/support/db.ts).
          provide: { reuseDatabases: true },
        },
      },
      {
        test: {
          ...serverTest,
          name: 'reliability',
          include: RELIABILITY,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_MOCKING,
          environment: 'jsdom',
          globals: true,
          setupFiles: ['apps/web/src/test-setup.ts'],
          // One jsdom and one module graph per worker instead of one per file: halves the project's CPU time. Files
          // share the worker's window; each test builds its own app services (query client, API client) and
          // test-setup.ts empties the document and storage after it.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-mocking',
          include: WEB_MOCKING,
          environment: 'jsdom',
          globals: true,
          setupFiles: ['apps/web/src/test-setup.ts'],
          // A file that replaces a module (vi.mock) needs a module graph of its own: in a shared one, another file may
          // already have loaded the real module, and the page under test would keep it.
          isolate: true,
        },
      },
    ],
  },
});
