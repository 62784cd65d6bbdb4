/**
 * `npm run bench`: builds a seeded league, starts the real server on it, and loads each read with autocannon beside
 * the trivial route in the same run. Writes bench/RESULTS.md and exits 1 when a budget of bench/budgets.json fails.
 *   BENCH_PLAYERS (default 1000), BENCH_SECONDS per route (default 5), BENCH_CONNECTIONS (default 50),
 *   DATABASE_URL to run on PostgreSQL (the database is emptied first), otherwise embedded PGlite in .tmp/bench-run;
 *   BENCH_ENFORCE=0 reports budgets without failing (CI's small run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { generateLeague, seededRandom } from './generate.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const DATABASE_URL = process.env.DATABASE_URL;
const DATA_DIR = path.resolve('.tmp/bench-run');
const budgets = JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as { reads: Record<string, { p99Ms: number; minRatio?: number }> };

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

async function freshDatabase(): Promise<Database> {
  if (DATABASE_URL) {
    const database = openPostgres(DATABASE_URL);
    await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`);
    await migrateDatabase(database);
    return database;
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const database = await openPglite(path.join(DATA_DIR, 'pglite'));
  await migrateDatabase(database);
  return database;
}

async function measure(name: string, requests: string[], token?: string): Promise<Row> {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: [{ setupRequest: (req) => ({ ...req, path: requests[i++ % requests.length] ?? '/' }) }],
  });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function main(): Promise<void> {
  const started = Date.now();
  const database = await freshDatabase();
  const league = await generateLeague(database, { players: PLAYERS, seed: 42, log: (l) => console.log(l) });
  await database.close();
  const generatedIn = (Date.now() - started) / 1000;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: DATABASE_URL ?? '', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(server);
    const login = await fetch(`http://127.0.0.1:${PORT}/api/login`, { method: 'POST', body: new URLSearchParams({ username: league.usernames[0] ?? '', password: league.password }) });
    const { authToken } = (await login.json()) as { authToken: string };
    const random = seededRandom(7);
    const pick = () => league.userIds[Math.floor(random() * league.userIds.length)] ?? '';
    const many = <T>(n: number, f: () => T) => Array.from({ length: n }, f);
    const pages = Math.max(1, Math.floor(PLAYERS / 20));
    const rows: Row[] = [];
    rows.push(await measure('trivial (/api/health)', ['/api/health']));
    rows.push(await measure('leaderboard page', many(200, () => `/api/users?gameType=SINGLES&pageSize=10&pageNumber=${Math.floor(random() * Math.min(pages, 50))}`)));
    rows.push(await measure('player search', many(200, () => `/api/users/search?pageSize=5&pageNumber=0&username=${(league.usernames[Math.floor(random() * league.usernames.length)] ?? 'p1').slice(0, 4)}`), authToken));
    rows.push(await measure('player history', many(200, () => `/api/games/user/${pick()}?pageNumber=0`)));
    rows.push(await measure('comparison', many(200, () => `/api/games/user/${pick()}/SINGLES/comparison/${pick()}`)));
    rows.push(await measure('game list', many(50, () => `/api/singles?pageSize=10&pageNumber=${Math.floor(random() * 20)}`)));
    rows.push(await measure('profile (/full)', many(200, () => `/api/users/${pick()}/full`)));
    rows.push(await measure('home dashboard games', ['/api/dashboard/games']));

    const base = rows[0]?.rps || 1;
    const failures: string[] = [];
    const lines = rows.map((r) => {
      const budget = budgets.reads[r.name];
      const ok = !budget || (r.p99 <= budget.p99Ms && (budget.minRatio === undefined || r.rps / base >= budget.minRatio) && r.errors === 0);
      if (!ok) failures.push(r.name);
      return `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / base).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${budget ? `p99 ≤ ${budget.p99Ms} ms${budget.minRatio ? `, ≥ ${budget.minRatio} × trivial` : ''}` : '—'} | ${budget ? (ok ? 'yes' : '**NO**') : ''} |`;
    });
    const report = [
      `# Benchmark results`,
      '',
      `${PLAYERS} players, ${league.games} games, ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s per route; data generated in ${generatedIn.toFixed(0)} s.`,
      '',
      '| route | req/s | ratio to trivial | p50 ms | p99 ms | errors | budget | ok |',
      '|---|---:|---:|---:|---:|---:|---|---|',
      ...lines,
      '',
    ].join('\n');
    fs.writeFileSync(path.resolve('bench/RESULTS.md'), report);
    console.log(report);
    if (failures.length) {
      console.error(`Over budget: ${failures.join(', ')}`);
      // CI runs a small version only to prove the benchmark works; shared machines make its figures noisy.
      if (process.env.BENCH_ENFORCE !== '0') process.exitCode = 1;
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
