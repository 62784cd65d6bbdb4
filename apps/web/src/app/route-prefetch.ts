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

/** Starts the reads of the page at `pathname`, if it is one of ROUTE_READS. */
export function prefetchRouteReads(pathname: string, client: ApiClient): void {
  for (const { pattern, reads } of ROUTE_READS) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    for (const [path, options] of reads(match.params)) client.prefetch(path, options);
    return;
  }
}
