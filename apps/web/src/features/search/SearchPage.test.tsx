import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchResult } from '@caps/domain';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { OTHER_ID } from '../../test/player-fixtures.ts';
import { SearchPage } from './SearchPage.tsx';

const TEAM_ID = '55555555-5555-4555-8555-555555555555';
const results: TSearchResult[] = [
  { id: USER_ID, name: 'mike', type: 'PLAYER' },
  { id: OTHER_ID, name: 'mikey', type: 'PLAYER' },
  { id: TEAM_ID, name: 'Mike & Ania', type: 'TEAM' },
];

function searchApi(calls: URL[], reply: TSearchResult[] = results): Record<string, FakeHandler> {
  return {
    'GET /api/search': (req) => {
      calls.push(req.url);
      return json(reply);
    },
  };
}

function signedIn() {
  const storage = new MemoryStorage();
  storeSession(storage, { sub: USER_ID, username: 'mike' });
  return storage;
}

describe('SearchPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 300 ms after typing stops, and never for empty text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const calls: URL[] = [];
    renderWithProviders(<SearchPage />, { route: '/search', api: searchApi(calls) });
    const box = screen.getByPlaceholderText('Type what you want to find...');

    await user.type(box, '   ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('Find players and teams')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'mik');
    // (The fake clock also follows real time a little, so leave a margin on each side of 300 ms.)
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('searchString')).toBe('mik');
    expect(calls[0]!.searchParams.get('searchType')).toBe('all');
    expect(await screen.findByText('mikey')).toBeInTheDocument();
  });

  it('filters by the chips All / Player / Team', async () => {
    const user = userEvent.setup({ delay: null });
    const calls: URL[] = [];
    renderWithProviders(<SearchPage />, { route: '/search', api: searchApi(calls) });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByPlaceholderText('Type what you want to find...'), 'mi');
    await screen.findByText('mikey');
    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(calls.at(-1)!.searchParams.get('searchType')).toBe('team'));
    await user.click(screen.getByRole('button', { name: 'Player' }));
    await vi.waitFor(() => expect(calls.at(-1)!.searchParams.get('searchType')).toBe('player'));
  });

  it('opens profiles and teams, and offers Compare on other players to a signed-in user', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchPage />, { route: '/search', api: searchApi([]), storage: signedIn() });
    await user.type(screen.getByPlaceholderText('Type what you want to find...'), 'mi');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: /mike/ })).toHaveAttribute('href', `/players/${USER_ID}`);
    expect(within(items[0]!).getByText('Player')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('link', { name: /Mike & Ania/ })).toHaveAttribute('href', `/teams/${TEAM_ID}`);
    expect(within(items[2]!).getByText('Team')).toBeInTheDocument();
    // Not on yourself, not on teams: only on the other player.
    const compare = screen.getAllByRole('link', { name: /Compare/ });
    expect(compare).toHaveLength(1);
    expect(compare[0]).toHaveAccessibleName('Compare with mikey');
    expect(compare[0]).toHaveAttribute('href', `/comparison?player1=${USER_ID}&player2=${OTHER_ID}&gameType=EASY_CAPS`);
  });

  it('shows no Compare to visitors', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchPage />, { route: '/search', api: searchApi([]) });
    await user.type(screen.getByPlaceholderText('Type what you want to find...'), 'mi');
    await screen.findByText('mikey');
    expect(screen.queryByRole('link', { name: /Compare/ })).not.toBeInTheDocument();
  });

  it("says 'No results found!' when nothing matches", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SearchPage />, { route: '/search', api: searchApi([], []) });
    await user.type(screen.getByPlaceholderText('Type what you want to find...'), 'zzz');
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
  });

  it('restores the search from the address', async () => {
    const calls: URL[] = [];
    renderWithProviders(<SearchPage />, { route: '/search?q=mi&type=player', api: searchApi(calls) });
    expect(screen.getByPlaceholderText('Type what you want to find...')).toHaveValue('mi');
    expect(screen.getByRole('button', { name: 'Player' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByText('mikey');
    expect(calls[0]!.searchParams.get('searchType')).toBe('player');
  });
});
