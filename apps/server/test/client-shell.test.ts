import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/platform/html.ts';
import {
  initialData,
  jsonForHtml,
  pageHead,
  preloadsFor,
  readRouteManifest,
  renderIndexHtml,
  routeReads,
} from '../src/platform/client-shell.ts';
import { bearer, buildAdmin, buildUser, useTestApp } from './support/app.ts';

/** A client build with the parts the server fills in: the shell markers, the head slot, </head> and </body>. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'caps-client-shell-'));
const TOURNAMENT_HEAD =
  '<div class="shell-head"><h1>{{tournamentName}}</h1><a href="/stream{{pathname}}">Stream view</a></div>';
const PROFILE_HEAD = '<div class="shell-head"><span>{{username|initials}}</span><h1>{{username}}</h1></div>';
const TOURNAMENT_CSS = '.t-head{display:flex}';
const PROFILE_CSS = '.p-head{display:grid}';
const INDEX = [
  '<!doctype html><html><head><title>Caps League</title>',
  '<script type="module" src="/assets/index-abc.js"></script>',
  '</head><body><div id="root"><!--app-shell--><header class="shell-bar"></header><main><!--shell-head--><div class="shell-loading"></div></main><!--/app-shell--></div>',
  '</body></html>',
].join('\n');
fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
/** The route manifest a client build writes (apps/web/vite.config.ts), for the routes these tests open. */
const ROUTE_MANIFEST = {
  version: 1,
  routes: [
    {
      pattern: '/stream/:tournamentType/tournament/:tournamentId',
      chrome: false,
      preload: ['assets/StreamPage-5.js'],
      reads: [],
    },
    {
      pattern: '/',
      chrome: true,
      preload: ['assets/HomePage-1.js', 'assets/schemas-2.js'],
      reads: [
        { endpoint: 'posts.list', params: {}, session: true },
        { endpoint: 'dashboard.games', params: {}, session: false },
      ],
    },
    { pattern: '/rules', chrome: true, preload: [], reads: [] },
    {
      pattern: '/players/:playerId',
      chrome: true,
      preload: ['assets/ProfilePage-3.js'],
      reads: [{ endpoint: 'users.full', params: { id: 'playerId' }, session: false }],
      head: { html: PROFILE_HEAD, css: PROFILE_CSS },
    },
    {
      pattern: '/:tournamentType/tournament/:tournamentId',
      chrome: true,
      preload: [],
      reads: [
        { endpoint: 'tournaments.get', params: { gamePath: 'tournamentType', id: 'tournamentId' }, session: false },
      ],
      head: { html: TOURNAMENT_HEAD, css: TOURNAMENT_CSS },
    },
  ],
};
fs.mkdirSync(path.join(webDist, '.vite'));
fs.writeFileSync(path.join(webDist, '.vite', 'route-manifest.json'), JSON.stringify(ROUTE_MANIFEST));
const MANIFEST = readRouteManifest(JSON.stringify(ROUTE_MANIFEST));

// A hashed asset with the compressed copies the build writes beside it.
const ASSET = `export const text = ${JSON.stringify('caps '.repeat(2000))};\n`;
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), ASSET);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(ASSET));
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc.js.gz'), zlib.gzipSync(ASSET));

const ctx = useTestApp({ WEB_DIST: webDist });

/** The JSON block of a served page, parsed; undefined when there is none. */
function embedded(html: string): Record<string, unknown> | undefined {
  const match = html.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/);
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined;
}

describe('client pages with their first data', () => {
  it('embeds the home page reads as a visitor gets them, escaped for HTML', async () => {
    const admin = await buildAdmin(ctx);
    const title = 'Cup </script><script>alert(1)</script> <!-- & \u2028 $& done';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/posts',
      headers: bearer(admin.token),
      payload: { title, description: 'Text', signature: 'Admin' },
    });
    expect(created.statusCode).toBe(201);

    // Signed in or not, the page carries the visitor's data: the session is never used.
    const res = await ctx.app.inject({ method: 'GET', url: '/', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    // Nothing in the data closes the block or opens a comment or a script.
    expect(html.match(/<\/script>/g)?.length).toBe(2);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('\u2028');
    const data = embedded(html);
    const posts = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' });
    const games = await ctx.app.inject({ method: 'GET', url: '/api/dashboard/games' });
    expect(data).toEqual({ '/api/dashboard/posts': posts.json(), '/api/dashboard/games': games.json() });
    expect((data?.['/api/dashboard/posts'] as Array<{ title: string }>)[0]?.title).toBe(title);
    // The page keeps its shell, and its page code is preloaded.
    expect(html).toContain('<!--app-shell-->');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomePage-1.js">');
    expect(html.indexOf('HomePage-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("embeds a player's profile and paints its header, escaped; nothing for a player that does not exist", async () => {
    const user = await buildUser(ctx.app, { username: '<ola> & "ela"', email: 'ola@example.com' });
    const res = await ctx.app.inject({ method: 'GET', url: `/players/${user.id}` });
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}/full` });
    expect(embedded(res.body)).toEqual({ [`/api/users/${user.id}/full`]: profile.json() });
    expect(res.body).toContain('/assets/ProfilePage-3.js');
    // The initials are the avatar's ('<' and '&', the first letters of the first two words), escaped like the name.
    const head = '<div class="shell-head"><span>&lt;&amp;</span><h1>&lt;ola&gt; &amp; &quot;ela&quot;</h1></div>';
    expect(res.body).toContain(`<main>${head}<div class="shell-loading"></div></main>`);
    expect(res.body).not.toContain('<template');
    // The head's CSS comes with it, in the page's <head>.
    expect(res.body).toContain(`<style>${PROFILE_CSS}</style>`);
    expect(res.body.indexOf(PROFILE_CSS)).toBeLessThan(res.body.indexOf('</head>'));

    const missing = await ctx.app.inject({ method: 'GET', url: '/players/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(200);
    expect(embedded(missing.body)).toBeUndefined();
    expect(missing.body).not.toContain('shell-head');
    expect(missing.body).not.toContain(PROFILE_CSS);
  });

  it("paints a tournament's name row into the shell from its data, escaped, and no head without data", async () => {
    const admin = await buildAdmin(ctx);
    const name = 'Cup <b>"&\'</b> {{pathname}} $&';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/singles/tournaments',
      headers: bearer(admin.token),
      payload: { tournamentName: name, tournamentType: 'SINGLE_ELIMINATION', seedType: 'RANDOM', size: 'RO_8' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const res = await ctx.app.inject({ method: 'GET', url: `/singles/tournament/${id}` });
    const head =
      '<div class="shell-head"><h1>Cup &lt;b&gt;&quot;&amp;&#39;&lt;/b&gt; {{pathname}} $&amp;</h1>' +
      `<a href="/stream/singles/tournament/${id}">Stream view</a></div>`;
    expect(res.body).toContain(`<main>${head}<div class="shell-loading"></div></main>`);
    // The templates themselves are never sent.
    expect(res.body).not.toContain('<template');
    expect(res.body).not.toContain('{{tournamentName}}');

    for (const url of [
      '/singles/tournament/00000000-0000-4000-8000-000000000000',
      '/rules',
      `/stream/singles/tournament/${id}`,
    ]) {
      const other = await ctx.app.inject({ method: 'GET', url });
      expect(other.body).not.toContain('shell-head');
      expect(other.body).not.toContain('<template');
      expect(other.body).not.toContain(TOURNAMENT_CSS);
    }
  });

  it('serves other client routes without data, and the stream overlay without the shell', async () => {
    const rules = await ctx.app.inject({ method: 'GET', url: '/rules' });
    expect(rules.statusCode).toBe(200);
    expect(embedded(rules.body)).toBeUndefined();
    expect(rules.body).not.toContain('modulepreload');
    expect(rules.body).toContain('<!--app-shell-->');

    const stream = await ctx.app.inject({
      method: 'GET',
      url: '/stream/singles/tournament/00000000-0000-4000-8000-000000000000',
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.body).not.toContain('shell-bar');
    expect(stream.body).toContain('<div id="root"></div>');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/rules' });
    const br = await ctx.app.inject({ method: 'GET', url: '/rules', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps JSON 404s for the API and for missing files', async () => {
    for (const url of ['/api/nothing', '/assets/missing.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

/** A manifest of one route with a head, filled from the route's one read. */
function withHead(pattern: string, head: string, read: { endpoint: string; params: Record<string, string> }) {
  return readRouteManifest(
    JSON.stringify({
      version: 1,
      routes: [
        { pattern, chrome: true, preload: [], reads: [{ ...read, session: false }], head: { html: head, css: '' } },
      ],
    }),
  );
}

describe('client-shell helpers', () => {
  it('knows the first reads of the home page, a profile and a tournament only', () => {
    expect(routeReads('/', MANIFEST)).toEqual(['/api/dashboard/posts', '/api/dashboard/games']);
    expect(routeReads('/players/abc-1', MANIFEST)).toEqual(['/api/users/abc-1/full']);
    expect(routeReads('/doubles/tournament/t_1', MANIFEST)).toEqual(['/api/doubles/tournaments/t_1']);
    for (const other of [
      '/rules',
      '/players/a%2F..%2Fb',
      '/players/a/b',
      '/players/',
      '/Singles/tournament/x',
      '/singles/tournament/x/y',
      '/stream/singles/tournament/x',
    ]) {
      expect(routeReads(other, MANIFEST)).toEqual([]);
    }
  });

  it('escapes what could end a script block or a JavaScript string', () => {
    const text = jsonForHtml({ a: '</script><!-- & \u2028\u2029 >' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028\u2029 >' });
  });

  it('leaves out reads that fail, answer late or do not answer 200', async () => {
    const data = await initialData(
      '/',
      MANIFEST,
      (url) =>
        url === '/api/dashboard/posts'
          ? new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200, body: '[]' }), 200))
          : Promise.resolve({ statusCode: 500, body: '{}' }),
      50,
    );
    expect(data).toEqual({});
    await expect(initialData('/', MANIFEST, () => Promise.reject(new Error('down')))).resolves.toEqual({});
    await expect(
      initialData('/', MANIFEST, () => Promise.resolve({ statusCode: 200, body: 'not json' })),
    ).resolves.toEqual({});
  });

  it('reads the route manifest defensively and matches patterns by segment', () => {
    expect(readRouteManifest(undefined)).toEqual([]);
    expect(readRouteManifest('{oops')).toEqual([]);
    const route = (pattern: string, preload: string[]) => ({ pattern, chrome: true, preload, reads: [] });
    const manifest = readRouteManifest(
      JSON.stringify({
        version: 1,
        routes: [route('/:type/tournament/:id', ['assets/T.js']), route('/x', ['"><script>.js'])],
      }),
    );
    expect(manifest).toEqual([route('/:type/tournament/:id', ['assets/T.js'])]);
    expect(preloadsFor('/singles/tournament/1', manifest)).toEqual(['assets/T.js']);
    expect(preloadsFor('/singles/tournament/', manifest)).toEqual([]);
    expect(preloadsFor('/stream/singles/tournament/1', manifest)).toEqual([]);
    // A route whose reads name an endpoint that is not a public read, or a parameter the route does not have, reads nothing.
    const reads = (endpoint: string, params: Record<string, string>) =>
      readRouteManifest(
        JSON.stringify({
          version: 1,
          routes: [{ ...route('/players/:playerId', []), reads: [{ endpoint, params, session: false }] }],
        }),
      );
    expect(routeReads('/players/p1', reads('users.full', { id: 'playerId' }))).toEqual(['/api/users/p1/full']);
    for (const [endpoint, params] of [
      ['users.full', { id: 'other' }],
      ['users.full', {}],
      ['posts.create', {}],
      ['users.search', {}],
      ['nothing', {}],
    ] as const) {
      expect(routeReads('/players/p1', reads(endpoint, params))).toEqual([]);
    }
  });

  it('sends the built page as it is when the manifest is missing or of another version', () => {
    for (const json of [
      undefined,
      JSON.stringify({ ...ROUTE_MANIFEST, version: 2 }),
      JSON.stringify(ROUTE_MANIFEST.routes),
    ]) {
      const manifest = readRouteManifest(json);
      expect(manifest).toEqual([]);
      expect(routeReads('/players/p1', manifest)).toEqual([]);
      expect(renderIndexHtml(INDEX, '/players/p1', manifest, {})).toBe(INDEX.replace('<!--shell-head-->', ''));
    }
  });

  it('fills a head only when every placeholder has a string, and escapes it for HTML', () => {
    const index = withHead('/:type/tournament/:id', TOURNAMENT_HEAD, {
      endpoint: 'tournaments.get',
      params: { gamePath: 'type', id: 'id' },
    });
    const data = (value: unknown) => ({ '/api/singles/tournaments/t1': value });
    expect(pageHead('/singles/tournament/t1', index, data({ tournamentName: 'A&B' }))).toBe(
      '<div class="shell-head"><h1>A&amp;B</h1><a href="/stream/singles/tournament/t1">Stream view</a></div>',
    );
    expect(pageHead('/singles/tournament/t1', index, data({ tournamentName: 7 }))).toBe('');
    expect(pageHead('/singles/tournament/t1', index, data(null))).toBe('');
    expect(pageHead('/singles/tournament/t1', index, {})).toBe('');
    expect(pageHead('/players/t1', index, data({ tournamentName: 'A' }))).toBe('');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('fills a filtered placeholder with what the filter makes of the value, and no head for an unknown filter', () => {
    const usersFull = { endpoint: 'users.full', params: { id: 'playerId' } };
    const index = withHead('/players/:playerId', PROFILE_HEAD, usersFull);
    const profile = (value: unknown) => ({ '/api/users/p1/full': value });
    expect(pageHead('/players/p1', index, profile({ username: 'jan.kowalski' }))).toBe(
      '<div class="shell-head"><span>JK</span><h1>jan.kowalski</h1></div>',
    );
    expect(pageHead('/players/p1', index, profile({ username: 7 }))).toBe('');
    const shouting = withHead('/players/:playerId', '<h1>{{username|shout}}</h1>', usersFull);
    expect(pageHead('/players/p1', shouting, profile({ username: 'jan' }))).toBe('');
  });

  it('puts the data before </body> without reading $ patterns in it', () => {
    const html = renderIndexHtml('<head></head><body><!--app-shell-->x<!--/app-shell--></body>', '/', [], {
      a: "$' $&",
    });
    expect(html).toBe(
      `<head></head><body><!--app-shell-->x<!--/app-shell--><script type="application/json" id="initial-data">{"a":"$' $\\u0026"}</script>\n</body>`,
    );
  });
});

describe('static client assets', () => {
  it('sends the brotli or gzip copy the build wrote beside an asset as it is, cached for good', async () => {
    const asset = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', 'app-abc.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });
});
