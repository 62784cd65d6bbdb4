/**
 * Times voiding and correcting accepted games of a generated league through the API of the real server (issue 24's
 * budgets, `replay` in bench/budgets.json: the newest game ≤ 200 ms; the oldest of the 10k league ≤ 1 s, of the 100k
 * league ≤ 30 s), then voids one more old game while players read and post: reads are served meanwhile, writes wait
 * for the replay or proceed, none fails. The league is changed: it runs on a scratch copy (`npm run bench` makes one
 * per data set; the command below makes one of a PostgreSQL league and drops it afterwards).
 *
 *   node --import tsx bench/replay-timing.ts --players 10000 [--check]   (the league of `npm run bench`,
 *   caps_bench_10000, on BENCH_DATABASE_URL's server; generate it first: BENCH_MATRIX=postgres:10000 npm run bench, or
 *   bench/generate.ts. --check compares the league after the changes with a recompute of its history.)
 *
 * The server runs as `npm run bench` runs it (bench/run.ts `startServer`); its CPU time and that of its database's
 * PostgreSQL backends are read from /proc, its peak memory too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { GAME_TYPE_PATHS, type TGameType } from '@caps/domain';
import { openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { diffLeague } from '../apps/server/src/features/league/index.ts';
import { cpuSince, peakMb, type Measured } from './process-stats.ts';

const PASSWORD = 'bench password'; // every generated account's (bench/generate.ts)
const READERS = 8; // concurrent readers while a replay runs
const WRITER_PAIRS = 4; // pairs of players posting and accepting games while a replay runs

type Game = { id: string; gameType: TGameType; body: Record<string, unknown> };

/** What the timing needs from the league, read before its server starts (an embedded database has one user at a time). */
export type ReplayPlan = {
  admin: string;
  newest: { singles: Game; doubles: Game };
  /** A singles game a thousand games back: a change replayed within its reach, locked player by player. */
  back1000: Game;
  oldest: { singles: Game; doubles: Game };
  /** The game voided under load: the oldest singles game once the oldest is voided. */
  underLoad: Game;
  readers: string[];
  writers: Array<{ id: string; username: string }>;
};

export async function planReplays(database: Database): Promise<ReplayPlan> {
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(query)).rows;
  const games = (order: 'asc' | 'desc', type: TGameType, count: number, offset = 0) =>
    q<Game>(
      sql`select id, game_type as "gameType", body from games where status = 'ACCEPTED' and tournament_id is null and game_type = ${type} order by accept_seq ${sql.raw(order)} limit ${count} offset ${offset}`,
    );
  const [admin] = await q<{ username: string }>(
    sql`select username from users where role = 'ADMIN' order by username limit 1`,
  );
  const [newestSingles] = await games('desc', 'SINGLES', 1);
  const [newestDoubles] = await games('desc', 'DOUBLES', 1);
  const [back1000] = await games('desc', 'SINGLES', 1, 1000);
  const [oldestSingles, secondSingles] = await games('asc', 'SINGLES', 2);
  const [oldestDoubles] = await games('asc', 'DOUBLES', 1);
  if (!admin || !newestSingles || !newestDoubles || !back1000 || !oldestSingles || !secondSingles || !oldestDoubles)
    throw new Error('the league has no admin or too few games to time');
  const readers = await q<{ id: string }>(sql`select id from users where role = 'USER' order by id desc limit 200`);
  // The other end of the id order, as the write mix of bench/run.ts: games posted here never make the read players heavier.
  const writers = await q<{ id: string; username: string }>(
    sql`select id, username from users where role = 'USER' order by id limit ${2 * WRITER_PAIRS}`,
  );
  return {
    admin: admin.username,
    newest: { singles: newestSingles, doubles: newestDoubles },
    back1000,
    oldest: { singles: oldestSingles, doubles: oldestDoubles },
    underLoad: secondSingles,
    readers: readers.map((r) => r.id),
    writers,
  };
}

/** One change of history: its answer, how long it took, and the CPU it cost (server, PostgreSQL). */
export type ReplayTiming = { name: string; status: number; ms: number; serverCpuMs: number; dbCpuMs: number };
/** The change made while players read and post: the reads served meanwhile and the writes that landed or failed. */
export type ReplayUnderLoad = ReplayTiming & {
  reads: number;
  readP50: number;
  readP99: number;
  readErrors: number;
  writes: number;
  writeMaxMs: number;
  writeErrors: number;
};
export type ReplayResults = {
  timings: ReplayTiming[];
  underLoad: ReplayUnderLoad;
  peakMb: number;
  startPeakMb: number;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** One request on a kept-alive connection; a body is JSON unless a content type is given. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  const sent =
    body === undefined
      ? headers
      : { 'content-type': 'application/json', ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: sent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(base: string, username: string): Promise<string> {
  const form = new URLSearchParams({ username, password: PASSWORD }).toString();
  const answer = await send(`${base}/api/login`, 'POST', { 'content-type': 'application/x-www-form-urlencoded' }, form);
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.status}`);
  return (JSON.parse(answer.text) as { authToken: string }).authToken;
}

const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/** Runs the plan against a server started on a scratch copy of the league. */
export async function timeReplays(plan: ReplayPlan, base: string, measured: Measured): Promise<ReplayResults> {
  const startPeakMb = peakMb(measured.serverPid);
  const admin = { authorization: `Bearer ${await signIn(base, plan.admin)}` };
  const change = async (name: string, kind: 'void' | 'correct', game: Game): Promise<ReplayTiming> => {
    const body = JSON.stringify(kind === 'void' ? { reason: 'timing' } : { ...game.body, reason: 'timing' });
    const cpu = await cpuSince(measured);
    const started = performance.now();
    const res = await send(`${base}/api/${GAME_TYPE_PATHS[game.gameType]}/${kind}/${game.id}`, 'POST', admin, body);
    const ms = performance.now() - started;
    const used = await cpu();
    if (res.status !== 200) console.error(`  ${name}: ${res.status} ${res.text}`);
    return { name, status: res.status, ms, serverCpuMs: used.server * 1000, dbCpuMs: used.db * 1000 };
  };
  const timings = [
    await change('correct the newest singles game (same result)', 'correct', plan.newest.singles),
    await change('void the newest singles game', 'void', plan.newest.singles),
    await change('void the newest doubles game', 'void', plan.newest.doubles),
    await change('void a singles game a thousand singles games back (within its reach)', 'void', plan.back1000),
    await change('correct the oldest singles game (same result)', 'correct', plan.oldest.singles),
    await change('void the oldest singles game', 'void', plan.oldest.singles),
    await change('void the oldest doubles game', 'void', plan.oldest.doubles),
  ];

  // Under load: readers and writers run from just before the change until it answers.
  const tokens = await Promise.all(plan.writers.map((w) => signIn(base, w.username)));
  let running = true;
  const readLatencies: number[] = [];
  let readErrors = 0;
  const writeLatencies: number[] = [];
  let writeErrors = 0;
  const paths = [
    ...plan.readers.map((id) => `/api/users/${id}/full`),
    ...[0, 1, 2, 3].map((page) => `/api/users?gameType=SINGLES&pageSize=10&pageNumber=${page}`),
  ];
  const readers = Array.from({ length: READERS }, async (_, r) => {
    for (let n = r; running; n += READERS) {
      const started = performance.now();
      const res = await send(`${base}${paths[n % paths.length]}`, 'GET', {});
      readLatencies.push(performance.now() - started);
      if (res.status !== 200) readErrors++;
    }
  });
  const writers = Array.from({ length: WRITER_PAIRS }, async (_, w) => {
    const [poster, opponent] = [2 * w, 2 * w + 1];
    for (let n = 0; running; n++) {
      const started = performance.now();
      const game = {
        gameMode: 'SUDDEN_DEATH',
        gameEvents: [],
        player1Stats: { playerId: plan.writers[poster]!.id, score: 11, sinks: 12 },
        player2Stats: { playerId: plan.writers[opponent]!.id, score: n % 11, sinks: n % 11 },
      };
      const posted = await send(
        `${base}/api/singles`,
        'POST',
        { authorization: `Bearer ${tokens[poster]}` },
        JSON.stringify(game),
      );
      const accepted =
        posted.status === 201
          ? await send(`${base}/api/singles/accept/${(JSON.parse(posted.text) as { id: string }).id}`, 'POST', {
              authorization: `Bearer ${tokens[opponent]}`,
            })
          : posted;
      writeLatencies.push(performance.now() - started);
      if (accepted.status !== 200) writeErrors++;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // the load is under way before the change starts
  const skipped = { reads: readLatencies.length, writes: writeLatencies.length };
  const loaded = await change(
    'void the oldest singles game while 8 readers read and 4 pairs post and accept games',
    'void',
    plan.underLoad,
  );
  running = false;
  await Promise.all([...readers, ...writers]);
  const reads = readLatencies.slice(skipped.reads).sort((a, b) => a - b);
  const writes = writeLatencies.slice(skipped.writes).sort((a, b) => a - b);
  return {
    timings,
    underLoad: {
      ...loaded,
      reads: reads.length,
      readP50: quantile(reads, 0.5),
      readP99: quantile(reads, 0.99),
      readErrors,
      writes: writes.length,
      writeMaxMs: Math.round(writes[writes.length - 1] ?? 0),
      writeErrors,
    },
    peakMb: peakMb(measured.serverPid),
    startPeakMb,
  };
}

/** The figures as lines of text. */
export function describeReplays(results: ReplayResults): string[] {
  const u = results.underLoad;
  return [
    ...results.timings.map(
      (t) =>
        `${t.name}: ${t.status} in ${t.ms.toFixed(0)} ms (CPU: server ${t.serverCpuMs.toFixed(0)} ms, PostgreSQL ${t.dbCpuMs.toFixed(0)} ms)`,
    ),
    `${u.name}: ${u.status} in ${u.ms.toFixed(0)} ms; meanwhile ${u.reads} reads, p50 ${u.readP50} ms, p99 ${u.readP99} ms, ${u.readErrors} errors; ${u.writes} games posted and accepted (slowest ${u.writeMaxMs} ms), ${u.writeErrors} errors`,
    `server peak memory ${results.peakMb.toFixed(0)} MB (${results.startPeakMb.toFixed(0)} MB before the first change)`,
  ];
}

/** Starts the real server on a database, as bench/run.ts does. */
function startServer(databaseUrl: string, port: number): ChildProcess {
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []; // e.g. --cpu-prof --cpu-prof-dir=.tmp/prof
  return spawn(process.execPath, ['--max-semi-space-size=32', ...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH: '100000',
      AUTO_ACCEPT_HOURS: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { players: { type: 'string', default: '10000' }, check: { type: 'boolean', default: false } },
  });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const source = `caps_bench_${Number(values.players)}`;
  const scratch = `${source}_replay`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  const port = Number(process.env.BENCH_PORT ?? 8282);
  try {
    await admin.query(`drop database if exists "${scratch}" with (force)`);
    await admin.query(`create database "${scratch}" template "${source}"`);
    const database = openPostgres(url.toString());
    const plan = await planReplays(database);
    await database.close();
    const server = startServer(url.toString(), port);
    try {
      for (let i = 0; ; i++) {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok) break;
        if (i > 300 || server.exitCode !== null) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      const results = await timeReplays(plan, `http://127.0.0.1:${port}`, {
        serverPid: server.pid ?? 0,
        database: scratch,
        serverUrl,
      });
      for (const line of describeReplays(results)) console.log(line);
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (values.check) {
      // The league after every change, compared with a recompute of its history (stats, awards, every line's change).
      const checked = openPostgres(url.toString());
      const diffs = await diffLeague(checked.db);
      await checked.close();
      console.log(`recompute check: ${diffs.length} differences`, diffs.slice(0, 3));
      if (diffs.length) process.exitCode = 1;
    }
  } finally {
    await admin.query(`drop database if exists "${scratch}" with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
