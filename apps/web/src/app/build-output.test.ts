// @vitest-environment node
/**
 * The production build (vite.config.ts), made in memory: its chunks keep one copy of every React context, and the
 * route manifest it writes for the server matches route-manifest.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from './route-manifest.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');
const REPO_ROOT = path.resolve(WEB_ROOT, '../..');
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-web-build-'));
const read = (file: string) => fs.readFileSync(path.join(OUT, file), 'utf8');

beforeAll(() => {
  // `npm run build`, into a folder of its own, in a process of its own (the build renders React in production mode).
  const { NODE_ENV: _mode, ...env } = process.env;
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--configLoader', 'runner', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: WEB_ROOT, env, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
}, 180_000);

describe('the build', () => {
  it('puts every module that creates a React context into one chunk only', () => {
    const chunksOf = new Map<string, string[]>();
    for (const [chunk, ids] of Object.entries(
      JSON.parse(read('.vite/chunk-modules.json')) as Record<string, string[]>,
    )) {
      for (const id of ids) chunksOf.set(id, [...(chunksOf.get(id) ?? []), chunk]);
    }
    // Small shared modules are copied into the chunks that use them (experimentalInlineCommonChunks)...
    expect([...chunksOf.values()].some((chunks) => chunks.length > 1)).toBe(true);
    // ...but none that creates a React context.
    const createsContext = (id: string) => {
      const file = path.join(REPO_ROOT, id.split('?')[0] ?? '');
      return fs.existsSync(file) && /\bcreateContext\s*[<(]/.test(fs.readFileSync(file, 'utf8'));
    };
    const contexts = [...chunksOf].filter(([id]) => createsContext(id));
    // The app's own, MUI's, React Router's and TanStack Query's.
    expect(contexts.map(([id]) => path.basename(id))).toEqual(
      expect.arrayContaining([
        'auth-context.tsx',
        'api-context.tsx',
        'alert-context.tsx',
        'picked-dnd-loader.ts',
        'ListContext.mjs',
      ]),
    );
    expect(contexts.filter(([, chunks]) => chunks.length > 1)).toEqual([]);
  });

  it('writes the route manifest of route-manifest.ts for the server', () => {
    const { version, routes } = JSON.parse(read('.vite/route-manifest.json')) as {
      version: number;
      routes: Array<{
        pattern: string;
        modules: string[];
        chrome: boolean;
        preload: string[];
        reads: Array<{ endpoint: string; params: object; session: boolean }>;
        head?: { html: string; css: string };
      }>;
    };
    expect(version).toBe(1);
    expect(routes.map((r) => r.pattern)).toEqual(ROUTES.map((r) => r.path));
    for (const route of routes) {
      expect(route.preload.length, route.pattern).toBeGreaterThan(0);
      for (const file of route.preload)
        expect(fs.existsSync(path.join(OUT, file)), `${route.pattern}: ${file}`).toBe(true);
    }
    const byPattern = new Map(routes.map((r) => [r.pattern, r]));
    expect(byPattern.get('/stream/:tournamentType/tournament/:tournamentId')?.chrome).toBe(false);
    expect(byPattern.get('/')?.reads).toEqual([
      { endpoint: 'posts.list', params: {}, session: true },
      { endpoint: 'dashboard.games', params: {}, session: false },
    ]);
    expect(byPattern.get('/players/:playerId')?.modules).toEqual([
      'src/features/users/ProfilePage.tsx',
      'src/features/users/profile/ProfileSections.tsx',
    ]);
    // The heads: the page's own markup with placeholders for the read's fields, kept for the app's loading states.
    const profile = byPattern.get('/players/:playerId')?.head?.html ?? '';
    expect(profile).toMatch(/^<div class="shell-head" style="display:contents">/);
    expect(profile).toMatch(/<h1 [^>]*>\{\{username\}\}<\/h1>/);
    expect(profile).toContain('>{{username|initials}}</span>');
    const tournament = byPattern.get('/:tournamentType/tournament/:tournamentId')?.head?.html ?? '';
    expect(tournament).toMatch(/<h1 [^>]*>\{\{tournamentName\}\}<\/h1>/);
    expect(tournament).toContain('href="/stream{{pathname}}"');
    expect(routes.filter((r) => r.head).map((r) => r.pattern)).toEqual([
      '/players/:playerId',
      '/:tournamentType/tournament/:tournamentId',
    ]);
    // Each head has the CSS of its classes beyond index.html's, and draws its text in the blocking copy of Inter.
    const html = read('index.html');
    for (const head of routes.flatMap((r) => (r.head ? [r.head] : []))) {
      for (const [, name] of head.html.matchAll(/class="[^"]*\b(css-[\w-]+)/g))
        expect(html.includes(`.${name}{`) || head.css.includes(`.${name}{`), name).toBe(true);
      expect(head.css).toMatch(/^@font-face\{font-family:"Inter Shell";[^}]*font-display:block/);
      expect(head.css).toContain('font-family:"Inter Shell",');
    }
    expect(html).not.toContain('Inter Shell');
  });

  it("paints the app's frame from index.html, with the slot for a page's head and the frame's CSS", () => {
    const html = read('index.html');
    const shell = html.match(/<div id="root"><!--app-shell-->([\s\S]*?)<!--\/app-shell--><\/div>/)?.[1] ?? '';
    expect(shell).toContain('<header');
    expect(shell).toContain('aria-label="Caps League, homepage"');
    expect(shell).toMatch(/<main [^>]*><!--shell-head--><div [^>]*role="status"/);
    expect(shell).toContain('Loading...');
    // Every class the shell draws with has its rules in the page.
    const classes = new Set(
      [...shell.matchAll(/class="([^"]+)"/g)]
        .flatMap((m) => (m[1] ?? '').split(' '))
        .filter((c) => c.startsWith('css-')),
    );
    expect(classes.size).toBeGreaterThan(5);
    for (const name of classes) expect(html, name).toContain(`.${name}{`);
    expect(html).not.toContain('<template');
  });
});
