/**
 * `npm run bench:lighthouse`: Lighthouse performance (mobile form factor, simulated throttling) of the home page, a
 * player profile, a tournament page and the bracket pages of the biggest tournaments (issue 26: a double elimination
 * of 16 with the grand final reset, a single elimination of 64, a Swiss and a groups tournament of 64, all in
 * progress), served by the real server from the existing client build on a seeded league. For the bracket pages it
 * also reports the bracket's render on this machine: the main-thread script time between the page's `bracket:start`
 * and `bracket:drawn` user timing marks (apps/web/src/features/tournaments/bracket/bracket-timing.tsx) in the trace
 * Lighthouse recorded (simulated throttling records it unthrottled), held to `maxBracketScriptMs` (the bracket pages
 * are not held to the score).
 * Writes bench/out/lighthouse.md (and each page's median report as JSON beside it); exits 1 over the `lighthouse`
 * budget of bench/budgets.json unless LH_ENFORCE=0.
 *   LH_PORT (default 8290), LH_RUNS per page (default 3, the median run by score is reported),
 *   LH_PAGES: only the pages whose name contains one of these comma-separated words (e.g. "bracket"),
 *   LH_TIMEOUT_SEC for the whole run (default 1500), CHROMIUM_PATH (default /usr/bin/chromium),
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
import { scriptBetweenMarks, type TBracketScript } from './trace-script.ts';

const PORT = Number(process.env.LH_PORT ?? 8290);
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const TIMEOUT_SEC = Number(process.env.LH_TIMEOUT_SEC ?? 1500);
const PAGE_FILTER = process.env.LH_PAGES?.split(',')
  .map((w) => w.trim())
  .filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MAX_LOAD = process.env.LH_MAX_LOAD ? Number(process.env.LH_MAX_LOAD) : undefined;
const QUIET_WAIT_SEC = Number(process.env.LH_QUIET_WAIT_SEC ?? 300);
const DATA_DIR = path.resolve('.tmp/lighthouse/data');

/** A build to measure: a checkout of this repository (its server code and its client build) and where it is served. */
type Variant = { name: string; dir: string; base: string; dataDir: string };
const VARIANTS: Variant[] = (process.env.LH_VARIANTS ? process.env.LH_VARIANTS.split(',') : ['this checkout=.']).map(
  (spec, i) => {
    const [name = '', dir = '.'] = spec.split('=');
    return { name, dir: path.resolve(dir), base: `http://127.0.0.1:${PORT + i}`, dataDir: dataDirOf(i) };
  },
);
function dataDirOf(i: number): string {
  return i === 0 ? DATA_DIR : `${DATA_DIR}-${i}`;
}
const OUT_DIR = path.resolve('bench/out');
const ADMIN = { username: 'lhadmin', email: 'lhadmin@bench.test', password: 'lighthouse admin password' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type LighthouseBudget = { minPerformance: number; maxCls: number; maxBracketScriptMs: number };
const budget = (
  JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as { lighthouse: LighthouseBudget }
).lighthouse;

type Entry = { id: string; final: boolean; player1: { id: string } | null; player2: { id: string } | null };
type Tournament = { id: string; bracketEntries: Entry[] };
/** `bracket`: the bracket's render on this machine (bracket pages only). */
type Measure = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  mainThread: number;
  lcpElement: string;
  benchmarkIndex: number;
  bracket: TBracketScript | null;
};
/** `bracketScript`: the median over the runs of the bracket's render script time (bracket pages only). */
type PageResult = {
  name: string;
  path: string;
  runs: Measure[];
  median: Measure;
  bracketScript: number | null;
  cards: number | undefined;
};
/** A page to measure; `bracket`: the page draws a bracket whose render is measured too, with `cards` entries. */
type PageSpec = { name: string; path: (variant: number) => string; bracket?: boolean; cards?: number };

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
  for (const variant of VARIANTS)
    if (variant.dataDir !== DATA_DIR) fs.cpSync(DATA_DIR, variant.dataDir, { recursive: true });
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
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { authToken: string }).authToken;
}

/**
 * A singles tournament seeded by points with `results` games played (the first open entry each time, won by its first
 * competitor): a bracket with results, part of it still to play.
 */
async function createTournament(
  base: string,
  token: string,
  setup: { name: string; tournamentType: string; size: string; competitors: readonly string[]; results: number },
): Promise<string> {
  const tournaments = '/singles/tournaments';
  const created = await api<Tournament>(base, 'POST', tournaments, token, {
    tournamentName: setup.name,
    tournamentType: setup.tournamentType,
    seedType: 'ELO',
    size: setup.size,
  });
  await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/players`, token, setup.competitors);
  let tournament = await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/seed`, token);
  for (let played = 0; played < setup.results; played++) {
    const entry = tournament.bracketEntries.find((e) => e.player1 && e.player2 && !e.final);
    if (!entry?.player1 || !entry.player2) break;
    tournament = await api<Tournament>(base, 'POST', `${tournaments}/${created.id}/entry/${entry.id}`, token, {
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: entry.player1.id, score: 11, sinks: 12 },
      player2Stats: { playerId: entry.player2.id, score: 4 + (played % 7), sinks: Math.max(8, 4 + (played % 7)) },
    });
  }
  return created.id;
}

/** The tournaments the pages show, made through the API as an admin (ids by page name). */
async function createTournaments(league: GeneratedLeague, base: string): Promise<Record<string, string>> {
  const token = await adminToken(base);
  const players = league.userIds;
  return {
    // An 8-player single elimination with three quarter-finals played.
    tournament: await createTournament(base, token, {
      name: 'Lighthouse Cup',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_8',
      competitors: players.slice(0, 8),
      results: 3,
    }),
    // Issue 26's bracket pages: the biggest of each drawing, in progress.
    'double elimination 16': await createTournament(base, token, {
      name: 'Lighthouse Double Cup',
      tournamentType: 'DOUBLE_ELIMINATION',
      size: 'D_RO_16',
      competitors: players.slice(8, 24),
      results: 16,
    }),
    'single elimination 64': await createTournament(base, token, {
      name: 'Lighthouse Cup 64',
      tournamentType: 'SINGLE_ELIMINATION',
      size: 'RO_64',
      competitors: players.slice(24, 88),
      results: 40,
    }),
  };
}

/**
 * One Lighthouse navigation with the default (mobile, simulated throttling) settings, performance only. A run that
 * Lighthouse itself reports as broken (a trace without navigation start, no paint recorded) is repeated twice at most.
 */
async function audit(
  chromePort: number,
  name: string,
  url: string,
  bracket: boolean,
  attempt = 1,
): Promise<{ measure: Measure; json: string }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) {
      console.warn(`Lighthouse run on ${name} failed (${lhr.runtimeError.code}); trying again.`);
      return audit(chromePort, name, url, bracket, attempt + 1);
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
    bracket: bracket ? scriptBetweenMarks(result.artifacts.Trace, 'bracket:start', 'bracket:drawn') : null,
  };
  return { measure, json: typeof result.report === 'string' ? result.report : (result.report[0] ?? '') };
}

/** Waits until the machine's 1-minute load average is at most LH_MAX_LOAD (when set), for QUIET_WAIT_SEC at most. */
async function waitForQuiet(): Promise<void> {
  if (MAX_LOAD === undefined) return;
  const until = Date.now() + QUIET_WAIT_SEC * 1000;
  while ((os.loadavg()[0] ?? 0) > MAX_LOAD && Date.now() < until) await new Promise((r) => setTimeout(r, 5000));
  if ((os.loadavg()[0] ?? 0) > MAX_LOAD)
    console.warn(`Load average still ${os.loadavg()[0]?.toFixed(1)} after ${QUIET_WAIT_SEC} s; measuring anyway.`);
}

/**
 * The home, profile and tournament pages are held to the score; a bracket page (issue 26) to its bracket's render on
 * this machine, its score only reported (a 64-player bracket page's score is mostly the machine's load).
 */
const passes = (r: PageResult) =>
  r.median.cls <= budget.maxCls &&
  (r.bracketScript === null ? r.median.score >= budget.minPerformance : r.bracketScript <= budget.maxBracketScriptMs);
const ms = (n: number) => `${Math.round(n)}`;

function report(results: PageResult[], league: GeneratedLeague, variant?: string): string {
  return [
    `# Lighthouse (mobile, simulated throttling, performance only)${variant ? `: ${variant}` : ''}`,
    '',
    `${new Date().toISOString().slice(0, 10)}; ${league.userIds.length} players, ${league.games} games; median of ${RUNS} run(s) by score; ` +
      `budget: CLS ≤ ${budget.maxCls} everywhere; score ≥ ${budget.minPerformance} for the home, profile and tournament pages; a bracket page's bracket render ≤ ${budget.maxBracketScriptMs} ms of script on this machine.`,
    '',
    // Simulated throttling multiplies the CPU time measured here by 4: a slow or busy machine inflates TBT and LCP.
    `Lighthouse CPU benchmark index of this machine: ${results.flatMap((r) => r.runs.map((m) => Math.round(m.benchmarkIndex))).join(', ')} ` +
      `(load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs at the end).`,
    '',
    '| page | path | score | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | main thread ms | all scores | ok |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.median.score} | ${ms(r.median.fcp)} | ${ms(r.median.lcp)} | ${ms(r.median.tbt)} | ${r.median.cls.toFixed(3)} | ${ms(r.median.si)} | ${ms(r.median.mainThread)} | ${r.runs.map((m) => m.score).join(', ')} | ${passes(r) ? 'yes' : '**NO**'} |`,
    ),
    '',
    ...(results.some((r) => r.runs.some((m) => m.bracket))
      ? [
          '### The bracket render on this machine',
          '',
          "From each run's trace (recorded without throttling; Lighthouse simulates the slow phone afterwards): the main-thread time of the tasks " +
            "between the `bracket:start` mark (the drawing's first render, its code loaded) and the `bracket:drawn` mark (the drawing committed " +
            'to the DOM), by kind: the script is React rendering and committing the drawing (and whatever else ran meanwhile); its style and ' +
            "layout mostly come after the second mark. The page's script in all is for comparison. Median over the runs by bracket script.",
          '',
          '| page | cards | bracket script ms (all runs) | its style & layout ms | other ms | marks apart ms | page script in all ms | ok |',
          '|---|---:|---:|---:|---:|---:|---:|---|',
          ...results.flatMap((r) => {
            const measured = r.runs.flatMap((m) => (m.bracket ? [m.bracket] : []));
            if (!r.runs.some((m) => m.bracket !== null)) return [];
            const median = [...measured].sort((a, b) => a.scriptMs - b.scriptMs)[Math.floor(measured.length / 2)];
            if (!median) return [`| ${r.name} | ${r.cards ?? '—'} | no marks in the trace | | | | | **NO** |`];
            return [
              `| ${r.name} | ${r.cards ?? '—'} | **${ms(median.scriptMs)}** (${measured.map((b) => ms(b.scriptMs)).join(', ')}) | ${ms(median.styleLayoutMs)} | ${ms(median.otherMs)} | ${ms(median.wallMs)} | ${ms(median.pageScriptMs)} | ${passes(r) ? 'yes' : '**NO**'} |`,
            ];
          }),
          '',
        ]
      : []),
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
      console.error(
        `No client build in ${path.join(variant.dir, 'apps/web/dist')}: run \`npm run build\` there first.`,
      );
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    const league = await seedLeague();
    const tournamentIds: Array<Record<string, string>> = [];
    for (const [i, variant] of VARIANTS.entries()) {
      const server = startServer(variant, i);
      servers.push(server);
      await waitForHealth(server, variant.base);
      tournamentIds.push(await createTournaments(league, variant.base));
    }
    const tournamentPath = (name: string) => (i: number) => `/singles/tournament/${tournamentIds[i]?.[name] ?? ''}`;
    const large = league.largeTournaments;
    if (!large) throw new Error('the league has no Swiss and groups tournaments of 64');
    const allPages: PageSpec[] = [
      { name: 'home', path: () => '/' },
      { name: 'player profile', path: () => `/players/${league.userIds[0] ?? ''}` },
      { name: 'tournament', path: tournamentPath('tournament') },
      { name: 'bracket: double elimination 16', path: tournamentPath('double elimination 16'), bracket: true },
      { name: 'bracket: single elimination 64', path: tournamentPath('single elimination 64'), bracket: true },
      // The generator's, played as far as a tournament night gets (see bench/generate.ts).
      { name: 'bracket: Swiss 64', path: () => `/singles/tournament/${large.swiss}`, bracket: true },
      { name: 'bracket: groups 64', path: () => `/singles/tournament/${large.groups}`, bracket: true },
    ];
    const pages = allPages.filter((page) => !PAGE_FILTER || PAGE_FILTER.some((w) => page.name.includes(w)));
    for (const page of pages.filter((p) => p.bracket)) {
      const base = VARIANTS[0]?.base ?? '';
      const shown = await (await fetch(`${base}/api${page.path(0)}`.replace('/tournament/', '/tournaments/'))).json();
      page.cards = (shown as Tournament).bracketEntries.length;
    }

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const runs = VARIANTS.map(() => pages.map(() => [] as Array<{ measure: Measure; json: string }>));
    for (const [p, page] of pages.entries()) {
      for (let i = 0; i < RUNS; i++) {
        for (const [v, variant] of VARIANTS.entries()) {
          await waitForQuiet();
          const loadBefore = os.loadavg()[0]?.toFixed(1);
          const run = await audit(chrome.port, page.name, `${variant.base}${page.path(v)}`, page.bracket ?? false);
          const m = run.measure;
          const b = m.bracket;
          console.log(
            `${VARIANTS.length > 1 ? `[${variant.name}] ` : ''}${page.name} run ${i + 1}: score ${m.score}, FCP ${ms(m.fcp)} ms, LCP ${ms(m.lcp)} ms, TBT ${ms(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, ` +
              `SI ${ms(m.si)} ms, main thread ${ms(m.mainThread)} ms` +
              (b
                ? `, bracket render ${ms(b.scriptMs)} ms of script (${ms(b.styleLayoutMs)} style & layout, marks ${ms(b.wallMs)} ms apart, page script ${ms(b.pageScriptMs)} ms)`
                : '') +
              ` (CPU benchmark index ${Math.round(m.benchmarkIndex)}, load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after)`,
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
        const scripts = pageRuns
          .flatMap((r) => (r.measure.bracket ? [r.measure.bracket.scriptMs] : []))
          .sort((a, b) => a - b);
        const bracketScript = page.bracket ? (scripts[Math.floor(scripts.length / 2)] ?? Infinity) : null;
        return {
          name: page.name,
          path: page.path(v),
          runs: pageRuns.map((r) => r.measure),
          median: median.measure,
          bracketScript,
          cards: page.cards,
        };
      });
      texts.push(report(results, league, VARIANTS.length > 1 ? `${variant.name} (${variant.dir})` : undefined));
      failing = [
        ...failing,
        ...results.filter((r) => !passes(r)).map((r) => (VARIANTS.length > 1 ? `${variant.name}: ${r.name}` : r.name)),
      ];
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
