/**
 * Times voiding and correcting an accepted game on a generated league (issue 24's budgets: the newest ≤ 200 ms, the
 * oldest of the 10k league ≤ 1 s), through the API on the real server code. The league is changed: use a scratch copy.
 * Usage: DATABASE_URL=... node --import tsx bench/replay-timing.ts  (or DATA_DIR=... for PGlite)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openConfiguredDatabase } from '../apps/server/src/db/open.ts';
import { createAdmin } from '../apps/server/src/features/auth/index.ts';
import { diffLeague } from '../apps/server/src/features/league/index.ts';

const PATHS = { SINGLES: 'singles', EASY_CAPS: 'easy', UNRANKED: 'unranked', DOUBLES: 'doubles' } as const;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'bench-only-secret-0123456789-0123456789', LOG_LEVEL: 'silent' });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await createAdmin(database.db, { username: 'replay_admin', email: 'replay@example.com', password: 'replay password' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: 'username=replay_admin&password=replay+password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const headers = { authorization: `Bearer ${login.json().authToken}` };
  const pick = async (order: 'asc' | 'desc', type: string) => {
    const res = (await database.db.execute(
      sql`select id, game_type as "gameType", body from games where status = 'ACCEPTED' and tournament_id is null and game_type = ${type} order by accept_seq ${sql.raw(order)} limit 1`,
    )) as unknown as { rows: Array<{ id: string; gameType: keyof typeof PATHS; body: Record<string, unknown> }> };
    return res.rows[0]!;
  };
  const time = async (label: string, method: 'void' | 'correct', game: { id: string; gameType: keyof typeof PATHS; body: Record<string, unknown> }) => {
    const payload = method === 'void' ? { reason: 'timing' } : { ...game.body, reason: 'timing' };
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({ method: 'POST', url: `/api/${PATHS[game.gameType]}/${method}/${game.id}`, headers, payload });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    console.log(`${label}: ${res.statusCode} in ${ms.toFixed(0)} ms (server CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)`);
  };
  await time('correct the newest singles game (same result)', 'correct', await pick('desc', 'SINGLES'));
  await time('void the newest singles game', 'void', await pick('desc', 'SINGLES'));
  await time('void the newest doubles game', 'void', await pick('desc', 'DOUBLES'));
  await time('correct the oldest singles game (same result)', 'correct', await pick('asc', 'SINGLES'));
  await time('void the oldest singles game', 'void', await pick('asc', 'SINGLES'));
  await time('void the oldest doubles game', 'void', await pick('asc', 'DOUBLES'));
  if (process.env.CHECK) {
    const started = performance.now();
    const diffs = await diffLeague(database.db);
    console.log(`recompute check: ${diffs.length} differences (${(performance.now() - started).toFixed(0)} ms)`, diffs.slice(0, 3));
  }
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
