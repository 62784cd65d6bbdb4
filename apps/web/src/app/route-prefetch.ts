/**
 * The first API reads of the pages people open most, asked for at start-up: they then travel while the page's code
 * loads instead of after it. Only a hint — the pages ask for the same paths themselves (see ApiClient.prefetch), so a
 * read missing here only costs time, and a read that no page makes only costs a request.
 */
import { matchPath } from 'react-router';
import type { ApiClient, RequestOptions } from '../api/client.ts';

type Read = [path: string, options: Pick<RequestOptions, 'query' | 'auth'>];

const enc = encodeURIComponent;

const ROUTE_READS: Array<{ pattern: string; reads: (params: Record<string, string | undefined>) => Read[] }> = [
  // News feed (with the session: admins see their controls) and Latest Games.
  { pattern: '/', reads: () => [['/dashboard/posts', {}], ['/dashboard/games', { auth: false }]] },
  // The profile header reads it with the session, the tabs without: one request for visitors.
  {
    pattern: '/players/:playerId',
    reads: ({ playerId = '' }) => [
      [`/users/${enc(playerId)}/full`, {}],
      [`/users/${enc(playerId)}/full`, { auth: false }],
    ],
  },
  {
    pattern: '/:tournamentType/tournament/:tournamentId',
    reads: ({ tournamentType = '', tournamentId = '' }) => [[`/${enc(tournamentType)}/tournaments/${enc(tournamentId)}`, { auth: false }]],
  },
];

/** Visitor replies (JSON text by path under /api, without query) that the server embedded in index.html. */
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
    if (parsed && typeof parsed === 'object') for (const [path, value] of Object.entries(parsed)) data.set(path, JSON.stringify(value));
  } catch {
    // Not ours or damaged: the page asks for its data itself.
  }
  return data;
}

/**
 * Starts the reads of the page at `pathname`, if it is one of ROUTE_READS. A read without query that `initialData`
 * holds is answered from it when made without a session (the server embedded what visitors get).
 */
export function prefetchRouteReads(pathname: string, client: ApiClient, initialData: InitialData = new Map()): void {
  for (const { pattern, reads } of ROUTE_READS) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    for (const [path, options] of reads(match.params)) {
      client.prefetch(path, options.query ? options : { ...options, visitorReply: initialData.get(path) });
    }
    return;
  }
}
