/**
 * `npm run bench`: for each data set of the matrix (database × players), builds a seeded league, starts the real
 * server on it and loads every read with autocannon beside the trivial route and a bare Fastify hello-world
 * (bench/bare-server.ts) in the same run, then a write mix
 * (post + accept), then the same reads again with the read cache off. Reports requests/s, p50/p99 and the server's
 * peak memory, writes bench/RESULTS.md, and exits 1 when a budget of bench/budgets.json fails.
 *
 *   BENCH_MATRIX       data sets, default postgres:1000,postgres:10000,postgres:100000,pglite:1000,pglite:10000
 *   BENCH_SECONDS      seconds per route (default 10; the uncached pass takes half)
 *   BENCH_WARMUP_SECONDS  unmeasured load before each route's measurement (default 2, at most half of it)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_DATABASE_URL a PostgreSQL server to create the caps_bench_<players> databases in
 *                      (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_DATABASE_PREFIX  the PostgreSQL data sets' database names are <prefix><players> (default caps_bench_), so two
 *                      checkouts compared side by side each measure their own copy of a league
 *   BENCH_REUSE=1      measure the league an earlier run left in a data set instead of generating it again
 *   BENCH_ENFORCE=0    report budgets without failing (CI's small run)
 *   BENCH_OUT          the report file (default bench/RESULTS.md)
 *   BENCH_ONLY         measure only the routes whose name contains one of these comma-separated words
 *                      (e.g. "leaderboard,write mix"); BENCH_UNCACHED=0 skips the uncached pass
 *   BENCH_SERVER_FLAGS extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=.tmp/prof)
 *   BENCH_LOG_LEVEL    the server's LOG_LEVEL (default info, the server's own default: one line per request, written
 *                      to /dev/null; at warn and above the server's output shows in the benchmark's)
 *   BENCH_BARE_PORT    the bare Fastify baseline's port (default BENCH_PORT + 1)
 *   BENCH_REPLAY=0     skip the replay timing (bench/replay-timing.ts: void/correct the newest and oldest games on a
 *                      scratch copy of each data set, then once more under reads and writes)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { GAME_TYPE_PATHS, type TGameType } from '@caps/domain';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { generateLeague, seededRandom } from './generate.ts';
import { cpuSince, peakMb, type Measured } from './process-stats.ts';
import { describeReplays, planReplays, timeReplays, type ReplayResults } from './replay-timing.ts';

const MATRIX = (process.env.BENCH_MATRIX ?? 'postgres:1000,postgres:10000,postgres:100000,pglite:1000,pglite:10000')
  .split(',')
  .map((item) => {
    const [kind, players] = item.trim().split(':');
    if ((kind !== 'postgres' && kind !== 'pglite') || !Number(players))
      throw new Error(`BENCH_MATRIX: bad data set "${item}" (want postgres:N or pglite:N)`);
    return { kind, players: Number(players) } as DataSet;
  });
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? PORT + 1);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_PREFIX = process.env.BENCH_DATABASE_PREFIX ?? 'caps_bench_';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE_PREFIX))
  throw new Error(`BENCH_DATABASE_PREFIX: "${DATABASE_PREFIX}" is not a plain lower-case name`);
const REUSE = process.env.BENCH_REUSE === '1';
const OUT = path.resolve(process.env.BENCH_OUT ?? 'bench/RESULTS.md');
const WORK_DIR = path.resolve('.tmp/bench-run');
const SEED = 42;
const PASSWORD = 'bench password';
const DISTINCT = 2000; // per-player routes cycle over this many players
const WRITERS = 100; // signed-in players of the write mix (disjoint pairs)
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const chosen = (name: string) => !ONLY || name.startsWith('trivial') || ONLY.some((w) => name.includes(w));

type DataSet = { kind: 'postgres' | 'pglite'; players: number };
type Budgets = {
  /**
   * `reads` holds every read of the cached pass; `mustMeasure` names reads that must be among them (the Swiss and
   * groups tournaments of 64 are held to the tournament detail's budget, and a league without them fails).
   */
  server: Record<
    string,
    { reads: { minRatio: number; p99Ms: number; mustMeasure?: string[] }; writeMix: { minAcceptedPerSec: number } }
  >;
  /** Voiding or correcting the newest and the oldest game, and the reads served while an old game is voided. */
  replay: Record<string, { newestMs: number; oldestMs: number; readsP99Ms?: number }>;
};
/** `cpuUs`: CPU time per request of the server process and of PostgreSQL (µs), steadier than req/s on a busy machine. */
type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  serverCpuUs: number;
  dbCpuUs: number;
};
/** `serverCpuMs`/`dbCpuMs`/`clientCpuMs`: CPU time per accepted game of the server process, of the backends of its PostgreSQL database and of this benchmark's own client. */
type WriteMix = {
  acceptedPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  serverCpuMs: number;
  dbCpuMs: number;
  clientCpuMs: number;
};
/** `userIds`/`usernames`: the players reads are about; `writers`: the write mix's players, never among them. */
type League = {
  players: number;
  games: number;
  teams: number;
  tournaments: Array<{ id: string; gameType: TGameType }>;
  /** The generator's Swiss and groups tournaments of 64 (in progress), when the league has them. */
  largeTournaments: { swiss?: { id: string; gameType: TGameType }; groups?: { id: string; gameType: TGameType } };
  userIds: string[];
  usernames: string[];
  writers: Array<{ id: string; username: string }>;
  /** The newest ended season (issue 25: its board is read like today's), when the league has one (bench/season-start.ts ends one). */
  pastSeason: number | undefined;
};
/** `bare`: the bare Fastify hello-world, measured just before the cached pass's trivial route. */
type Result = {
  set: DataSet;
  league: League;
  generatedIn: number | undefined;
  reused: boolean;
  dbBytes: number;
  bare: Row | undefined;
  cached: Row[];
  uncached: Row[];
  writes: WriteMix;
  peakMb: number;
  uncachedPeakMb: number;
  replay: ReplayResults | undefined;
};

const key = (set: DataSet) => `${set.kind}:${set.players}`;
const budgets = JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as Budgets;

function postgresUrl(set: DataSet): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE_PREFIX}${set.players}`;
  return url.toString();
}
const pgliteDir = (set: DataSet) => path.join(WORK_DIR, `pglite-${set.players}`);
/** How long each data set took to generate, kept for runs that reuse it. */
const TIMES_FILE = path.join(WORK_DIR, 'generated.json');
const generationTimes = (): Record<string, number> =>
  fs.existsSync(TIMES_FILE) ? (JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8')) as Record<string, number>) : {};

async function openDataSet(set: DataSet, fresh: boolean): Promise<Database> {
  if (set.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    try {
      const name = `${DATABASE_PREFIX}${set.players}`;
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (fresh && exists.rowCount) await admin.query(`drop database "${name}" with (force)`);
      if (fresh || !exists.rowCount) await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(postgresUrl(set));
    await migrateDatabase(database);
    return database;
  }
  if (fresh) fs.rmSync(pgliteDir(set), { recursive: true, force: true });
  fs.mkdirSync(pgliteDir(set), { recursive: true });
  const database = await openPglite(path.join(pgliteDir(set), 'pglite'));
  await migrateDatabase(database);
  return database;
}

async function describeLeague(database: Database): Promise<League> {
  const q = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await database.db.execute<T>(query)).rows;
  const [counts] = await q<{ players: number; games: number; teams: number }>(
    sql`select (select count(*)::int from users where role = 'USER') as players, (select count(*)::int from games) as games, (select count(*)::int from teams) as teams`,
  );
  // Reads and writes use opposite ends of the id order, so games posted by the write mix (in this run or a reused
  // league's earlier runs) never make the most viewed players heavier than generated ones.
  const sample = await q<{ id: string; username: string }>(
    sql`select id, username from users where role = 'USER' order by id desc limit ${DISTINCT}`,
  );
  const writers = await q<{ id: string; username: string }>(
    sql`select id, username from users where role = 'USER' order by id limit ${WRITERS}`,
  );
  const tournaments = await q<{ id: string; gameType: TGameType; tournamentType: string; competitors: number }>(
    sql`select id, game_type as "gameType", tournament_type as "tournamentType", jsonb_array_length(bracket->'competitorIds') as competitors from tournaments order by id`,
  );
  const large = (type: string) => tournaments.find((t) => t.tournamentType === type && t.competitors >= 64);
  const [past] = await q<{ id: number }>(
    sql`select id from seasons where ended_at is not null order by first_seq desc limit 1`,
  );
  const largeIds = new Set([large('SWISS')?.id, large('GROUPS_PLAYOFFS')?.id]);
  return {
    players: counts?.players ?? 0,
    games: counts?.games ?? 0,
    teams: counts?.teams ?? 0,
    // The ordinary tournaments (8 to 16 competitors), as measured before the large ones existed.
    tournaments: tournaments.filter((t) => !largeIds.has(t.id)).map(({ id, gameType }) => ({ id, gameType })),
    largeTournaments: { swiss: large('SWISS'), groups: large('GROUPS_PLAYOFFS') },
    userIds: sample.map((r) => r.id),
    usernames: sample.map((r) => r.username),
    writers,
    pastSeason: past ? Number(past.id) : undefined,
  };
}

async function databaseBytes(set: DataSet, database: Database): Promise<number> {
  if (set.kind === 'postgres')
    return (
      (await database.db.execute<{ n: number }>(sql`select pg_database_size(current_database())::float8 as n`)).rows[0]
        ?.n ?? 0
    );
  const walk = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (n, e) => n + (e.isDirectory() ? walk(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
        0,
      );
  return walk(pgliteDir(set));
}

/** The league of a data set: generated afresh, or (BENCH_REUSE=1) whatever an earlier run left there. */
async function prepare(
  set: DataSet,
): Promise<{ league: League; generatedIn: number | undefined; reused: boolean; dbBytes: number }> {
  let database = await openDataSet(set, false);
  let generatedIn: number | undefined;
  try {
    let league = await describeLeague(database);
    if (!REUSE || league.players < set.players) {
      await database.close();
      database = await openDataSet(set, true);
      const started = Date.now();
      await generateLeague(database, {
        players: set.players,
        seed: SEED,
        log: (line) => console.log(`  [${key(set)}] ${line}`),
      });
      generatedIn = (Date.now() - started) / 1000;
      fs.mkdirSync(WORK_DIR, { recursive: true });
      fs.writeFileSync(TIMES_FILE, JSON.stringify({ ...generationTimes(), [key(set)]: generatedIn }, null, 2));
      league = await describeLeague(database);
    }
    return {
      league,
      generatedIn: generatedIn ?? generationTimes()[key(set)],
      reused: generatedIn === undefined,
      dbBytes: await databaseBytes(set, database),
    };
  } finally {
    await database.close();
  }
}

function startServer(
  set: DataSet,
  readCache: boolean,
  scratch?: { databaseUrl: string; dataDir: string },
): ChildProcess {
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  // The same node flags as `npm run serve` (a larger young generation: a busy server collects garbage less often).
  return spawn(process.execPath, ['--max-semi-space-size=32', ...flags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: scratch?.databaseUrl ?? (set.kind === 'postgres' ? postgresUrl(set) : ''),
      DATA_DIR: scratch?.dataDir ?? pgliteDir(set),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: LOG_LEVEL,
      NODE_ENV: 'test',
      RATE_LIMIT_AUTH: '100000', // the write mix signs in a hundred players from one address
      // The generated league has pending games of every age; the auto-accept job would settle thousands of them
      // while reads are measured. The benchmark measures requests, not that job.
      AUTO_ACCEPT_HOURS: '1000000',
      // The cached pass runs the server as configured by default; the uncached one turns the cache off.
      ...(readCache ? {} : { READ_CACHE_SECONDS: '0' }),
    },
    // The request log goes to /dev/null: what it costs the server is measured, not the terminal's drawing of it.
    stdio: ['ignore', LOGS_REQUESTS ? 'ignore' : 'inherit', 'inherit'],
  });
}

const LOGS_REQUESTS = ['info', 'debug', 'trace'].includes(LOG_LEVEL);

/** The baseline: a bare Fastify hello-world, with the same node flags as the server. */
function startBareServer(): ChildProcess {
  return spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(server: ChildProcess, url = `http://127.0.0.1:${PORT}/api/health`): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Loads a route for `seconds` and measures it, after a warm-up of the same load that is not counted (WARMUP_SECONDS,
 * at most half the measured time): the figures are the server's steady state, not its first second after a start.
 */
async function measure(
  name: string,
  paths: string[],
  seconds: number,
  measured: Measured,
  token?: string,
  port = PORT,
): Promise<Row> {
  let i = 0;
  const load = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] ?? '/' }) }],
    });
  const warmup = Math.min(WARMUP_SECONDS, seconds / 2);
  if (warmup > 0) await load(warmup);
  const cpuUsed = await cpuSince(measured);
  const result = await load(seconds);
  const cpu = await cpuUsed();
  const perRequest = (seconds: number) => (result.requests.total ? (seconds * 1e6) / result.requests.total : 0);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    serverCpuUs: perRequest(cpu.server),
    dbCpuUs: perRequest(cpu.db),
  };
}

async function signIn(username: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  return ((await res.json()) as { authToken: string }).authToken;
}

/** The reads of the benchmark, each a list of paths that the load cycles through. */
function readRoutes(league: League, players: number): Array<{ name: string; paths: string[]; signedIn?: boolean }> {
  const random = seededRandom(7);
  const many = <T>(n: number, f: () => T) => Array.from({ length: n }, f);
  // Popularity follows Zipf's law, as page views do: the k-th most viewed player gets 1/k of the top one's views.
  const weights = league.userIds.map((_, k) => 1 / (k + 1));
  const cumulative = weights.map(
    (
      (sum) => (w: number) =>
        (sum += w)
    )(0),
  );
  const total = cumulative.at(-1) ?? 1;
  const zipf = () => {
    const target = random() * total;
    let [lo, hi] = [0, cumulative.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let last = '';
  const pick = () => (last = league.userIds[zipf()] ?? '');
  /** A player other than the one picked last (a comparison needs two). */
  const pickOther = (): string => {
    const other = league.userIds[zipf()] ?? '';
    return other === last ? pickOther() : other;
  };
  const prefix = () => (league.usernames[zipf()] ?? 'p1').slice(0, 4);
  const pages = Math.max(1, Math.min(50, Math.floor(players / 20 / 10)));
  const routes = [
    { name: 'home dashboard (latest games)', paths: ['/api/dashboard/games'] },
    { name: 'game list', paths: many(20, () => `/api/singles?pageSize=10&pageNumber=${Math.floor(random() * 20)}`) },
    {
      name: 'leaderboard page',
      paths: many(
        100,
        () =>
          `/api/users?gameType=${random() < 0.5 ? 'SINGLES' : 'EASY_CAPS'}&pageSize=10&pageNumber=${Math.floor(random() * pages)}`,
      ),
    },
    // Issue 25: the all-time board and a past season's read within the leaderboard's budget (the same `reads` one).
    {
      name: 'leaderboard page, all-time',
      paths: many(
        100,
        () =>
          `/api/users?gameType=${random() < 0.5 ? 'SINGLES' : 'EASY_CAPS'}&pageSize=10&pageNumber=${Math.floor(random() * pages)}&season=all`,
      ),
    },
    // Issue 37: the board as the web asks for it, the current season's provisional players after the qualified.
    {
      name: 'leaderboard page, with provisional',
      paths: many(
        100,
        () =>
          `/api/users?gameType=${random() < 0.5 ? 'SINGLES' : 'EASY_CAPS'}&pageSize=10&pageNumber=${Math.floor(random() * pages)}&withProvisional=true`,
      ),
    },
    { name: 'player profile (/full)', paths: many(5 * DISTINCT, () => `/api/users/${pick()}/full`) },
    { name: 'plots', paths: many(5 * DISTINCT, () => `/api/users/${pick()}/plots?gameType=SINGLES`) },
    {
      name: 'player search',
      paths: many(5 * DISTINCT, () => `/api/users/search?pageSize=5&pageNumber=0&username=${prefix()}`),
      signedIn: true,
    },
    { name: 'site search', paths: many(5 * DISTINCT, () => `/api/search?searchType=all&searchString=${prefix()}`) },
    {
      name: 'comparison',
      paths: many(5 * DISTINCT, () => `/api/games/user/${pick()}/SINGLES/comparison/${pickOther()}`),
    },
    { name: 'player history', paths: many(5 * DISTINCT, () => `/api/games/user/${pick()}?pageNumber=0`) },
  ];
  if (league.pastSeason !== undefined) {
    const season = league.pastSeason;
    routes.push({
      name: 'leaderboard page, past season',
      paths: many(
        100,
        () =>
          `/api/users?gameType=${random() < 0.5 ? 'SINGLES' : 'EASY_CAPS'}&pageSize=10&pageNumber=${Math.floor(random() * pages)}&season=${season}`,
      ),
    });
  }
  const tournamentPath = (t: { id: string; gameType: TGameType }) =>
    `/api/${GAME_TYPE_PATHS[t.gameType]}/tournaments/${t.id}`;
  if (league.tournaments.length)
    routes.push({ name: 'tournament detail', paths: league.tournaments.map(tournamentPath) });
  // Issue 26: a Swiss and a groups tournament of 64 read within the tournament detail's budget (the same `reads` one).
  const { swiss, groups } = league.largeTournaments;
  if (swiss) routes.push({ name: 'tournament detail, Swiss of 64', paths: [tournamentPath(swiss)] });
  if (groups) routes.push({ name: 'tournament detail, groups of 64', paths: [tournamentPath(groups)] });
  return routes;
}

/**
 * One HTTP request on a kept-alive connection, with node:http: the write mix's client should cost the machine as
 * little as it can, since it shares the cores with the server and the database (fetch costs several times more CPU
 * per request).
 */
const writeAgent = new http.Agent({ keepAlive: true, maxSockets: 2 * CONNECTIONS });
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: writeAgent,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Posts and accepts singles games from disjoint pairs of players for `seconds`; counts accepted games. */
async function writeMix(league: League, seconds: number, measured: Measured): Promise<WriteMix> {
  const writers = league.writers.slice(0, league.writers.length & ~1).map((w) => w.username);
  const ids = league.writers.slice(0, writers.length).map((w) => w.id);
  const tokens: string[] = [];
  for (let i = 0; i < writers.length; i += 4) tokens.push(...(await Promise.all(writers.slice(i, i + 4).map(signIn))));
  const base = `http://127.0.0.1:${PORT}/api/singles`;
  const deadline = Date.now() + seconds * 1000;
  const cpuUsed = await cpuSince(measured);
  const clientCpu = process.cpuUsage();
  const latencies: number[] = [];
  let accepted = 0;
  let errors = 0;
  const pairs = Math.min(CONNECTIONS, writers.length / 2);
  await Promise.all(
    Array.from({ length: pairs }, async (_, w) => {
      const [poster, opponent] = [2 * w, 2 * w + 1];
      for (let n = 0; Date.now() < deadline; n++) {
        const started = performance.now();
        const body = {
          gameMode: 'SUDDEN_DEATH',
          gameEvents: [],
          player1Stats: { playerId: ids[poster], score: 11, sinks: 12 },
          player2Stats: { playerId: ids[opponent], score: n % 11, sinks: n % 11 },
        };
        const posted = await send(
          'POST',
          base,
          { authorization: `Bearer ${tokens[poster]}`, 'content-type': 'application/json' },
          JSON.stringify(body),
        );
        if (posted.status !== 201) {
          errors++;
          continue;
        }
        const { id } = JSON.parse(posted.text) as { id: string };
        const decided = await send('POST', `${base}/accept/${id}`, { authorization: `Bearer ${tokens[opponent]}` });
        if (decided.status === 200) {
          accepted++;
          latencies.push(performance.now() - started);
        } else errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const client = process.cpuUsage(clientCpu);
  const cpu = await cpuUsed();
  const perGame = (used: number) => (accepted ? (used * 1000) / accepted : 0);
  return {
    acceptedPerSec: accepted / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    serverCpuMs: perGame(cpu.server),
    dbCpuMs: perGame(cpu.db),
    clientCpuMs: perGame((client.user + client.system) / 1e6),
  };
}

/** Every read once with the read cache on (plus the write mix), then once more with it off. */
async function runDataSet(set: DataSet, bareServer: ChildProcess): Promise<Result> {
  console.log(`== ${key(set)}`);
  const { league, generatedIn, reused, dbBytes } = await prepare(set);
  const routes = readRoutes(league, set.players);
  const trivial = { name: 'trivial (/api/health/live)', paths: ['/api/health/live'] };
  const ping = { name: 'database round trip (/api/health)', paths: ['/api/health'] };

  const pass = async (readCache: boolean, seconds: number, withWrites: boolean) => {
    const server = startServer(set, readCache);
    try {
      await waitForHealth(server);
      const token = await signIn(league.usernames[0] ?? '');
      const rows: Row[] = [];
      const measured = {
        serverPid: server.pid ?? 0,
        database: set.kind === 'postgres' ? new URL(postgresUrl(set)).pathname.slice(1) : null,
        serverUrl: SERVER_URL,
      };
      // Side by side with the trivial route that follows: the same load, on the same machine, a few seconds apart.
      const bare = readCache
        ? await measure(
            'bare Fastify hello-world',
            ['/'],
            seconds,
            { serverPid: bareServer.pid ?? 0, database: null, serverUrl: SERVER_URL },
            undefined,
            BARE_PORT,
          )
        : undefined;
      if (bare)
        console.log(
          `  bare Fastify hello-world: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms; CPU per request: ${bare.serverCpuUs.toFixed(0)} µs`,
        );
      for (const route of [trivial, ping, ...routes].filter((r) => chosen(r.name))) {
        const row = await measure(
          route.name,
          route.paths,
          seconds,
          measured,
          'signedIn' in route && route.signedIn ? token : undefined,
        );
        rows.push(row);
        console.log(
          `  ${readCache ? 'cached' : 'uncached'} ${route.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms; CPU per request: server ${row.serverCpuUs.toFixed(0)} µs, database ${row.dbCpuUs.toFixed(0)} µs`,
        );
      }
      const writes = withWrites && chosen('write mix') ? await writeMix(league, seconds, measured) : undefined;
      if (writes)
        console.log(
          `  write mix: ${writes.acceptedPerSec.toFixed(0)} accepted games/s, p99 ${writes.p99} ms; CPU per game: server ${writes.serverCpuMs.toFixed(1)} ms, database ${writes.dbCpuMs.toFixed(1)} ms, load client ${writes.clientCpuMs.toFixed(1)} ms`,
        );
      return { rows, bare, writes, peak: peakMb(server.pid) };
    } finally {
      await stopServer(server);
    }
  };
  const cached = await pass(true, SECONDS, true);
  const uncached =
    process.env.BENCH_UNCACHED === '0'
      ? { rows: [], peak: 0 }
      : await pass(false, Math.max(2, Math.round(SECONDS / 2)), false);
  const replay = process.env.BENCH_REPLAY === '0' ? undefined : await replayPass(set);
  return {
    set,
    league,
    generatedIn,
    reused,
    dbBytes,
    bare: cached.bare,
    cached: cached.rows,
    uncached: uncached.rows,
    writes: cached.writes ?? {
      acceptedPerSec: 0,
      p50: 0,
      p99: 0,
      errors: 0,
      serverCpuMs: 0,
      dbCpuMs: 0,
      clientCpuMs: 0,
    },
    peakMb: cached.peak,
    uncachedPeakMb: uncached.peak,
    replay,
  };
}

/**
 * The replay timing (bench/replay-timing.ts) on a scratch copy of the data set, made after the other measurements and
 * dropped after it, so a reused league stays as generated.
 */
async function replayPass(set: DataSet): Promise<ReplayResults> {
  const scratchName = `${DATABASE_PREFIX}${set.players}_replay`;
  const scratchUrl = new URL(SERVER_URL);
  scratchUrl.pathname = `/${scratchName}`;
  const scratchDir = path.join(WORK_DIR, `pglite-${set.players}-replay`);
  const admin = set.kind === 'postgres' ? new pg.Client({ connectionString: SERVER_URL }) : undefined;
  await admin?.connect();
  const dropScratch = async () => {
    if (admin) await admin.query(`drop database if exists "${scratchName}" with (force)`);
    else fs.rmSync(scratchDir, { recursive: true, force: true });
  };
  try {
    await dropScratch();
    if (admin) await admin.query(`create database "${scratchName}" template "${DATABASE_PREFIX}${set.players}"`);
    else fs.cpSync(pgliteDir(set), scratchDir, { recursive: true });
    const database = admin ? openPostgres(scratchUrl.toString()) : await openPglite(path.join(scratchDir, 'pglite'));
    const plan = await planReplays(database);
    await database.close();
    const server = startServer(set, true, { databaseUrl: admin ? scratchUrl.toString() : '', dataDir: scratchDir });
    try {
      await waitForHealth(server);
      const results = await timeReplays(plan, `http://127.0.0.1:${PORT}`, {
        serverPid: server.pid ?? 0,
        database: admin ? scratchName : null,
        serverUrl: SERVER_URL,
      });
      for (const line of describeReplays(results)) console.log(`  replay: ${line}`);
      return results;
    } finally {
      await stopServer(server);
    }
  } finally {
    await dropScratch();
    await admin?.end();
  }
}

/** Budget failures of one data set (only data sets named in bench/budgets.json have budgets). */
function check(result: Result): string[] {
  return [...checkServer(result), ...checkReplay(result)];
}

/** The replay's budgets: every change answered 200, the newest and the oldest within their times, reads served meanwhile. */
function checkReplay(result: Result): string[] {
  const replay = result.replay;
  if (!replay) return [];
  const budget = budgets.replay[key(result.set)];
  const failures: string[] = [];
  for (const t of [...replay.timings, replay.underLoad]) {
    if (t.status !== 200) failures.push(`${key(result.set)} ${t.name}: answered ${t.status}`);
    const limit = t.name.includes('newest')
      ? budget?.newestMs
      : t.name.includes('oldest') && t !== replay.underLoad
        ? budget?.oldestMs
        : undefined;
    if (limit !== undefined && t.ms > limit)
      failures.push(`${key(result.set)} ${t.name}: ${t.ms.toFixed(0)} ms > ${limit} ms`);
  }
  const u = replay.underLoad;
  if (budget?.readsP99Ms !== undefined && u.readP99 > budget.readsP99Ms)
    failures.push(`${key(result.set)} reads during a replay: p99 ${u.readP99} ms > ${budget.readsP99Ms} ms`);
  if (u.readErrors || u.writeErrors)
    failures.push(`${key(result.set)} during a replay: ${u.readErrors} reads and ${u.writeErrors} writes failed`);
  return failures;
}

function checkServer(result: Result): string[] {
  const budget = budgets.server[key(result.set)];
  if (!budget) return [];
  const base = result.cached[0]?.rps || 1;
  const failures: string[] = [];
  for (const name of budget.reads.mustMeasure ?? []) {
    if (chosen(name) && !result.cached.some((row) => row.name === name))
      failures.push(
        `${key(result.set)} ${name}: not measured (a league generated before it existed? run without BENCH_REUSE)`,
      );
  }
  for (const row of result.cached.slice(2)) {
    if (row.p99 > budget.reads.p99Ms)
      failures.push(`${key(result.set)} ${row.name}: p99 ${row.p99} ms > ${budget.reads.p99Ms} ms`);
    if (row.rps / base < budget.reads.minRatio)
      failures.push(
        `${key(result.set)} ${row.name}: ${(row.rps / base).toFixed(2)} × trivial < ${budget.reads.minRatio}`,
      );
    if (row.errors) failures.push(`${key(result.set)} ${row.name}: ${row.errors} errors`);
  }
  if (result.writes.acceptedPerSec < budget.writeMix.minAcceptedPerSec)
    failures.push(
      `${key(result.set)} write mix: ${result.writes.acceptedPerSec.toFixed(0)} accepted games/s < ${budget.writeMix.minAcceptedPerSec}`,
    );
  if (result.writes.errors) failures.push(`${key(result.set)} write mix: ${result.writes.errors} errors`);
  return failures;
}

/** The trivial route's req/s over the bare Fastify hello-world's, both of the cached pass. */
const bareRatio = (r: Result) => (r.bare && r.cached[0] ? (r.cached[0].rps / r.bare.rps).toFixed(2) : '—');
/**
 * The same comparison by CPU time per request (bare's over the trivial route's): req/s moves with whatever else the
 * cores are doing (the load generator runs on them too), CPU per request hardly does, so this is the steadier figure.
 */
const bareCpuRatio = (r: Result) =>
  r.bare && r.cached[0]?.serverCpuUs ? (r.bare.serverCpuUs / r.cached[0].serverCpuUs).toFixed(2) : '—';
const label = (set: DataSet) =>
  `${set.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${set.players.toLocaleString('en')}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function report(results: Result[], failures: string[]): string {
  const names = results[0]?.cached.map((r) => r.name) ?? [];
  const growth = [
    '| route | ' + results.map((r) => label(r.set)).join(' | ') + ' |',
    '|---|' + results.map(() => '---:').join('|') + '|',
    ...names.map(
      (name) =>
        `| ${name} | ` +
        results
          .map((r) => {
            const c = r.cached.find((x) => x.name === name);
            const u = r.uncached.find((x) => x.name === name);
            return `${c?.rps.toFixed(0) ?? '—'} / ${u?.rps.toFixed(0) ?? '—'}`;
          })
          .join(' | ') +
        ' |',
    ),
    '| write mix, accepted games/s | ' + results.map((r) => r.writes.acceptedPerSec.toFixed(0)).join(' | ') + ' |',
    '| bare Fastify hello-world (baseline, not the app) | ' +
      results.map((r) => r.bare?.rps.toFixed(0) ?? '—').join(' | ') +
      ' |',
    '| trivial ÷ bare Fastify, by req/s | ' + results.map((r) => bareRatio(r)).join(' | ') + ' |',
    '| trivial ÷ bare Fastify, by CPU per request | ' + results.map((r) => bareCpuRatio(r)).join(' | ') + ' |',
    '| server peak memory (cached / uncached pass) | ' +
      results.map((r) => `${r.peakMb.toFixed(0)} / ${r.uncachedPeakMb.toFixed(0)} MB`).join(' | ') +
      ' |',
  ];
  const sections = results.map((r) => {
    const budget = budgets.server[key(r.set)];
    const base = r.cached[0]?.rps || 1;
    const ubase = r.uncached[0]?.rps || 1;
    return [
      `## ${label(r.set)} players`,
      '',
      `${r.league.players} players, ${r.league.games} games, ${r.league.teams} teams, ${r.league.tournaments.length} tournaments; database ${mb(r.dbBytes)}; ` +
        (r.generatedIn === undefined
          ? 'data reused from an earlier run.'
          : `generated in ${r.generatedIn.toFixed(0)} s${r.reused ? ' (by an earlier run)' : ''}.`) +
        ` Server peak memory ${r.peakMb.toFixed(0)} MB (uncached pass ${r.uncachedPeakMb.toFixed(0)} MB).` +
        (budget
          ? ` Budgets: every read ≥ ${budget.reads.minRatio} × trivial and p99 ≤ ${budget.reads.p99Ms} ms; write mix ≥ ${budget.writeMix.minAcceptedPerSec} accepted games/s.`
          : ''),
      '',
      r.bare
        ? `A bare Fastify hello-world measured just before the trivial route: ${r.bare.rps.toFixed(0)} req/s, p99 ${r.bare.p99} ms, ${r.bare.serverCpuUs.toFixed(0)} µs of CPU per request; the trivial route serves ${bareRatio(r)} × bare (${r.cached[0]?.serverCpuUs.toFixed(0) ?? '—'} µs per request: ${bareCpuRatio(r)} × bare by CPU).`
        : '',
      '',
      '| route | req/s | × trivial | p50 ms | p99 ms | errors | uncached req/s | × trivial | uncached p99 ms | uncached CPU µs/req: server + db |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...r.cached.map((c) => {
        const u = r.uncached.find((x) => x.name === c.name);
        const cpu = u
          ? `${u.serverCpuUs.toFixed(0)} + ${r.set.kind === 'postgres' ? u.dbCpuUs.toFixed(0) : '(in server)'}`
          : '—';
        return `| ${c.name} | ${c.rps.toFixed(0)} | ${(c.rps / base).toFixed(2)} | ${c.p50} | ${c.p99} | ${c.errors} | ${u?.rps.toFixed(0) ?? '—'} | ${u ? (u.rps / ubase).toFixed(2) : '—'} | ${u?.p99 ?? '—'} | ${cpu} |`;
      }),
      `| write mix: post + accept (${Math.min(CONNECTIONS, WRITERS / 2)} pairs) | ${r.writes.acceptedPerSec.toFixed(0)} games/s | | ${r.writes.p50} | ${r.writes.p99} | ${r.writes.errors} | | | | |`,
      '',
      `CPU per accepted game (post + accept): server ${r.writes.serverCpuMs.toFixed(1)} ms, ${r.set.kind === 'postgres' ? `PostgreSQL ${r.writes.dbCpuMs.toFixed(1)} ms` : 'the embedded database runs inside the server'}; the load client ${r.writes.clientCpuMs.toFixed(1)} ms on the same cores.`,
      '',
    ].join('\n');
  });
  const replayed = results.filter((r) => r.replay);
  const replayNames = replayed[0]?.replay?.timings.map((t) => t.name) ?? [];
  const replaySection = replayed.length
    ? [
        '## Voiding and correcting history (bench/replay-timing.ts)',
        '',
        'On a scratch copy of each league, through the API of the real server: wall time, then CPU of the server and of PostgreSQL (PGlite runs inside the server). ' +
          'Then one more old singles game is voided while 8 readers read profiles and leaderboards and 4 pairs of players post and accept games.' +
          ` Budgets (bench/budgets.json \`replay\`): ${Object.entries(budgets.replay)
            .map(
              ([set, b]) =>
                `${set}: newest ≤ ${b.newestMs} ms, oldest ≤ ${b.oldestMs} ms${b.readsP99Ms ? `, reads during a replay p99 ≤ ${b.readsP99Ms} ms` : ''}`,
            )
            .join('; ')}.`,
        '',
        '| change | ' + replayed.map((r) => label(r.set)).join(' | ') + ' |',
        '|---|' + replayed.map(() => '---:').join('|') + '|',
        ...replayNames.map(
          (name) =>
            `| ${name} | ` +
            replayed
              .map((r) => {
                const t = r.replay?.timings.find((x) => x.name === name);
                return t
                  ? `${t.ms.toFixed(0)} ms (${t.serverCpuMs.toFixed(0)} + ${r.set.kind === 'postgres' ? t.dbCpuMs.toFixed(0) : '—'})`
                  : '—';
              })
              .join(' | ') +
            ' |',
        ),
        '| void the oldest singles game under reads and writes | ' +
          replayed.map((r) => `${r.replay?.underLoad.ms.toFixed(0)} ms`).join(' | ') +
          ' |',
        '| reads meanwhile: count, p50 / p99 | ' +
          replayed
            .map(
              (r) => `${r.replay?.underLoad.reads}, ${r.replay?.underLoad.readP50} / ${r.replay?.underLoad.readP99} ms`,
            )
            .join(' | ') +
          ' |',
        '| games posted and accepted meanwhile (slowest) | ' +
          replayed.map((r) => `${r.replay?.underLoad.writes} (${r.replay?.underLoad.writeMaxMs} ms)`).join(' | ') +
          ' |',
        '| errors meanwhile (reads, writes) | ' +
          replayed.map((r) => `${r.replay?.underLoad.readErrors}, ${r.replay?.underLoad.writeErrors}`).join(' | ') +
          ' |',
        '| server peak memory (before the first change) | ' +
          replayed
            .map((r) => `${r.replay?.peakMb.toFixed(0)} MB (${r.replay?.startPeakMb.toFixed(0)} MB)`)
            .join(' | ') +
          ' |',
        '',
      ]
    : [];
  return [
    '# Benchmark results',
    '',
    `\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, ${SECONDS} s per route (the uncached pass ${Math.max(2, Math.round(SECONDS / 2))} s), each after ` +
      `an unmeasured warm-up of the same load (up to ${WARMUP_SECONDS} s), ` +
      `seed ${SEED}. Server, database and load generator share this machine (${os.cpus().length} cores). The server runs at LOG_LEVEL=${LOG_LEVEL}` +
      (LOGS_REQUESTS ? ' (one log line per request, written to /dev/null).' : ' (no request log).'),
    '',
    `Per-player routes draw from ${DISTINCT.toLocaleString('en')} players and search from their name prefixes with Zipf popularity (the k-th most viewed gets 1/k of the views of the first). "req/s" is the server as configured (public reads ` +
      'served from the read cache until the league changes, at most READ_CACHE_SECONDS, 30 by default); "uncached" is the same load with `READ_CACHE_SECONDS=0`, so every ' +
      'request runs its queries: that column shows how query cost grows with the league. "CPU µs/req" is the CPU time the ' +
      'server process and the PostgreSQL backends of its database spent per uncached request (from /proc): unlike req/s it hardly depends on what else ' +
      'the machine is doing, so it is the figure to compare between runs.',
    '',
    '## Growth (req/s cached / uncached)',
    '',
    ...growth,
    '',
    ...sections,
    ...replaySection,
    failures.length
      ? `## Over budget\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
      : '## Budgets\n\nAll budgets met.\n',
  ].join('\n');
}

async function main(): Promise<void> {
  const results: Result[] = [];
  const bareServer = startBareServer();
  try {
    await waitForHealth(bareServer, `http://127.0.0.1:${BARE_PORT}/`);
    for (const set of MATRIX) results.push(await runDataSet(set, bareServer));
  } finally {
    await stopServer(bareServer);
  }
  const failures = results.flatMap(check);
  const text = report(results, failures);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, text);
  console.log(text);
  if (failures.length) {
    console.error(`Over budget:\n${failures.join('\n')}`);
    // CI runs a small version only to prove the benchmark works; shared machines make its figures noisy.
    if (process.env.BENCH_ENFORCE !== '0') process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
