/**
 * `npm run bench:lighthouse`: Lighthouse performance (mobile form factor, simulated throttling) of the home page, a
 * player profile and a tournament page, served by the real server from the existing client build on a seeded league.
 * Writes bench/out/lighthouse.md (and each page's median report as JSON beside it); exits 1 over the `lighthouse`
 * budget of bench/budgets.json unless LH_ENFORCE=0.
 *   LH_PORT (default 8290), LH_RUNS per page (default 3, the median run by score is reported),
 *   LH_TIMEOUT_SEC for the whole run (default 600), CHROMIUM_PATH (default /usr/bin/chromium),
 *   LH_MAX_LOAD: before each run, wait (up to LH_QUIET_WAIT_SEC, default 300) until the 1-minute load average is at most
 *   this (Lighthouse multiplies the CPU time it observes by 4: other processes' load inflates TBT and LCP).
 *   LH_VARIANTS: compare builds in one run, as `name=dir,name=dir` — each dir a checkout of this repository with its
 *   client built (apps/web/dist); each variant gets its own server (its own code, on LH_PORT + its index) on a copy of
 *   the same league, and the runs alternate between the variants page by page, so that the machine's load falls on all
 *   of them alike. Without it, the one variant is this checkout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { migrateDatabase, openPglite } from '../apps/server/src/db/client.ts';
import { generateLeague, type GeneratedLeague } from './generate.ts';

const PORT = Number(process.env.LH_PORT ?? 8290);
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const TIMEOUT_SEC = Number(process.env.LH_TIMEOUT_SEC ?? 600);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MAX_LOAD = process.env.LH_MAX_LOAD ? Number(process.env.LH_MAX_LOAD) : undefined;
const QUIET_WAIT_SEC = Number(process.env.LH_QUIET_WAIT_SEC ?? 300);
const DATA_DIR = path.resolve('.tmp/lighthouse/data');

/** A build to measure: a checkout of this repository (its server code and its client build) and where it is served. */
type Variant = { name: string; dir: string; base: string; dataDir: string };
const VARIANTS: Variant[] = (process.env.LH_VARIANTS ? process.env.LH_VARIANTS.split(',') : ['this checkout=.']).map((spec, i) => {
  const [name = '', dir = '.'] = spec.split('=');
  return { name, dir: path.resolve(dir), base: `http://127.0.0.1:${PORT + i}`, dataDir: dataDirOf(i) };
});
function dataDirOf(i: number): string {
  return i === 0 ? DATA_DIR : `${DATA_DIR}-${i}`;
}
const OUT_DIR = path.resolve('bench/out');
const ADMIN = { username: 'lhadmin', email: 'lhadmin@bench.test', password: 'lighthouse admin password' };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

type LighthouseBudget = { minPerformance: number; maxCls: number };
const budget = (JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as { lighthouse: LighthouseBudget }).lighthouse;

type Entry = { id: string; final: boolean; player1: { id: string } | null; player2: { id: string } | null };
type Tournament = { id: string; bracketEntries: Entry[] };
type Measure = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; mainThread: number; lcpElement: string; benchmarkIndex: number };
type PageResult = { name: string; path: string; runs: Measure[]; median: Measure };

/** Fresh embedded database with a small deterministic league, written before the server opens (and locks) it. */
async function seedLeague(): Promise<GeneratedLeague> {
  for (const variant of VARIANTS) fs.rmSync(variant.dataDir, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const database = await openPglite(path.join(DATA_DIR, 'pglite'));
  let league: GeneratedLeague;
  try {
    await migrateDatabase(database);
    league = await generateLeague(database, { players: 300, seed: 42, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
  // Every variant's server opens (and locks) a copy of the same league.
  for (const variant of VARIANTS) if (variant.dataDir !== DATA_DIR) fs.cpSync(DATA_DIR, variant.dataDir, { recursive: true });
  return league;
}

function startServer(variant: Variant, index: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: variant.dir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(PORT + index),
      HOST: '127.0.0.1',
      DATA_DIR: variant.dataDir,
      WEB_DIST: path.join(variant.dir, 'apps/web/dist'),
      PUBLIC_URL: variant.base,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'inherit',
  });
}

async function waitForHealth(server: ChildProcess, base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start within 60 s');
}

async function api<T>(base: string, method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** An 8-player single elimination, seeded by points, with three quarter-finals played: a bracket with results. */
async function createTournament(league: GeneratedLeague, base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }) });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const { authToken } = (await login.json()) as { authToken: string };
  const tournaments = '/singles/tournaments';
  const created = await api<Tournament>(base, 'POST', tournaments, authToken, { tournamentName: 'Lighthouse Cup', tournamentType: 'SINGLE_ELIMINATION', seedType: 'ELO', size: 'RO_8' });
  await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/players`, authToken, league.userIds.slice(0, 8));
  let tournament = await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/seed`, authToken);
  for (let played = 0; played < 3; played++) {
    const entry = tournament.bracketEntries.find((e) => e.player1 && e.player2 && !e.final);
    if (!entry?.player1 || !entry.player2) break;
    tournament = await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/entry/${entry.id}`, authToken, {
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
      player2Stats: { playerId: entry.player2.id, score: 4 + played, sinks: 8 },
    });
  }
  return created.id;
}

/**
 * One Lighthouse navigation with the default (mobile, simulated throttling) settings, performance only. A run that
 * Lighthouse itself reports as broken (a trace without navigation start, no paint recorded) is repeated twice at most.
 */
async function audit(chromePort: number, name: string, url: string, attempt = 1): Promise<{ measure: Measure; json: string }> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) {
      console.warn(`Lighthouse run on ${name} failed (${lhr.runtimeError.code}); trying again.`);
      return audit(chromePort, name, url, attempt + 1);
    }
    throw new Error(`Lighthouse failed on ${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpElement = lcpDetails ? (JSON.stringify(lcpDetails).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '') : '';
  const measure: Measure = {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    // All main-thread work of the load (script, style, layout, parsing, …), simulated like TBT: what the machine did ×4.
    mainThread: value('mainthread-work-breakdown'),
    lcpElement,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { measure, json: typeof result.report === 'string' ? result.report : (result.report[0] ?? '') };
}

/** Waits until the machine's 1-minute load average is at most LH_MAX_LOAD (when set), for QUIET_WAIT_SEC at most. */
async function waitForQuiet(): Promise<void> {
  if (MAX_LOAD === undefined) return;
  const until = Date.now() + QUIET_WAIT_SEC * 1000;
  while ((os.loadavg()[0] ?? 0) > MAX_LOAD && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
  if ((os.loadavg()[0] ?? 0) > MAX_LOAD) console.warn(`Load average still ${os.loadavg()[0]?.toFixed(1)} after ${QUIET_WAIT_SEC} s; measuring anyway.`);
}

const passes = (m: Measure) => m.score >= budget.minPerformance && m.cls <= budget.maxCls;
const ms = (n: number) => `${Math.round(n)}`;

function report(results: PageResult[], league: GeneratedLeague, variant?: string): string {
  return [
    `# Lighthouse (mobile, simulated throttling, performance only)${variant ? `: ${variant}` : ''}`,
    '',
    `${new Date().toISOString().slice(0, 10)}; ${league.userIds.length} players, ${league.games} games; median of ${RUNS} run(s) by score; ` +
      `budget: score ≥ ${budget.minPerformance}, CLS ≤ ${budget.maxCls}.`,
    '',
    // Simulated throttling multiplies the CPU time measured here by 4: a slow or busy machine inflates TBT and LCP.
    `Lighthouse CPU benchmark index of this machine: ${results.flatMap((r) => r.runs.map((m) => Math.round(m.benchmarkIndex))).join(', ')} ` +
      `(load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs at the end).`,
    '',
    '| page | path | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | main thread ms | all scores | ok |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...results.map(
      ({ name, path: p, runs, median: m }) =>
        `| ${name} | ${p} | ${m.score} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(3)} | ${ms(m.si)} | ${ms(m.mainThread)} | ${runs.map((r) => r.score).join(', ')} | ${passes(m) ? 'yes' : '**NO**'} |`,
    ),
    '',
    "Main thread: all the work Lighthouse saw on the page's main thread during the load (script, style, layout, parsing), " +
      'simulated like TBT (4× what this machine did). For the same code it measures the machine (a plain JavaScript benchmark ' +
      'such as the CPU benchmark index above does not always): compare it between runs before comparing scores.',
    '',
    'Largest contentful paint element per page:',
    '',
    ...results.map((r) => `- ${r.name}: \`${r.median.lcpElement.replace(/\\"/g, '"').replace(/`/g, "'") || 'n/a'}\``),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  for (const variant of VARIANTS) {
    if (!fs.existsSync(path.join(variant.dir, 'apps/web/dist/index.html'))) {
      console.error(`No client build in ${path.join(variant.dir, 'apps/web/dist')}: run \`npm run build\` there first.`);
      process.exit(1);
    }
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: set CHROMIUM_PATH.`);
    process.exit(1);
  }

  const servers: ChildProcess[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    chrome = undefined;
    for (const server of servers.splice(0)) {
      if (server.exitCode !== null || server.signalCode !== null) continue;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = setTimeout(() => {
    console.error(`Lighthouse run took longer than ${TIMEOUT_SEC} s; stopping.`);
    void cleanUp().finally(() => process.exit(1));
  }, TIMEOUT_SEC * 1000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    const league = await seedLeague();
    const tournamentIds: string[] = [];
    for (const [i, variant] of VARIANTS.entries()) {
      const server = startServer(variant, i);
      servers.push(server);
      await waitForHealth(server, variant.base);
      tournamentIds.push(await createTournament(league, variant.base));
    }
    const pages = [
      { name: 'home', path: () => '/' },
      { name: 'player profile', path: () => `/players/${league.userIds[0] ?? ''}` },
      { name: 'tournament', path: (i: number) => `/singles/tournament/${tournamentIds[i] ?? ''}` },
    ];

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const runs = VARIANTS.map(() => pages.map(() => [] as Array<{ measure: Measure; json: string }>));
    for (const [p, page] of pages.entries()) {
      for (let i = 0; i < RUNS; i++) {
        for (const [v, variant] of VARIANTS.entries()) {
          await waitForQuiet();
          const loadBefore = os.loadavg()[0]?.toFixed(1);
          const run = await audit(chrome.port, page.name, `${variant.base}${page.path(v)}`);
          const m = run.measure;
          console.log(
            `${VARIANTS.length > 1 ? `[${variant.name}] ` : ''}${page.name} run ${i + 1}: score ${m.score}, FCP ${ms(m.fcp)} ms, LCP ${ms(m.lcp)} ms, TBT ${ms(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, ` +
              `SI ${ms(m.si)} ms, main thread ${ms(m.mainThread)} ms (CPU benchmark index ${Math.round(m.benchmarkIndex)}, load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after)`,
          );
          runs[v]?.[p]?.push(run);
        }
      }
    }

    const texts: string[] = [];
    let failing: string[] = [];
    for (const [v, variant] of VARIANTS.entries()) {
      const results: PageResult[] = pages.map((page, p) => {
        const pageRuns = runs[v]?.[p] ?? [];
        const sorted = [...pageRuns].sort((a, b) => a.measure.score - b.measure.score);
        const median = sorted[Math.floor(sorted.length / 2)];
        if (!median) throw new Error('no Lighthouse run');
        const suffix = VARIANTS.length > 1 ? `-${variant.name.replace(/\W+/g, '-')}` : '';
        fs.writeFileSync(path.join(OUT_DIR, `lighthouse-${page.name.replace(/\s+/g, '-')}${suffix}.json`), median.json);
        return { name: page.name, path: page.path(v), runs: pageRuns.map((r) => r.measure), median: median.measure };
      });
      texts.push(report(results, league, VARIANTS.length > 1 ? `${variant.name} (${variant.dir})` : undefined));
      failing = [...failing, ...results.filter((r) => !passes(r.median)).map((r) => (VARIANTS.length > 1 ? `${variant.name}: ${r.name}` : r.name))];
    }
    const text = texts.join('\n');
    fs.writeFileSync(path.join(OUT_DIR, 'lighthouse.md'), text);
    console.log(text);
    if (failing.length) {
      console.error(`Over the Lighthouse budget: ${failing.join(', ')}`);
      if (process.env.LH_ENFORCE !== '0') process.exitCode = 1;
    }
  } finally {
    clearTimeout(deadline);
    await cleanUp();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
