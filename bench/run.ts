/**
 * `npm run bench`: seeded league on a fresh embedded database, the real server, autocannon on a few reads beside the
 * trivial route, results in bench/RESULTS.md. Later capabilities add their endpoints to READS.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { migrateDatabase, openPglite } from '../apps/server/src/db/client.ts';
import { generateLeague } from './generate.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const DATA_DIR = path.resolve('.tmp/bench-run');
const READS = ['/api/health', '/api/dashboard/posts'];

async function measure(url: string) {
  const result = await autocannon({ url, connections: 50, duration: SECONDS });
  return { url, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const database = await openPglite(path.join(DATA_DIR, 'pglite'));
  await migrateDatabase(database);
  await generateLeague(database, { players: PLAYERS, seed: 42 });
  await database.close();

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const rows = [];
    for (const read of READS) rows.push(await measure(`http://127.0.0.1:${PORT}${read}`));
    const base = rows[0]?.rps ?? 1;
    const report = [
      `# Benchmark results (${PLAYERS} players, embedded PGlite, 50 connections, ${SECONDS} s each)`,
      '',
      '| route | req/s | ratio to trivial | p50 ms | p99 ms | non-2xx |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.url.replace(/^http:\/\/[^/]+/, '')} | ${r.rps.toFixed(0)} | ${(r.rps / base).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`),
      '',
    ].join('\n');
    fs.writeFileSync(path.resolve('bench/RESULTS.md'), report);
    console.log(report);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
