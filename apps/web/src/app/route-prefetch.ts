/**
 * The first API reads of the page being opened (its `reads` in route-manifest.ts), asked for at start-up: they then
 * travel while the page's code loads instead of after it. Only a hint — the pages make the same calls themselves (see
 * ApiClient.prefetch), so a read missing here only costs time, and a read that no page makes only costs a request.
 */
import { matchRoutes } from 'react-router';
import { endpointUrl, type PathParams } from '@caps/domain/api/endpoint';
import { endpointRoutes } from '@caps/domain/api/endpoint-table';
import { GAME_TYPE_PATHS } from '@caps/domain/game-types';
import type { ApiClient } from '../api/client.ts';
import { ROUTES, type FirstRead } from './route-manifest.ts';

/** The values a path parameter that has one route per value (`oneRoutePer`) can take; others are not asked for. */
const FIXED_VALUES: Readonly<Record<string, readonly string[]>> = { gamePath: Object.values(GAME_TYPE_PATHS) };

/** The endpoint's path parameters from the route's, or undefined when one is missing or cannot be a valid value. */
function readParams(
  read: FirstRead,
  routeParams: Readonly<Record<string, string | undefined>>,
): PathParams | undefined {
  const params: PathParams = {};
  const info = endpointRoutes[read.endpoint];
  for (const [name, from] of Object.entries(read.params ?? {})) {
    const value = routeParams[from];
    if (!value) return undefined;
    const fixed = 'oneRoutePer' in info && info.oneRoutePer === name ? FIXED_VALUES[name] : undefined;
    if (fixed && !fixed.includes(value)) return undefined;
    params[name] = value;
  }
  return params;
}

/** Visitor replies (JSON text by their URL, `/api/...`) that the server embedded in index.html. */
export type InitialData = ReadonlyMap<string, string>;

/**
 * Reads the `<script type="application/json" id="initial-data">` block the server puts in the page: its first reads
 * as a visitor gets them (apps/server/src/platform/client-shell.ts). Empty when there is none or it is unreadable.
 */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById('initial-data')?.textContent;
  const data = new Map<string, string>();
  if (!text) return data;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object')
      for (const [path, value] of Object.entries(parsed)) data.set(path, JSON.stringify(value));
  } catch {
    // Not ours or damaged: the page asks for its data itself.
  }
  return data;
}

/**
 * Starts the first reads of the page at `pathname` (route-manifest.ts). A visitor read whose URL `initialData` holds is
 * answered from it (the server embedded what visitors get).
 */
export function prefetchRouteReads(pathname: string, client: ApiClient, initialData: InitialData = new Map()): void {
  // The route React Router draws for this path (the most specific pattern that matches).
  const match = matchRoutes(ROUTE_PATTERNS, pathname)?.[0];
  const route = match ? ROUTES.find((r) => r.path === match.route.path) : undefined;
  if (!match || !route) return;
  for (const read of route.reads ?? []) {
    const params = readParams(read, match.params);
    if (!params) return;
    const input = { ...(read.params ? { params } : {}), ...(read.as === 'visitor' ? { auth: false } : {}) };
    const visitorReply = initialData.get(endpointUrl(endpointRoutes[read.endpoint], params));
    // Each read was checked against its endpoint in the manifest (FirstRead); here only its shape matters.
    client.prefetch(read.endpoint, { ...input, visitorReply } as Parameters<ApiClient['prefetch']>[1]);
  }
}

const ROUTE_PATTERNS = ROUTES.map((route) => ({ path: route.path }));
