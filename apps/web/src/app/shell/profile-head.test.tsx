/**
 * The profile's page head the server paints into the shell (its route's `head` in route-manifest.ts) stays while the
 * page loads, until the page draws the same head (ui/initial-head.tsx).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepInitialHead } from '../../ui/initial-head.tsx';
import { ROUTES } from '../route-manifest.ts';
import { json, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fullUser } from '../../test/player-fixtures.ts';
import { renderShell } from './render-shell.tsx';

const OTHER_ID = '33333333-3333-4333-8333-333333333333';
const me = fullUser({
  id: USER_ID,
  username: 'mike',
  avatarHash: 'abc',
  lastSeen: '2026-11-20T10:00:00.000Z',
  lastGame: null,
});
const other = fullUser({
  id: OTHER_ID,
  username: 'ania',
  avatarHash: 'def',
  lastSeen: null,
  lastGame: '2026-11-19T10:00:00.000Z',
});

function signedIn() {
  const storage = new MemoryStorage();
  storeSession(storage, { username: 'mike', email: 'mike@example.com' });
  return storage;
}

async function openProfile(route: string, api: Record<string, FakeHandler> = {}, storage: Storage = signedIn()) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderApp({
    route,
    storage,
    api: {
      [`GET /api/users/${USER_ID}/full`]: () => json(me),
      [`GET /api/users/${OTHER_ID}/full`]: () => json(other),
      ...api,
    },
  });
  return { user, ...rendered };
}

/** The shell as the server sends it for ania's profile: the build's header template filled in, above the loading indicator. */
async function shellWithProfileHead(): Promise<HTMLElement> {
  const template = (await renderShell(ROUTES)).heads.get('/players/:playerId')?.html ?? '';
  const root = document.createElement('div');
  root.innerHTML = `<main class="shell-main">${template.replace('{{username|initials}}', 'AN').replace('{{username}}', 'ania')}<div class="shell-loading">Loading...</div></main>`;
  return root;
}

describe('profile page', () => {
  it('keeps the header the HTML painted until it draws its own', async () => {
    keepInitialHead(await shellWithProfileHead(), `/players/${OTHER_ID}`);
    const waiting: Array<(reply: Response) => void> = [];
    try {
      await openProfile(`/players/${OTHER_ID}`, {
        [`GET /api/users/${OTHER_ID}/full`]: () => new Promise((resolve) => waiting.push(resolve)),
      });
      // The page has asked for the profile and waits for it: the header is still the HTML's.
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 5000 });
      expect(screen.getByRole('heading', { name: 'ania', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('AN')).toBeInTheDocument();
      expect(screen.queryByText('Never seen')).not.toBeInTheDocument();

      waiting.forEach((answer) => answer(json(other)));
      expect(await screen.findByText('Never seen', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText('AN')).toBeInTheDocument();
    } finally {
      keepInitialHead(document.createElement('div'));
    }
  });
});
