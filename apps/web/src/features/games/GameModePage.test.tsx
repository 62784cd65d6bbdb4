import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_ID,
  json,
  makeToken,
  MemoryStorage,
  storeSession,
  USER_ID,
  type FakeHandler,
} from '../../test/fake-api.ts';
import { gamePage, me, soloGame } from '../../test/game-fixtures.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

function signedIn(role: 'USER' | 'ADMIN') {
  const storage = new MemoryStorage();
  storeSession(
    storage,
    role === 'USER' ? { sub: USER_ID, username: 'mike' } : { sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' },
  );
  return storage;
}

const games = Array.from({ length: 10 }, (_, i) => soloGame({ id: `g${i}`, score: [11, i] }));

function listApi(path: string, total = 10): Record<string, FakeHandler> {
  return {
    [`GET /api/${path}`]: (req) => {
      const pageNumber = Number(req.url.searchParams.get('pageNumber'));
      return json(
        gamePage(
          games.map((g) => ({ ...g, id: `${g.id}-p${pageNumber}` })),
          pageNumber,
          total,
        ),
      );
    },
    'GET /api/notifications': () => json([]),
  };
}

describe('GameModePage', () => {
  it('shows Games, Players and Post Game tabs with the games list by default', async () => {
    renderApp({ route: '/singles', api: listApi('singles') });
    const tabs = await screen.findByRole('tablist', { name: 'Singles sections' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Games', 'Players', 'Post Game']);
    expect(within(tabs).getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('link', { name: /mike vs anna/ }, { timeout: 5000 })).toHaveLength(10);
  });

  it('has no Players tab for unranked', async () => {
    renderApp({ route: '/unranked', api: listApi('unranked') });
    const tabs = await screen.findByRole('tablist', { name: 'Unranked sections' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Games', 'Post Game']);
  });

  it('hides Post Game from admins, even when asked for in the address', async () => {
    renderApp({ route: '/easy?tab=addGame', api: listApi('easy'), storage: signedIn('ADMIN') });
    const tabs = await screen.findByRole('tablist', { name: 'Easy Caps sections' }, { timeout: 5000 });
    expect(within(tabs).queryByRole('tab', { name: 'Post Game' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Add a game' })).not.toBeInTheDocument();
  });

  it('pages through the games 10 at a time', async () => {
    const user = userEvent.setup();
    const { fetch } = renderApp({ route: '/singles', api: listApi('singles', 25) });
    await screen.findAllByRole('link', { name: /mike vs anna/ }, { timeout: 5000 });
    expect(screen.getByRole('navigation', { name: 'Game pages' })).toHaveTextContent('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentPath()).toBe('/singles?page=2'));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Game pages' })).toHaveTextContent('Page 2 of 3'),
    );
    const lastList = fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((u) => u.pathname === '/api/singles')
      .at(-1);
    expect(lastList?.searchParams.get('pageNumber')).toBe('1');
    expect(lastList?.searchParams.get('pageSize')).toBe('10');
  });

  it('sends a visitor who picks Post Game to the login, and back to that tab afterwards', async () => {
    const user = userEvent.setup();
    renderApp({
      route: '/singles',
      api: {
        ...listApi('singles'),
        'POST /api/login': () => json({ authToken: makeToken({ sub: USER_ID }), refreshToken: 'r1' }),
        [`GET /api/users/${USER_ID}`]: () => json(me),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Post Game' }, { timeout: 5000 }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await user.type(await screen.findByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/singles?tab=addGame'));
    expect(await screen.findByRole('form', { name: 'Add a game' })).toBeInTheDocument();
  });

  it('shows the form on the Post Game tab for a player', async () => {
    renderApp({ route: '/singles?tab=addGame', api: listApi('singles'), storage: signedIn('USER') });
    const form = await screen.findByRole('form', { name: 'Add a game' });
    expect(within(form).getByRole('heading', { name: 'Game Data' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Player data' })).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'Opponent data' })).toBeInTheDocument();
    // The page fixes the type, so the form does not ask for it.
    expect(within(form).queryByRole('group', { name: 'Game type' })).not.toBeInTheDocument();
  });
});
