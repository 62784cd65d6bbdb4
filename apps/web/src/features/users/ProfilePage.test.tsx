import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeToken, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fullUser } from '../../test/player-fixtures.ts';

const OTHER_ID = '33333333-3333-4333-8333-333333333333';
// GET /users/{id}/full as the server answers it: the header and the tabs read the same reply.
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

describe('profile page', () => {
  it("shows another player's avatar, name and dates, without owner buttons", async () => {
    await openProfile(`/players/${OTHER_ID}`);
    expect(await screen.findByRole('heading', { name: 'ania', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Never seen')).toBeInTheDocument();
    expect(screen.getByText(/19 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it("shows 'Never played' and the owner's buttons on /secure/profile", async () => {
    await openProfile('/secure/profile');
    expect(await screen.findByRole('heading', { name: 'mike', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Never played')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('says when a player does not exist', async () => {
    await openProfile('/players/nobody', {
      'GET /api/users/nobody/full': () => json({ error: 'User not found' }, 404),
    });
    expect(await screen.findByText('Player not found', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('explains how to change the picture', async () => {
    const { user } = await openProfile('/secure/profile');
    await user.click(await screen.findByRole('button', { name: 'How to change profile picture?' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'How to change profile picture?' });
    expect(within(dialog).getByRole('link', { name: 'gravatar.com' })).toHaveAttribute('href', 'https://gravatar.com');
  });
});

describe("'Change account data' dialog", () => {
  async function openDialog(api: Record<string, FakeHandler> = {}) {
    const rendered = await openProfile('/secure/profile', api);
    await rendered.user.click(await screen.findByRole('button', { name: 'Edit profile' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account data' });
    return { ...rendered, dialog };
  }

  it('starts with the current username and email and checks every field', async () => {
    const { user, dialog } = await openDialog();
    const username = within(dialog).getByLabelText('Username');
    const email = within(dialog).getByLabelText('Email');
    expect(username).toHaveValue('mike');
    expect(email).toHaveValue('mike@example.com');
    await user.type(username, 'abcdefghijklm');
    await user.tab();
    expect(within(dialog).getByText('Text cannot be longer than 15 characters.')).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'mike ');
    expect(within(dialog).getByText('Text cannot have leading or trailing spaces.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'x@y');
    expect(within(dialog).getByText('Type in a correct email address')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Password has to be at least 6 characters long')).toBeInTheDocument();
  });

  it("answers a 403 with 'Password invalid' and stays open", async () => {
    const { user, dialog } = await openDialog({
      [`PUT /api/users/${USER_ID}`]: () => json({ error: 'Password invalid' }, 403),
    });
    await user.type(within(dialog).getByLabelText('Password for confirmation'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password invalid');
    expect(screen.getByRole('dialog', { name: 'Change account data' })).toBeInTheDocument();
  });

  it('resets the fields on Cancel', async () => {
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Username')).toHaveValue('mike');
  });

  it("saves only the changed fields, says 'Data saved', closes and updates the stored username", async () => {
    let body: unknown;
    const { user, dialog, storage } = await openDialog({
      [`PUT /api/users/${USER_ID}`]: (req) => ((body = req.json()), json({ ...me, username: 'mikey' })),
    });
    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'mikey');
    await user.type(within(dialog).getByLabelText('Password for confirmation'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change account data' })).not.toBeInTheDocument());
    expect(body).toEqual({ username: 'mikey', password: 'secret123' });
    expect(storage.getItem('username')).toBe('mikey');
    expect(screen.getByRole('link', { name: 'mikey' })).toBeInTheDocument();
  });
});

describe("'Change password' dialog", () => {
  async function openDialog(api: Record<string, FakeHandler> = {}) {
    const rendered = await openProfile('/secure/profile', api);
    await rendered.user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    return { ...rendered, dialog };
  }

  it('blocks Save until both passwords are long enough', async () => {
    const { user, dialog } = await openDialog();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Old Password'), '12345');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Old Password'), '6');
    expect(save).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    expect(save).toBeDisabled();
  });

  it('stays open on failure', async () => {
    const { user, dialog } = await openDialog({
      'POST /api/users/changePassword': () => json({ error: 'Password invalid' }, 403),
    });
    await user.type(within(dialog).getByLabelText('Old Password'), 'wrong-old');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password invalid');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it("says 'Password saved', closes, and keeps the session with the tokens of the answer", async () => {
    let body: unknown;
    let signedInAgain = false;
    const { user, dialog, storage } = await openDialog({
      'POST /api/users/changePassword': (req) => (
        (body = req.json()),
        json({ authToken: makeToken(), refreshToken: 'after-change' })
      ),
      'POST /api/login': () => ((signedInAgain = true), json({}, 500)),
    });
    await user.type(within(dialog).getByLabelText('Old Password'), 'old-pass');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(body).toEqual({ oldPassword: 'old-pass', newPassword: 'new-password' });
    expect(signedInAgain).toBe(false); // the server kept this session: no second sign-in
    expect(storage.getItem('refreshToken')).toBe('after-change');
  });
});
