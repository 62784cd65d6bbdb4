/**
 * The client's index.html as the server sends it for a client route. Two things are added to the built file:
 *
 * - The first API reads of the page, as a visitor would get them (no credentials are ever used), in a
 *   `<script type="application/json" id="initial-data">` block: the client's start-up prefetch
 *   (apps/web/src/app/route-prefetch.ts) answers the page's identical visitor GETs from it, so the page does not wait
 *   for a round trip after its code has loaded. Only the public reads of ROUTE_READS are embedded, each only when it
 *   answered 200 within READ_BUDGET_MS; the JSON is escaped so that no `</script>`, `<!--` or line separator in the
 *   data can end the block. A data block is not executed, so the CSP (script-src 'self') is unaffected.
 * - `modulepreload` links for the JS of the route's page beyond the start-up bundle, from the
 *   `.vite/route-preloads.json` the client build writes: the page's code downloads beside the start-up bundle instead
 *   of after it has run.
 * - The page's head (the tournament's name row, the player profile's header), painted by the shell from that same
 *   visitor data: index.html carries it as a `<template data-shell-head="{route pattern}">` whose `{{field}}`
 *   placeholders name string fields of the page's first read (`{{field|initials}}` their initials, `{{pathname}}` the
 *   page's path). The server fills the template of the route, HTML-escaped, into the shell's `<!--shell-head-->` slot,
 *   and sends none of the templates; without the data the shell has no head.
 *   The markup and its CSS come from the client build (apps/web/src/app/shell/static-shell.ts): it is what React
 *   draws there, so the page's largest element paints with the HTML.
 * - Pages without the app's chrome (the stream overlay) lose the static app shell that index.html paints before the
 *   script runs (between the `<!--app-shell-->` markers, see apps/web/src/app/shell/static-shell.ts).
 */

import { initialsOf } from '@caps/domain';
import { endpointUrl } from '@caps/domain/api/endpoint';
import { endpointTable } from '@caps/domain/api/endpoint-table';
import { escapeHtml } from './html.ts';

/** Reads one API path as an anonymous visitor; resolves to the status and body text. */
export type VisitorRead = (url: string) => Promise<{ statusCode: number; body: string }>;

/** How long the page waits for its data; a read that takes longer is left to the client. */
const READ_BUDGET_MS = 250;

const SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
const HEAD_SLOT = '<!--shell-head-->';
const HEAD_TEMPLATES = /<template data-shell-head="([^"]*)">([\s\S]*?)<\/template>/g;
const PLACEHOLDER = /\{\{(\w+)(?:\|(\w+))?\}\}/g;
/** What a placeholder's `|filter` makes of its value: the same functions the client draws the page with. */
const FILTERS: Readonly<Record<string, (value: string) => string>> = { initials: initialsOf };
/** Ids in client routes: what the API accepts as ids (UUIDs), and nothing that needs escaping. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const GAME_TYPE_PATH = /^[a-z]{1,20}$/;

/**
 * The visitor API reads (their URLs) that the page at `pathname` starts with, as the client's start-up prefetch makes
 * them (apps/web/src/app/route-prefetch.ts); none for other pages.
 */
export function routeReads(pathname: string): string[] {
  if (pathname === '/') return [endpointUrl(endpointTable['posts.list']), endpointUrl(endpointTable['dashboard.games'])];
  const parts = pathname.split('/').slice(1);
  if (parts.length === 2 && parts[0] === 'players' && ID.test(parts[1] ?? '')) return [endpointUrl(endpointTable['users.full'], { id: parts[1] ?? '' })];
  if (parts.length === 3 && parts[1] === 'tournament' && GAME_TYPE_PATH.test(parts[0] ?? '') && ID.test(parts[2] ?? '')) {
    return [endpointUrl(endpointTable['tournaments.get'], { gamePath: parts[0] ?? '', id: parts[2] ?? '' })];
  }
  return [];
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
export async function initialData(pathname: string, read: VisitorRead, budgetMs = READ_BUDGET_MS): Promise<Record<string, unknown>> {
  const reads = routeReads(pathname);
  const results = await Promise.all(
    reads.map((url) =>
      withinBudget(
        read(url).then(({ statusCode, body }) => (statusCode === 200 ? { url, value: JSON.parse(body) as unknown } : undefined)),
        budgetMs,
      ),
    ),
  );
  const data: Record<string, unknown> = {};
  for (const result of results) if (result) data[result.url] = result.value;
  return data;
}

/** Per client route pattern (`/players/:playerId`), the page's JS files (paths under the client's root). */
export type RoutePreloads = ReadonlyArray<{ pattern: string; files: readonly string[] }>;

/** Reads the build's route-preloads.json; none when the build has none or it is unreadable. */
export function readRoutePreloads(json: string | undefined): RoutePreloads {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is RoutePreloads[number] =>
        typeof r === 'object' && r !== null && typeof r.pattern === 'string' && Array.isArray(r.files) && r.files.every((f: unknown) => typeof f === 'string' && /^[\w./-]+\.js$/.test(f)),
    );
  } catch {
    return [];
  }
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? (have[i] ?? '') !== '' : segment === have[i]));
}

/** The page JS of the first route pattern `pathname` matches. */
export function preloadsFor(pathname: string, preloads: RoutePreloads): readonly string[] {
  return preloads.find((r) => matches(r.pattern, pathname))?.files ?? [];
}

/**
 * The head template of index.html for the route of `pathname`, filled from the page's first read in `data`; empty when
 * there is no template for the route, or a placeholder has no string value or names an unknown filter.
 */
export function pageHead(indexHtml: string, pathname: string, data: Record<string, unknown>): string {
  const read = routeReads(pathname)[0];
  const source = read === undefined ? undefined : data[read];
  for (const [, pattern = '', template = ''] of indexHtml.matchAll(HEAD_TEMPLATES)) {
    if (!matches(pattern, pathname)) continue;
    let complete = true;
    const head = template.replace(PLACEHOLDER, (_, name: string, filterName: string | undefined) => {
      const value: unknown = name === 'pathname' ? pathname : typeof source === 'object' && source !== null && Object.hasOwn(source, name) ? Reflect.get(source, name) : undefined;
      const filter = filterName === undefined ? (text: string) => text : Object.hasOwn(FILTERS, filterName) ? FILTERS[filterName] : undefined;
      if (typeof value !== 'string' || !filter) {
        complete = false;
        return '';
      }
      return escapeHtml(filter(value));
    });
    return complete ? head : '';
  }
  return '';
}

/**
 * index.html for the client route `pathname`: with its initial data, the preloads of its page's JS, the page's head in
 * the shell, and without the shell where it does not belong.
 */
export function renderIndexHtml(indexHtml: string, pathname: string, data: Record<string, unknown>, preloads: readonly string[] = []): string {
  const head = pathname.startsWith('/stream/') ? '' : pageHead(indexHtml, pathname, data);
  let html = indexHtml.replace(HEAD_TEMPLATES, '');
  html = pathname.startsWith('/stream/') ? html.replace(SHELL, '') : html.replace(HEAD_SLOT, () => head);
  if (preloads.length > 0) {
    // Low priority like the start-up bundle's own links: the shell paints first, and they load in document order.
    const links = preloads.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`).join('\n');
    html = html.replace('</head>', () => `${links}\n</head>`);
  }
  if (Object.keys(data).length > 0) {
    const block = `<script type="application/json" id="initial-data">${jsonForHtml(data)}</script>`;
    // A function replacement: `$` sequences in the data must not be read as replacement patterns.
    html = html.replace('</body>', () => `${block}\n</body>`);
  }
  return html;
}
