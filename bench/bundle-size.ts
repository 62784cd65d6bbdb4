/**
 * Bundle-size report: gzip bytes of the JS and CSS that `/` loads (index.html's scripts, styles and modulepreloads),
 * plus every chunk, checked against bench/budgets.json. Writes bench/out/bundle-size.md; exits 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve('apps/web/dist');
const budgets = JSON.parse(fs.readFileSync(path.resolve('bench/budgets.json'), 'utf8')) as { initialJsGzipKb: number; initialCssGzipKb: number; largestChunkGzipKb: number };

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error('No client build: run `npm run build` first.');
  process.exit(1);
}
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '').filter(Boolean);
const initialJs = refs.filter((r) => r.endsWith('.js'));
const initialCss = refs.filter((r) => r.endsWith('.css'));
const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const chunks = assets.map((f) => ({ file: `assets/${f}`, gzip: gz(`assets/${f}`) })).sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => (n / 1024).toFixed(1);
const jsKb = sum(initialJs) / 1024;
const cssKb = sum(initialCss) / 1024;
const largestKb = (chunks[0]?.gzip ?? 0) / 1024;
const rows = [
  ['initial JS (loaded by /)', kb(sum(initialJs)), String(budgets.initialJsGzipKb), jsKb <= budgets.initialJsGzipKb],
  ['initial CSS (loaded by /)', kb(sum(initialCss)), String(budgets.initialCssGzipKb), cssKb <= budgets.initialCssGzipKb],
  ['largest lazy chunk', kb(chunks[0]?.gzip ?? 0), String(budgets.largestChunkGzipKb), largestKb <= budgets.largestChunkGzipKb],
] as const;
const report = [
  '# Client bundle size (gzip -9)',
  '',
  '| what | KB | budget KB | ok |',
  '|---|---:|---:|---|',
  ...rows.map(([what, size, budget, ok]) => `| ${what} | ${size} | ${budget} | ${ok ? 'yes' : '**NO**'} |`),
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
