import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { GAME_READS, PLAYER_READS } from './changed-reads.ts';
import { endpointKey, invalidateEndpoints } from './endpoint-query.ts';

describe('endpoint query keys', () => {
  it('are the endpoint name, its params and its query', () => {
    expect(endpointKey('users.full', { params: { id: 'u1' } })).toEqual(['users.full', { id: 'u1' }, {}]);
    expect(endpointKey('games.list', { params: { gamePath: 'singles' }, query: { pageNumber: 2 } })).toEqual([
      'games.list',
      { gamePath: 'singles' },
      { pageNumber: 2 },
    ]);
    expect(endpointKey('posts.list')).toEqual(['posts.list', {}, {}]);
  });

  it('let a write mark stale the answers of the endpoints it names, whatever their input, and nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = {
      profile: endpointKey('users.full', { params: { id: 'u1' } }),
      otherProfile: endpointKey('users.full', { params: { id: 'u2' } }),
      plots: endpointKey('users.plots', { params: { id: 'u1' }, query: { gameType: 'SINGLES' } }),
      page: endpointKey('games.list', { params: { gamePath: 'easy' }, query: { pageNumber: 0 } }),
      teamPage: endpointKey('teams.full', { params: { id: 't1' } }),
      posts: endpointKey('posts.list'),
      search: [...endpointKey('users.search', { query: { username: 'a' } }), 'content'] as const,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
    const stale = () =>
      Object.entries(keys).flatMap(([name, key]) => (queryClient.getQueryState(key)?.isInvalidated ? [name] : []));

    await queryClient.invalidateQueries({ queryKey: ['users.full', { id: 'u1' }] });
    expect(stale()).toEqual(['profile']);

    await invalidateEndpoints(queryClient, [...GAME_READS, ...PLAYER_READS]);
    expect(stale()).toEqual(['profile', 'otherProfile', 'plots', 'page', 'teamPage', 'search']);
  });
});
