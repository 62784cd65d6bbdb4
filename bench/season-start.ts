/**
 * Times starting a season (issue #25; `seasons` in bench/budgets.json: ≤ 5 s, exit 1 past it) on a generated PostgreSQL league, while
 * 8 readers load the leaderboard of the current season, of the season that ends and all-time, and prints the plans
 * of the current season's board without the inactive (the inactivity filter) and of a past season's page.
 *
 *   node --import tsx bench/season-start.ts --players 10000
 *
 * The league is generated into its own database, caps_season_<players>, on BENCH_DATABASE_URL's server (default the
 * local one) unless it is there already; starting a season changes it, so every run starts one more season on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { generateLeague } from './generate.ts';
import { startSeason } from '../apps/server/src/features/seasons/index.ts';
import { leaderboard } from '../apps/server/src/features/users/index.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const READERS = 8;

function urlOf(database: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function ensureLeague(players: number): Promise<string> {
  const name = `caps_season_${players}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = urlOf(name);
  if (!exists) {
    const database = openPostgres(url);
    await migrateDatabase(database);
    const started = Date.now();
    await generateLeague(database, { players, seed: 42, log: (line) => console.log(line) });
    console.log(`generated ${players} players in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.close();
  }
  return url;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function explain(database: Database, query: ReturnType<typeof sql>): Promise<string> {
  const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers off, costs off, timing off, summary off) ${query}`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { players: { type: 'string', default: '10000' } } });
  const players = Number(values.players);
  const url = await ensureLeague(players);
  const database = openPostgres(url);
  await migrateDatabase(database);
  // The app's own context (built as the server builds it, serving nothing): the functions timed are called directly.
  fs.mkdirSync('.tmp/season-start', { recursive: true });
  const app = await buildApp({
    config: loadConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: '.tmp/season-start', INACTIVE_DAYS: '28' }),
    database,
    logger: false,
  });
  const ctx = app.appContext;
  const [ending] = (await database.db.execute<{ id: number }>(sql`select id from seasons where ended_at is null`)).rows;

  // Readers: the boards of the current season, of the season that ends, and all-time, round and round.
  let reading = true;
  const reads: number[] = [];
  let readErrors = 0;
  const reader = async (i: number) => {
    const seasons = [undefined, ending?.id, 'all'] as const;
    for (let n = i; reading; n++) {
      const started = performance.now();
      try {
        await leaderboard(ctx, n % 2 ? 'SINGLES' : 'EASY_CAPS', n % 5, 10, seasons[n % 3]);
        reads.push(performance.now() - started);
      } catch {
        readErrors++;
      }
    }
  };
  const readers = Array.from({ length: READERS }, (_, i) => reader(i));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = reads.length;
  const started = performance.now();
  const season = await startSeason(ctx, `Bench season ${new Date().toISOString().slice(0, 19)}`, ending?.id ?? 0);
  const ms = performance.now() - started;
  const duringReads = reads.slice(before);
  await new Promise((resolve) => setTimeout(resolve, 500));
  reading = false;
  await Promise.all(readers);

  const counts = (
    await database.db.execute<{ games: number; seasonRows: number }>(sql`
      select (select count(*) from games where status = 'ACCEPTED')::int as games,
        (select count(*) from season_player_stats where season_id = ${ending?.id ?? 0})::int as "seasonRows"`)
  ).rows[0];
  console.log(
    `\nStarting a season (${season.name}) on the ${players}-player league (${counts?.games} accepted games; the ended season's ${counts?.seasonRows} ladder rows): ${ms.toFixed(0)} ms`,
  );
  const budget = (
    JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as {
      seasons?: Record<string, { startMs: number }>;
    }
  ).seasons?.[`postgres:${players}`];
  if (budget)
    console.log(
      `Budget (bench/budgets.json seasons): at most ${budget.startMs} ms: ${ms <= budget.startMs ? 'ok' : 'FAILED'}`,
    );
  if (budget && ms > budget.startMs) process.exitCode = 1;
  console.log(
    `Reads meanwhile: ${duringReads.length} leaderboard pages (p50 ${percentile(duringReads, 50).toFixed(1)} ms, p99 ${percentile(duringReads, 99).toFixed(1)} ms), ${readErrors} errors`,
  );

  // The plans: the current season's board without the inactive (its count is the inactivity filter), and a past season's page.
  const since = new Date(Date.now() - 28 * 86_400_000).toISOString();
  console.log('\nThe inactivity filter (count of the current season board, SINGLES, active since 28 days):');
  console.log(
    await explain(
      database,
      sql`select count(*) from season_player_stats where season_id = ${season.id} and game_type = 'SINGLES' and games_played >= 5 and last_game_at >= ${since}::timestamptz`,
    ),
  );
  console.log('\nA past season page (the season that ended, SINGLES, page 3 of 10):');
  console.log(
    await explain(
      database,
      sql`select s.user_id, s.points from season_player_stats s join users u on u.id = s.user_id
        where s.season_id = ${ending?.id ?? 0} and s.game_type = 'SINGLES' and s.games_played >= 5 and u.role = 'USER'
        order by s.points desc, s.games_won desc, lower(u.username), u.id limit 10 offset 30`,
    ),
  );
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
