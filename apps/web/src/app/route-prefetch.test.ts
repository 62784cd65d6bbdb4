import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { prefetchRouteReads } from './route-prefetch.ts';

function reads(pathname: string) {
  const prefetch = vi.fn();
  prefetchRouteReads(pathname, { prefetch } as unknown as ApiClient); // only prefetch is called
  return prefetch.mock.calls;
}

describe('prefetchRouteReads', () => {
  it('starts the first reads of the home page, a profile and a tournament', () => {
    expect(reads('/')).toEqual([['/dashboard/posts', {}], ['/dashboard/games', { auth: false }]]);
    expect(reads('/players/a b')).toEqual([['/users/a%20b/full', {}], ['/users/a%20b/full', { auth: false }]]);
    expect(reads('/easy/tournament/t1')).toEqual([['/easy/tournaments/t1', { auth: false }]]);
  });

  it('starts nothing for other pages', () => {
    expect(reads('/rules')).toEqual([]);
    expect(reads('/players/p1/extra')).toEqual([]);
  });
});
