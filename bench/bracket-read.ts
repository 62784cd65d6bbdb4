/**
 * `node --import tsx bench/bracket-read.ts`: the size and read time of a finished 64-player single-elimination
 * bracket's answer (`GET /api/singles/tournaments/{id}`, read cache off), on the embedded database in memory or on
 * PostgreSQL when DATABASE_URL is set (a scratch database is created and dropped). Prints one line of figures.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAdmin } from '../apps/server/src/features/auth/index.ts';

const READS = Number(process.env.READS ?? 200);

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined);
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const name = `caps_bracket_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { database, drop } = await open();
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/caps-bracket-unused',
  LOG_LEVEL: 'silent',
  READ_CACHE_SECONDS: '0',
  RATE_LIMIT_AUTH: '100000',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const login = async (username: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: form,
      payload: new URLSearchParams({ username, password }).toString(),
    })
  ).json().authToken as string;

await createAdmin(database.db, { username: 'benchadmin', email: 'benchadmin@example.com', password: 'admin password' });
const auth = { authorization: `Bearer ${await login('benchadmin', 'admin password')}` };
const ids: string[] = [];
for (let i = 0; i < 64; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      username: `bracket${i}`,
      email: `bracket${i}@example.com`,
      password: 'correct horse',
      repeatPassword: 'correct horse',
    },
  });
  ids.push(res.json().id);
}
const t = (
  await app.inject({
    method: 'POST',
    url: '/api/singles/tournaments',
    headers: auth,
    payload: { tournamentName: 'Bench 64', tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_64' },
  })
).json();
await app.inject({ method: 'POST', url: `/api/singles/tournaments/${t.id}/players`, headers: auth, payload: ids });
let view = (await app.inject({ method: 'POST', url: `/api/singles/tournaments/${t.id}/seed`, headers: auth })).json();
for (;;) {
  const open = view.bracketEntries.find(
    (e: { player1: unknown; player2: unknown; final: boolean }) => e.player1 && e.player2 && !e.final,
  );
  if (!open) break;
  const body = {
    gameMode: 'SUDDEN_DEATH',
    gameEvents: [],
    player1Stats: { playerId: open.player1.id, score: 11, sinks: 13 },
    player2Stats: { playerId: open.player2.id, score: 7, sinks: 8 },
  };
  const res = await app.inject({
    method: 'POST',
    url: `/api/singles/tournaments/${t.id}/entry/${open.id}`,
    headers: auth,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`result: ${res.statusCode} ${res.body}`);
  view = res.json();
}
const url = `/api/singles/tournaments/${t.id}`;
for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url }); // warm-up
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < READS; i++) {
  const start = process.hrtime.bigint();
  const res = await app.inject({ method: 'GET', url });
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  bytes = res.rawPayload.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]?.toFixed(2);
console.log(
  `${database.kind}: 64-player bracket, finished=${view.finished}, ${view.bracketEntries.filter((e: { game: unknown }) => e.game).length} games; ` +
    `answer ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB); read p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${READS} reads`,
);
await app.close();
await drop();
