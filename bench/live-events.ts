/**
 * The live event stream under load (issue 28), on PostgreSQL (`BENCH_DATABASE_URL`, default the local server; a
 * scratch database is made and dropped):
 *
 * 1. Across instances: two real servers (A and B) on one database. 4 signed-in players each keep a stream open on B
 *    and mark a notification of theirs seen on A, one after the other, `LIVE_EVENTS` times in all (1000): the time
 *    from sending the write to A until B's stream delivers its `notification` event, p50/p99/max.
 * 2. Many streams: `LIVE_STREAMS` (1000) streams open on one server (a tenth of them signed in): its resident memory
 *    idle and with them open, 20 public events (team changes) that every stream must receive (the time until the last
 *    one has them all), and a read's latency (the leaderboard, 10 s of autocannon, 10 connections) with and without
 *    the streams.
 *
 * Budgets: `bench/budgets.json` `liveEvents`. Figures: `bench/RESULTS.md`, "Live events". About a minute.
 * `node --import tsx bench/live-events.ts`
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.LIVE_EVENTS ?? 1000);
const STREAMS = Number(process.env.LIVE_STREAMS ?? 1000);
const PASSWORD = 'bench password 1';
const budgets = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')) as {
    liveEvents: { crossInstanceP99Ms: number; streamsMemoryMb: number };
  }
).liveEvents;

const children: ChildProcess[] = [];
const sockets: Array<{ destroy: () => void }> = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ base: string; pid: number }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-live-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'live-bench-shared-secret-0123456789abcdef',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH: '100000',
      EVENTS_STREAMS_PER_ADDRESS: '5000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, pid: child.pid ?? 0 };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function player(base: string, username: string): Promise<{ id: string; token: string }> {
  const { id } = await call<{ id: string }>(base, 'POST', '/api/users', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  return { id, token: ((await res.json()) as { authToken: string }).authToken };
}

/** Opens a stream; calls `onEvent(type)` for each event; resolves once it is ready. */
function openStream(base: string, ticket: string | undefined, onEvent: (type: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events${ticket ? `?ticket=${ticket}` : ''}`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          pending += chunk;
          for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
            const type = /^event: (.+)$/m.exec(pending.slice(0, end))?.[1];
            pending = pending.slice(end + 2);
            if (type === 'ready') resolve();
            if (type) onEvent(type);
          }
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', reject);
    sockets.push(request);
  });
}

const ticketOf = async (base: string, token: string) =>
  (await call<{ ticket: string }>(base, 'POST', '/api/events/ticket', undefined, token)).ticket;

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function readLatency(base: string): Promise<{ p50: number; p99: number; rps: number }> {
  const result = await autocannon({ url: `${base}/api/users?gameType=SINGLES`, connections: 10, duration: 10 });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

async function main(): Promise<void> {
  const name = `caps_live_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const lines: string[] = [];
  let failed = false;
  try {
    const a = await startServer(url.toString());
    const b = await startServer(url.toString());

    // 1. Across instances
    const suffix = crypto.randomBytes(2).toString('hex');
    const poster = await player(a.base, `lbp${suffix}`);
    const watchers = [];
    for (let i = 0; i < 4; i++) watchers.push(await player(a.base, `lbw${i}${suffix}`));
    const latencies: number[] = [];
    await Promise.all(
      watchers.map(async (w) => {
        await call(
          a.base,
          'POST',
          '/api/singles',
          {
            gameMode: 'SUDDEN_DEATH',
            player1Stats: { playerId: poster.id, score: 11, sinks: 13 },
            player2Stats: { playerId: w.id, score: 4, sinks: 6 },
            gameEvents: [],
          },
          poster.token,
        );
        const [notification] = await call<Array<{ id: string }>>(
          a.base,
          'GET',
          '/api/notifications',
          undefined,
          w.token,
        );
        let heard: (() => void) | undefined;
        await openStream(b.base, await ticketOf(a.base, w.token), (type) => {
          if (type === 'notification') heard?.();
        });
        for (let i = 0; i < EVENTS / watchers.length; i++) {
          const arrived = new Promise<void>((resolve) => (heard = resolve));
          const start = performance.now();
          await call(a.base, 'PUT', `/api/notifications/seen/${notification?.id}`, undefined, w.token);
          await arrived;
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((x, y) => x - y);
    const p99 = percentile(latencies, 99);
    lines.push(
      `| write on A → event on B's stream (${latencies.length} events, 4 streams) | p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms | p99 ≤ ${budgets.crossInstanceP99Ms} ms | ${p99 <= budgets.crossInstanceP99Ms ? 'yes' : 'NO'} |`,
    );
    failed ||= p99 > budgets.crossInstanceP99Ms;
    sockets.splice(0).forEach((s) => s.destroy());

    // 2. Many streams on A
    const before = await readLatency(a.base);
    const idle = rssMb(a.pid);
    const received = new Map<number, number>();
    const teamMaker = await player(a.base, `lbt${suffix}`);
    const partner = await player(a.base, `lbu${suffix}`);
    const ticketHolders = Math.floor(STREAMS / 10);
    const openedAt = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, STREAMS - i) }, async (_, j) => {
          const index = i + j;
          received.set(index, 0);
          const ticket = index < ticketHolders ? await ticketOf(a.base, partner.token) : undefined;
          await openStream(a.base, ticket, (type) => {
            if (type === 'league') received.set(index, (received.get(index) ?? 0) + 1);
          });
        }),
      );
    }
    const openSeconds = (performance.now() - openedAt) / 1000;
    await new Promise((r) => setTimeout(r, 2000));
    const withStreams = rssMb(a.pid);
    const during = await readLatency(a.base);
    const sentAt = performance.now();
    const PUBLIC_EVENTS = 20;
    for (let i = 0; i < PUBLIC_EVENTS; i++)
      await call(
        a.base,
        'POST',
        '/api/teams',
        { name: `Bench ${suffix} ${i}`, players: [teamMaker.id, partner.id] },
        teamMaker.token,
      );
    for (let waited = 0; [...received.values()].some((n) => n < PUBLIC_EVENTS) && waited < 30_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
    const fanOutMs = performance.now() - sentAt;
    const complete = [...received.values()].filter((n) => n >= PUBLIC_EVENTS).length;
    const peak = rssMb(a.pid);
    const growth = Math.max(withStreams, peak) - idle;
    lines.push(
      `| ${STREAMS} streams open on one server (${ticketHolders} signed in), opened in | ${openSeconds.toFixed(1)} s | | |`,
    );
    lines.push(
      `| resident memory: idle → ${STREAMS} streams → after ${PUBLIC_EVENTS} public events to all | ${idle.toFixed(0)} → ${withStreams.toFixed(0)} → ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB) | ≤ +${budgets.streamsMemoryMb} MB | ${growth <= budgets.streamsMemoryMb ? 'yes' : 'NO'} |`,
    );
    failed ||= growth > budgets.streamsMemoryMb;
    lines.push(
      `| streams that received all ${PUBLIC_EVENTS} events (sent one after another) / time until the last had them | ${complete} of ${STREAMS} / ${fanOutMs.toFixed(0)} ms | all | ${complete === STREAMS ? 'yes' : 'NO'} |`,
    );
    failed ||= complete !== STREAMS;
    lines.push(
      `| leaderboard read, 10 connections: without streams → with ${STREAMS} open | ${before.rps} → ${during.rps} req/s, p99 ${before.p99} → ${during.p99} ms | | |`,
    );
  } finally {
    sockets.forEach((s) => s.destroy());
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  console.log(
    `# Live events (${os.cpus().length} cores, node ${process.version})\n\n| what | figure | budget | ok |\n|---|---|---|---|\n${lines.join('\n')}`,
  );
  if (failed) process.exitCode = 1;
}

await main();
