import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, MemoryStorage, storeSession, USER_ID, type FakeRequest } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fullUser } from '../../test/player-fixtures.ts';

const SETTINGS = { acceptRequest: true, decided: true, achievement: true, tournamentMatch: true, corrections: true, devices: 2 };

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
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification settings' }, { timeout: 5000 });
    // jsdom has no push: the device switch is off and says why
    expect(within(dialog).getByText(/cannot receive push notifications/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Push notifications on this device' })).toBeDisabled();
    expect(await within(dialog).findByText('Your notifications go to 2 devices.')).toBeInTheDocument();

    const toAccept = within(dialog).getByRole('switch', { name: /Games to accept/ });
    expect(toAccept).toBeChecked();
    for (const name of [/Games accepted or rejected/, /Achievements/, /Tournament match ready/, /Corrections/]) expect(within(dialog).getByRole('switch', { name })).toBeChecked();
    await user.click(toAccept);
    await waitFor(() => expect(saved).toEqual([{ acceptRequest: false, decided: true, achievement: true, tournamentMatch: true, corrections: true }]));
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: /Games to accept/ })).not.toBeChecked());
  });
});
