/**
 * Bundle-size report: gzip bytes of the JS and CSS that `/` loads (index.html's scripts, styles and modulepreloads),
 * every chunk, and per client route the JS it needs (initial + its lazy page chunk and that chunk's imports, resolved
 * from Vite's build manifest), checked against bench/budgets.json. Writes bench/out/bundle-size.md; exits 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve('apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const ROUTE_MANIFEST = path.join(DIST, '.vite/route-manifest.json');
const budgets = JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  largestChunkGzipKb: number;
};

/** A page of the client's route manifest (apps/web/src/app/route-manifest.ts, as the build writes it): its patterns and its module. */
type RouteRow = { route: string; module: string };

/** The part of a Vite manifest entry this report reads. */
type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(1);
}
if (!fs.existsSync(MANIFEST)) {
  console.error(
    'No build manifest (apps/web/dist/.vite/manifest.json): build with `build.manifest: true` (apps/web/vite.config.ts).',
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
if (!fs.existsSync(ROUTE_MANIFEST)) {
  console.error('No route manifest (apps/web/dist/.vite/route-manifest.json): build with `npm run build`.');
  process.exit(1);
}
/** One row per page module, named by the patterns that draw it (the game modes share theirs). */
const ROUTES: RouteRow[] = [];
for (const { pattern, modules } of (
  JSON.parse(fs.readFileSync(ROUTE_MANIFEST, 'utf8')) as { routes: Array<{ pattern: string; modules: string[] }> }
).routes) {
  const module = modules[0] ?? '';
  const row = ROUTES.find((r) => r.module === module);
  if (row) row.route += `, ${pattern}`;
  else ROUTES.push({ route: pattern, module });
}

const gzipCache = new Map<string, number>();
const gz = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '').filter(Boolean);
const initialJs = refs.filter((r) => r.endsWith('.js'));
const initialCss = refs.filter((r) => r.endsWith('.css'));
const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0);
const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const chunks = assets.map((f) => ({ file: `assets/${f}`, gzip: gz(`assets/${f}`) })).sort((a, b) => b.gzip - a.gzip);

/** The manifest keys a key loads before it runs: itself and its static imports, transitively. */
function staticKeys(key: string, into = new Set<string>()): Set<string> {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticKeys(dep, into);
  return into;
}

/** What the route's own chunks import later on demand (charts, dialogs), transitively; the initial chunks' lazy pages are not followed. */
function laterKeys(routeKeys: Set<string>, initialKeys: Set<string>): Set<string> {
  const loaded = new Set(routeKeys);
  const queue = [...routeKeys].filter((k) => !initialKeys.has(k));
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const lazy of manifest[key]?.dynamicImports ?? []) {
      for (const k of staticKeys(lazy)) {
        if (loaded.has(k)) continue;
        loaded.add(k);
        queue.push(k);
      }
    }
  }
  return new Set([...loaded].filter((k) => !routeKeys.has(k)));
}

const filesOf = (keys: Iterable<string>) => new Set([...keys].map((k) => manifest[k]?.file ?? ''));

/**
 * The manifest key of a page module. A page that another page also imports statically shares a chunk named after it
 * and has no key of its own; that chunk is the one a dynamic import points at.
 */
function chunkKeyOf(module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const dynamicTargets = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
  const key = Object.keys(manifest).find((k) => manifest[k]?.name === name && dynamicTargets.has(k));
  if (!key) throw new Error(`${module} is not in the build manifest`);
  return key;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('The build manifest has no entry');
const initialKeys = staticKeys(entryKey);
const initialSet = filesOf(initialKeys);

const kb = (n: number) => (n / 1024).toFixed(1);
const routeRows = ROUTES.map(({ route, module }) => {
  const routeKeys = staticKeys(chunkKeyOf(module), new Set(initialKeys));
  const needed = filesOf(routeKeys);
  const own = [...needed].filter((f) => !initialSet.has(f));
  const later = [...filesOf(laterKeys(routeKeys, initialKeys))].filter((f) => !needed.has(f));
  return `| ${route} | ${kb(sum(needed))} | ${kb(sum(own))} | ${own.length} | ${later.length ? `${kb(sum(later))} (${later.length})` : '—'} |`;
});

const jsKb = sum(initialJs) / 1024;
const cssKb = sum(initialCss) / 1024;
const largestLazy = chunks.find((c) => !initialSet.has(c.file) && c.file.endsWith('.js'));
const largestKb = (largestLazy?.gzip ?? 0) / 1024;
const rows = [
  ['initial JS (loaded by /)', kb(sum(initialJs)), String(budgets.initialJsGzipKb), jsKb <= budgets.initialJsGzipKb],
  [
    'initial CSS (loaded by /)',
    kb(sum(initialCss)),
    String(budgets.initialCssGzipKb),
    cssKb <= budgets.initialCssGzipKb,
  ],
  [
    'largest lazy chunk',
    kb(largestLazy?.gzip ?? 0),
    String(budgets.largestChunkGzipKb),
    largestKb <= budgets.largestChunkGzipKb,
  ],
] as const;
const report = [
  '# Client bundle size (gzip -9)',
  '',
  '| what | KB | budget KB | ok |',
  '|---|---:|---:|---|',
  ...rows.map(([what, size, budget, ok]) => `| ${what} | ${size} | ${budget} | ${ok ? 'yes' : '**NO**'} |`),
  '',
  '## Per route',
  '',
  `JS a route needs before its page renders: the initial JS (${kb(sum(initialSet))} KB, from the manifest) plus the route's lazy page chunk and`,
  'its static imports. "Later" is what the page imports on demand afterwards (charts, dialogs): not needed for the first paint.',
  '',
  '| route | JS KB | of which route chunks KB | route chunks | later KB (chunks) |',
  '|---|---:|---:|---:|---:|',
  ...routeRows,
  '',
  '## Chunks',
  '',
  '| file | gzip KB |',
  '|---|---:|',
  ...chunks.map((c) => `| ${c.file} | ${kb(c.gzip)} |`),
  '',
].join('\n');
fs.mkdirSync(path.resolve('bench/out'), { recursive: true });
fs.writeFileSync(path.resolve('bench/out/bundle-size.md'), report);
console.log(report);
if (rows.some((r) => !r[3])) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
