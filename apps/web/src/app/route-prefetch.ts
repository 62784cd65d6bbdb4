/**
 * The first API reads of the pages people open most, asked for at start-up: they then travel while the page's code
 * loads instead of after it. Only a hint — the pages make the same calls themselves (see ApiClient.prefetch), so a
 * read missing here only costs time, and a read that no page makes only costs a request.
 */
import { matchPath } from 'react-router';
import { endpointUrl, type PathParams, type QueryValues } from '@caps/domain/api/endpoint';
import { endpointTable } from '@caps/domain/api/endpoint-table';
import { gameTypeOfPath, GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { ApiClient, CallInput, ReadEndpointName } from '../api/client.ts';

/** One read a page starts with: the call it makes, as `ApiClient.prefetch` takes it. */
type Read = { [N in ReadEndpointName]: [name: N, input: Omit<CallInput<N>, 'signal'>] }[ReadEndpointName];

const ROUTE_READS: Array<{ pattern: string; reads: (params: Record<string, string | undefined>) => Read[] }> = [
  // News feed (with the session: admins see their controls) and Latest Games.
  { pattern: '/', reads: () => [['posts.list', {}], ['dashboard.games', { auth: false }]] },
  // The profile's header and tabs read it as a visitor (one query, see api/users.ts).
  { pattern: '/players/:playerId', reads: ({ playerId = '' }) => [['users.full', { params: { id: playerId }, auth: false }]] },
  {
    pattern: '/:tournamentType/tournament/:tournamentId',
    reads: ({ tournamentType = '', tournamentId = '' }) => {
      const gameType = gameTypeOfPath(tournamentType);
      return gameType ? [['tournaments.get', { params: { gamePath: GAME_TYPE_PATHS[gameType], id: tournamentId }, auth: false }]] : [];
    },
  },
];

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
    if (parsed && typeof parsed === 'object') for (const [path, value] of Object.entries(parsed)) data.set(path, JSON.stringify(value));
  } catch {
    // Not ours or damaged: the page asks for its data itself.
  }
  return data;
}

/**
 * Starts the reads of the page at `pathname`, if it is one of ROUTE_READS. A read whose URL `initialData` holds is
 * answered from it when made without a session (the server embedded what visitors get).
 */
export function prefetchRouteReads(pathname: string, client: ApiClient, initialData: InitialData = new Map()): void {
  for (const { pattern, reads } of ROUTE_READS) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    for (const [name, input] of reads(match.params)) {
      // Each read was checked against its endpoint above (Read); the loop sees them all at once.
      const { params, query } = input as { params?: PathParams; query?: QueryValues };
      client.prefetch(name, { ...input, visitorReply: initialData.get(endpointUrl(endpointTable[name], params, query)) } as Parameters<ApiClient['prefetch']>[1]);
    }
    return;
  }
}
