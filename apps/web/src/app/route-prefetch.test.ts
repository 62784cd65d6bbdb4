import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { prefetchRouteReads, readInitialData } from './route-prefetch.ts';

function reads(pathname: string) {
  const prefetch = vi.fn();
  prefetchRouteReads(pathname, { prefetch } as unknown as ApiClient); // only prefetch is called
  return prefetch.mock.calls;
}

describe('prefetchRouteReads', () => {
  it('starts the first reads of the home page, a profile and a tournament', () => {
    expect(reads('/')).toEqual([
      ['posts.list', {}],
      ['dashboard.games', { auth: false }],
    ]);
    // The header and the tabs share one query: one read, as a visitor.
    expect(reads('/players/a b')).toEqual([['users.full', { params: { id: 'a b' }, auth: false }]]);
    expect(reads('/easy/tournament/t1')).toEqual([
      ['tournaments.get', { params: { gamePath: 'easy', id: 't1' }, auth: false }],
    ]);
  });

  it('starts nothing for other pages', () => {
    expect(reads('/rules')).toEqual([]);
    expect(reads('/players/p1/extra')).toEqual([]);
    expect(reads('/chess/tournament/t1')).toEqual([]);
  });

  it('hands the replies the server embedded to the reads of the same URL', () => {
    const prefetch = vi.fn();
    const data = new Map([['/api/dashboard/games', '[1]']]);
    prefetchRouteReads('/', { prefetch } as unknown as ApiClient, data);
    expect(prefetch.mock.calls).toEqual([
      ['posts.list', { visitorReply: undefined }],
      ['dashboard.games', { auth: false, visitorReply: '[1]' }],
    ]);
    prefetch.mockClear();
    prefetchRouteReads(
      '/players/a b',
      { prefetch } as unknown as ApiClient,
      new Map([['/api/users/a%20b/full', '{}']]),
    );
    expect(prefetch.mock.calls).toEqual([['users.full', { params: { id: 'a b' }, auth: false, visitorReply: '{}' }]]);
  });
});

describe('readInitialData', () => {
  function page(html: string): Document {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = html;
    return doc;
  }

  it('reads the embedded replies as JSON text by path', () => {
    const doc = page(
      '<script type="application/json" id="initial-data">{"/a":{"x":"\\u003c/script>"},"/b":[1]}</script>',
    );
    expect([...readInitialData(doc)]).toEqual([
      ['/a', '{"x":"</script>"}'],
      ['/b', '[1]'],
    ]);
  });

  it('is empty without the block or when it is damaged', () => {
    expect(readInitialData(page('')).size).toBe(0);
    expect(readInitialData(page('<script type="application/json" id="initial-data">{oops</script>')).size).toBe(0);
  });
});
