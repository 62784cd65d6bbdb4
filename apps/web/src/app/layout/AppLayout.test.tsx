import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ID, json, MemoryStorage, storeSession } from '../../test/fake-api.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const api = { 'GET /api/dashboard/posts': () => json([]) };

function navLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return [...nav.querySelectorAll('a, button')].flatMap((el) =>
    el.closest('[role=group]') ? [] : [el.querySelector('.nav-label')?.textContent],
  );
}

function signedIn(options: Parameters<typeof storeSession>[1] = {}) {
  const storage = new MemoryStorage();
  storeSession(storage, options);
  return storage;
}

describe('navigation drawer', () => {
  it('shows a visitor the spec entries in order, ending with Login', async () => {
    renderApp({ api });
    // The first test also waits for the lazily loaded page code.
    await screen.findByRole('heading', { name: 'News Feed' }, { timeout: 5000 });
    expect(navLabels()).toEqual([
      'Homepage',
      'Search',
      'Tournaments',
      'Singles',
      'Easy Caps',
      'Unranked',
      'Doubles',
      'Commandments',
      'Rules',
      'Login',
    ]);
  });

  it('adds the profile under the username, Games Accepting and Teams for a USER, and Logout', async () => {
    renderApp({ api, storage: signedIn({ username: 'mike' }) });
    await screen.findByRole('heading', { name: 'News Feed' });
    const labels = navLabels();
    expect(labels).toEqual([
      'Homepage',
      'Search',
      'mike',
      'Tournaments',
      'Singles',
      'Easy Caps',
      'Unranked',
      'Doubles',
      'Games Accepting',
      'Teams',
      'Commandments',
      'Rules',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'mike' })).toHaveAttribute('href', '/secure/profile');
  });

  it('gives an ADMIN no profile, acceptance or teams entries, but Logout', async () => {
    renderApp({ api, storage: signedIn({ sub: ADMIN_ID, rol: 'ADMIN', username: 'boss' }) });
    await screen.findByRole('heading', { name: 'News Feed' });
    const labels = navLabels();
    expect(labels).not.toContain('boss');
    expect(labels).not.toContain('Games Accepting');
    expect(labels).not.toContain('Teams');
    expect(labels.at(-1)).toBe('Logout');
  });

  it('highlights Tournaments, not Singles, on a tournament page', async () => {
    renderApp({ route: '/singles/tournament/7', api });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    await waitFor(() => expect(link('Tournaments')).toHaveAttribute('aria-current', 'page'));
    expect(link('Singles')).not.toHaveAttribute('aria-current');
    expect(link('Singles')).not.toHaveClass('active');
  });

  it('hides Live game on desktop', async () => {
    renderApp({ api, storage: signedIn() });
    await screen.findByRole('heading', { name: 'News Feed' });
    expect(navLabels()).not.toContain('Live game');
  });

  it('opens a drawer with Live game first from the menu button on phones, and closes it after navigating', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({ api, phone: true, storage: signedIn() });
    await screen.findByRole('heading', { name: 'News Feed' });
    const menu = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelector('a, button')).toHaveTextContent('Live game');
    await user.click(within(nav).getByRole('link', { name: 'Rules' }));
    expect(await screen.findByRole('heading', { name: 'Rules', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/rules');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument());
  });

  it('logs out from the drawer: calls /api/logout, clears the session and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const storage = signedIn();
    const { fetch } = renderApp({
      route: '/rules',
      api: { ...api, 'POST /api/logout': () => json(null, 204) },
      storage,
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('link', { name: 'Login' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(storage.getItem('accessToken')).toBeNull();
    const logoutCall = fetch.mock.calls.find(([url]) => String(url) === '/api/logout');
    expect(JSON.parse(String(logoutCall?.[1]?.body))).toEqual({ refreshToken: 'refresh-1' });
  });

  it('lets the menu button pin the desktop rail open', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({ api });
    const toggle = screen.getByRole('button', { name: 'Expand navigation' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('secure routes', () => {
  it('send a visitor to /login and back to the origin after signing in', async () => {
    const user = userEvent.setup({ delay: null });
    const { makeToken } = await import('../../test/fake-api.ts');
    renderApp({
      route: '/secure/teams?tab=x',
      api: {
        ...api,
        'POST /api/login': () => json({ authToken: makeToken(), refreshToken: 'r' }),
        'GET /api/users/11111111-1111-4111-8111-111111111111': () =>
          json({ id: '11111111-1111-4111-8111-111111111111', username: 'mike', avatarHash: 'h' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/secure/teams?tab=x'));
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('are open to a signed-in user', async () => {
    renderApp({
      route: '/secure/acceptance',
      api: { ...api, 'GET /api/acceptance': () => json([]) },
      storage: signedIn(),
    });
    expect(await screen.findByRole('heading', { name: 'Games Accepting', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/secure/acceptance');
  });
});

describe('routes', () => {
  it.each([
    ['/rules', 'Rules'],
    ['/10commandments', '10 Commandments'],
    ['/login', 'Log in'],
    ['/register', 'Create account'],
    ['/reset', 'Reset password'],
    ['/resetUpdate?code=x', 'Change password'],
    ['/nowhere', 'Page not found'],
    ['/bogus/tournament/abc', 'Page not found'],
  ])('%s shows %s', async (route, title) => {
    renderApp({ route, api });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
  });

  // Every other route of the spec renders a page (whatever its state with an empty fake API), never "not found".
  it.each([
    '/',
    '/search',
    '/singles',
    '/singles/abc',
    '/easy',
    '/easy/abc',
    '/unranked',
    '/unranked/abc',
    '/doubles',
    '/doubles/abc',
    '/players/abc',
    '/teams/abc',
    '/tournaments',
    '/easy/tournament/abc',
    '/comparison?player1=a&player2=b&gameType=EASY_CAPS',
  ])('%s is a known route', async (route) => {
    renderApp({ route, api });
    const main = document.getElementById('main');
    await waitFor(() => {
      expect(main?.textContent?.trim()).not.toBe('');
      expect(main?.textContent).not.toMatch(/^Loading\.\.\.$/);
    });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
