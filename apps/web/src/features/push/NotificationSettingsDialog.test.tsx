import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeRequest } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fullUser } from '../../test/player-fixtures.ts';

// The profile page loads lazily; a busy machine takes its time.
vi.setConfig({ testTimeout: 60_000 });

const SETTINGS = {
  acceptRequest: true,
  decided: true,
  achievement: true,
  tournamentMatch: true,
  corrections: true,
  devices: 2,
};

describe('Profile → Notifications', () => {
  it('shows each kind with its switch, saves a change at once, and says when the browser cannot receive pushes', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { username: 'mike', email: 'mike@example.com' });
    const saved: unknown[] = [];
    const user = userEvent.setup({ delay: null });
    renderApp({
      route: '/secure/profile',
      storage,
      api: {
        [`GET /api/users/${USER_ID}/full`]: () => json(fullUser({ id: USER_ID, username: 'mike' })),
        'GET /api/push/preferences': () => json(SETTINGS),
        'PUT /api/push/preferences': (req: FakeRequest) => {
          saved.push(req.json());
          return json({ ...(req.json() as object), devices: 2 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' }, { timeout: 20_000 });
    // jsdom has no push: the device switch is off and says why
    expect(within(dialog).getByText(/cannot receive push notifications/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Push notifications on this device' })).toBeDisabled();
    expect(await within(dialog).findByText('Your notifications go to 2 devices.')).toBeInTheDocument();

    const toAccept = within(dialog).getByRole('switch', { name: /Games to accept/ });
    expect(toAccept).toBeChecked();
    for (const name of [/Games accepted or rejected/, /Achievements/, /Tournament match ready/, /Corrections/])
      expect(within(dialog).getByRole('switch', { name })).toBeChecked();
    await user.click(toAccept);
    await waitFor(() =>
      expect(saved).toEqual([
        { acceptRequest: false, decided: true, achievement: true, tournamentMatch: true, corrections: true },
      ]),
    );
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: /Games to accept/ })).not.toBeChecked());
  });

  describe('when the person blocks notifications at the prompt', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    it('says once that they are blocked', async () => {
      // A browser that can push and has not asked yet; the prompt is answered "Block".
      const notification = {
        permission: 'default' as NotificationPermission,
        requestPermission: () => Promise.resolve((notification.permission = 'denied')),
      };
      vi.stubGlobal('Notification', notification);
      vi.stubGlobal('PushManager', function PushManager() {});
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { getRegistration: () => Promise.resolve(undefined) },
      });
      const storage = new MemoryStorage();
      storeSession(storage, { username: 'mike', email: 'mike@example.com' });
      const user = userEvent.setup({ delay: null });
      renderApp({
        route: '/secure/profile',
        storage,
        api: {
          [`GET /api/users/${USER_ID}/full`]: () => json(fullUser({ id: USER_ID, username: 'mike' })),
          'GET /api/push/preferences': () => json(SETTINGS),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 20_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Notification settings' }, { timeout: 20_000 });
      const device = within(dialog).getByRole('switch', { name: 'Push notifications on this device' });
      await waitFor(() => expect(device).toBeEnabled(), { timeout: 20_000 });
      await user.click(device);
      expect(await within(dialog).findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
      expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
      expect(device).toBeDisabled();
    });
  });
});
