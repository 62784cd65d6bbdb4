/**
 * The client's index.html as the server sends it for a client route, shaped by the route manifest that the client
 * build writes (`.vite/route-manifest.json`, from apps/web/src/app/route-manifest.ts): per page its pattern, whether
 * it has the app's chrome, its JS beyond the start-up bundle, its first API reads and its head. The server keeps no
 * copy of the client's routes; without that file (or with one of another version) pages go out as the built
 * index.html, without any of the following.
 *
 * - The page's first reads as a visitor would get them (no credentials are ever used), in a
 *   `<script type="application/json" id="initial-data">` block: the client's start-up prefetch
 *   (apps/web/src/app/route-prefetch.ts) answers the page's identical visitor GETs from it, so the page does not wait
 *   for a round trip after its code has loaded. Only reads marked `visitor` of public GET endpoints are embedded, with
 *   every parameter checked (an id's characters; a value of a `oneRoutePer` parameter against its declared values),
 *   each read as a visitor even when the client sends its session with it (what a visitor's page starts with), each
 *   only when it answered 200 within READ_BUDGET_MS; the JSON is escaped so that no `</script>`, `<!--` or line
 *   separator in the data can end the block. A data block is not executed, so the CSP (script-src 'self') is unaffected.
 * - `modulepreload` links for the JS of the route's page: its code downloads beside the start-up bundle.
 * - The page's head, painted by the shell from that same visitor data: the build draws it from the page's own
 *   components with `{{field}}` placeholders for string fields of the page's first read (`{{field|initials}}`
 *   their initials, `{{pathname}}` the page's path). The server fills them in, HTML-escaped, at the shell's
 *   `<!--shell-head-->` slot, and adds the head's CSS to the page's <head>; without the data the shell has no head.
 * - Pages without the app's chrome (the stream overlay) lose the static shell that index.html paints before the
 *   script runs (between the `<!--app-shell-->` markers, apps/web/src/app/shell/render-shell.tsx).
 */

import zlib from 'node:zlib';
import { z } from 'zod';
import { initialsOf } from '@caps/domain';
import { endpointUrl } from '@caps/domain/api/endpoint';
import { endpointTable } from '@caps/domain/api/endpoint-table';
import type { EndpointDef } from '@caps/domain/api/define';
import { endpoints } from '@caps/domain/api/endpoints/index';
import { escapeHtml } from './html.ts';

/** Reads one API path as an anonymous visitor; resolves to the status and body text. */
export type VisitorRead = (url: string) => Promise<{ statusCode: number; body: string }>;

/** How long the page waits for its data; a read that takes longer is left to the client. */
const READ_BUDGET_MS = 250;

/** The version of route-manifest.json this server reads (apps/web/vite.config.ts ROUTE_MANIFEST_VERSION). */
const ROUTE_MANIFEST_VERSION = 1;

const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
const HEAD_SLOT = '<!--shell-head-->';
const PLACEHOLDER = /\{\{(\w+)(?:\|(\w+))?\}\}/g;
/** What a placeholder's `|filter` makes of its value: the same functions the client draws the page with. */
const FILTERS: Readonly<Record<string, (value: string) => string>> = { initials: initialsOf };
/** Values of client route parameters that go into an API path: what the API accepts as ids, and nothing to escape. */
const PARAM_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
/** Pattern segments: a literal or a `:name` parameter. */
const SEGMENT = /^(?::\w+|[\w.*-]*)$/;
const JS_FILE = /^[\w./-]+\.js$/;

/** A first read of the page; `session`: the client sends its session with it when it has one (the server never does). */
type ManifestRead = { endpoint: string; params: Readonly<Record<string, string>>; session: boolean };
/** A page head: its markup with placeholders, and the CSS it needs beyond index.html's. */
type ManifestHead = { html: string; css: string };
type ManifestRoute = {
  pattern: string;
  chrome: boolean;
  preload: readonly string[];
  reads: readonly ManifestRead[];
  head?: ManifestHead;
};
/** The client build's routes, as this server trusts them (see readRouteManifest). */
export type RouteManifest = readonly ManifestRoute[];

const ZRoute = z.object({
  pattern: z
    .string()
    .refine((p) => p.startsWith('/') || p === '*')
    .refine((p) =>
      p
        .split('/')
        .slice(1)
        .every((segment) => SEGMENT.test(segment)),
    ),
  chrome: z.boolean(),
  preload: z.array(z.string().regex(JS_FILE)),
  reads: z.array(z.object({ endpoint: z.string(), params: z.record(z.string(), z.string()), session: z.boolean() })),
  // The CSS goes into a <style> element: nothing in it may end one.
  head: z.object({ html: z.string(), css: z.string().refine((css) => !css.includes('<')) }).optional(),
});

/**
 * The build's route-manifest.json: its routes that are well formed (a route with a file name that is not plain, say,
 * is left out); none when there is no file, it is unreadable or of another version.
 */
export function readRouteManifest(json: string | undefined): RouteManifest {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    const file = z
      .object({ version: z.literal(ROUTE_MANIFEST_VERSION), routes: z.array(z.unknown()) })
      .safeParse(parsed);
    if (!file.success) return [];
    return file.data.routes.flatMap((route) => {
      const checked = ZRoute.safeParse(route);
      // Catch-all routes (`*`, the not-found page) get nothing beyond the built page.
      return checked.success && !checked.data.pattern.includes('*') ? [checked.data] : [];
    });
  } catch {
    return [];
  }
}

/**
 * The route React Router draws for `pathname`, with its parameters: among the patterns it matches segment by segment,
 * the one with the most literal segments first (as the client ranks them).
 */
function routeOf(
  pathname: string,
  manifest: RouteManifest,
): { route: ManifestRoute; params: Record<string, string> } | undefined {
  const have = pathname.split('/');
  let best: { route: ManifestRoute; params: Record<string, string>; literals: number } | undefined;
  for (const route of manifest) {
    const want = route.pattern.split('/');
    if (want.length !== have.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = want.every((segment, i) => {
      const value = have[i] ?? '';
      if (!segment.startsWith(':')) return segment === value && ++literals > 0;
      params[segment.slice(1)] = value;
      return value !== '';
    });
    if (matches && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

function isEndpointName(name: string): name is keyof typeof endpointTable {
  return Object.hasOwn(endpointTable, name);
}

/** The URL of a read of a public GET endpoint with these route parameters; undefined when any check fails. */
function visitorUrl(read: ManifestRead, routeParams: Readonly<Record<string, string>>): string | undefined {
  if (!isEndpointName(read.endpoint)) return undefined;
  const info = endpointTable[read.endpoint];
  if (info.method !== 'GET' || info.access !== 'public') return undefined;
  const params: Record<string, string> = {};
  for (const [name, from] of Object.entries(read.params)) {
    const value = routeParams[from];
    if (value === undefined || !PARAM_VALUE.test(value)) return undefined;
    params[name] = value;
  }
  // A parameter with one route per value takes only its declared values (others are unknown paths).
  const fixed = 'oneRoutePer' in info ? info.oneRoutePer : undefined;
  if (fixed) {
    const declared: EndpointDef = endpoints[read.endpoint];
    const schema: unknown = declared.params?.shape[fixed];
    if (!(schema instanceof z.ZodEnum) || !(schema.options as unknown[]).includes(params[fixed])) return undefined;
  }
  try {
    return endpointUrl(info, params);
  } catch {
    return undefined; // a path parameter the manifest does not give
  }
}

/** The visitor API reads (their URLs) that the page at `pathname` starts with, as the client's start-up prefetch makes them. */
export function routeReads(pathname: string, manifest: RouteManifest): string[] {
  const match = routeOf(pathname, manifest);
  if (!match) return [];
  const urls = match.route.reads.map((read) => visitorUrl(read, match.params));
  return urls.filter((url): url is string => url !== undefined);
}

/** JSON that is safe inside a <script> element of an HTML page (and in any JavaScript context). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** The page's visitor reads that answered 200 with JSON in time, keyed by their URL. */
export async function initialData(
  pathname: string,
  manifest: RouteManifest,
  read: VisitorRead,
  budgetMs = READ_BUDGET_MS,
): Promise<Record<string, unknown>> {
  const reads = routeReads(pathname, manifest);
  const results = await Promise.all(
    reads.map((url) =>
      withinBudget(
        read(url).then(({ statusCode, body }) =>
          statusCode === 200 ? { url, value: JSON.parse(body) as unknown } : undefined,
        ),
        budgetMs,
      ),
    ),
  );
  const data: Record<string, unknown> = {};
  for (const result of results) if (result) data[result.url] = result.value;
  return data;
}

/** The page JS of the route of `pathname`. */
export function preloadsFor(pathname: string, manifest: RouteManifest): readonly string[] {
  return routeOf(pathname, manifest)?.route.preload ?? [];
}

/**
 * The head of the route of `pathname`, filled from the page's first visitor read in `data`; empty when the route has
 * none, or a placeholder has no string value or names an unknown filter.
 */
export function pageHead(pathname: string, manifest: RouteManifest, data: Record<string, unknown>): string {
  const template = routeOf(pathname, manifest)?.route.head?.html;
  if (template === undefined) return '';
  const read = routeReads(pathname, manifest)[0];
  const source = read === undefined ? undefined : data[read];
  let complete = true;
  const head = template.replace(PLACEHOLDER, (_, name: string, filterName: string | undefined) => {
    const value: unknown =
      name === 'pathname'
        ? pathname
        : typeof source === 'object' && source !== null && Object.hasOwn(source, name)
          ? Reflect.get(source, name)
          : undefined;
    const filter =
      filterName === undefined
        ? (text: string) => text
        : Object.hasOwn(FILTERS, filterName)
          ? FILTERS[filterName]
          : undefined;
    if (typeof value !== 'string' || !filter) {
      complete = false;
      return '';
    }
    return escapeHtml(filter(value));
  });
  return complete ? head : '';
}

/**
 * index.html for the client route `pathname`: with its initial data, the preloads of its page's JS, the page's head in
 * the shell, and without the shell where it does not belong.
 */
export function renderIndexHtml(
  indexHtml: string,
  pathname: string,
  manifest: RouteManifest,
  data: Record<string, unknown>,
): string {
  const route = routeOf(pathname, manifest)?.route;
  const preloads = route?.preload ?? [];
  const head = route?.chrome ? pageHead(pathname, manifest, data) : '';
  let html = route && !route.chrome ? indexHtml.replace(SHELL, '') : indexHtml.replace(HEAD_SLOT, () => head);
  // The head's CSS comes with it (index.html has the frame's only).
  if (head && route?.head?.css)
    html = html.replace('</head>', () => `<style>${route.head?.css ?? ''}</style>\n</head>`);
  if (preloads.length > 0) {
    // Low priority like the start-up bundle's own links: the shell paints first, and they load in document order.
    const links = preloads
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
      .join('\n');
    html = html.replace('</head>', () => `${links}\n</head>`);
  }
  if (Object.keys(data).length > 0) {
    const block = `<script type="application/json" id="initial-data">${jsonForHtml(data)}</script>`;
    // A function replacement: `$` sequences in the data must not be read as replacement patterns.
    html = html.replace('</body>', () => `${block}\n</body>`);
  }
  return html;
}

/**
 * The page compressed as the browser accepts it (brotli, else gzip, else as it is): a page with its shell, head and
 * data is 30–45 KB, which a new connection takes three round trips to deliver uncompressed instead of one.
 */
export function compressedPage(
  html: string,
  acceptEncoding: string | string[] | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted))
    return {
      body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accepted)) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
