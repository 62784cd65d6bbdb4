import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeToken, MemoryStorage, storeSession, USER_ID, type FakeHandler } from '../../test/fake-api.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const home = { 'GET /api/dashboard/posts': () => json([]) };
const userLookup = {
  [`GET /api/users/${USER_ID}`]: () =>
    json({ id: USER_ID, username: 'Mike', avatarHash: 'h', lastSeen: null, lastGame: null }),
};

async function open(route: string, api: Record<string, FakeHandler> = {}, storage?: Storage) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderApp({ route, api: { ...home, ...api }, storage });
  // `hidden`: a modal may already cover the page.
  await screen.findAllByRole('heading', { level: 1, hidden: true }, { timeout: 5000 });
  return { user, ...rendered };
}

describe('login form', () => {
  it('asks for both fields before sending', async () => {
    const { user, fetch } = await open('/login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Type in your username')).toBeInTheDocument();
    expect(screen.getByText('Type in your password')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
  });

  it("shows 'Invalid username or password' on a 401", async () => {
    const { user } = await open('/login', {
      'POST /api/login': () => json({ error: 'Invalid username or password' }, 401),
    });
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(currentPath()).toBe('/login');
  });

  it('shows the rate-limit text on a 429', async () => {
    const { user } = await open('/login', {
      'POST /api/login': () => json({ error: 'Too many attempts, try again in a minute' }, 429),
    });
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in a minute');
  });

  it('sends form data, stores the session and goes home without an origin', async () => {
    let sent: URLSearchParams | undefined;
    const storage = new MemoryStorage();
    const { user } = await open(
      '/login',
      {
        ...userLookup,
        'POST /api/login': (req) => {
          sent = req.form();
          return json({ authToken: makeToken(), refreshToken: 'r1' });
        },
      },
      storage,
    );
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sent?.get('username')).toBe('mike');
    expect(sent?.get('password')).toBe('secret123');
    expect(storage.getItem('refreshToken')).toBe('r1');
    // The profile entry shows the canonical username from the server.
    expect(await screen.findByRole('link', { name: 'Mike' })).toHaveAttribute('href', '/secure/profile');
  });

  it('links to sign up and reset', async () => {
    await open('/login');
    expect(screen.getByRole('link', { name: 'Sign up!' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/reset');
  });
});

describe('register form', () => {
  it('shows the spec messages for each field', async () => {
    const { user } = await open('/register');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Text has to be at least 3 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Type in a correct email address')).toBeInTheDocument();
    expect(screen.getByText('Password has to be at least 8 characters long')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'abcdefghijklmnop');
    expect(screen.getByText('Text cannot be longer than 15 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), ' mike');
    expect(screen.getByText('Text cannot have leading or trailing spaces.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'mike@nowhere');
    expect(screen.getByText('Type in a correct email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Repeat password'), 'longenougH');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("shows the server's error text, or 'Error while registering'", async () => {
    let answer: Response = json({ error: 'Username not available' }, 409);
    const { user } = await open('/register', { 'POST /api/users': () => answer });
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Email'), 'mike@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Repeat password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username not available');
    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error while registering'));
  });

  it('creates the account, signs in and goes home', async () => {
    let body: unknown;
    const { user } = await open('/register', {
      ...userLookup,
      'POST /api/users': (req) => ((body = req.json()), json({ id: USER_ID, username: 'mike' }, 201)),
      'POST /api/login': () => json({ authToken: makeToken(), refreshToken: 'r1' }),
    });
    await user.type(screen.getByLabelText('Username'), 'mike');
    await user.type(screen.getByLabelText('Email'), 'mike@example.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Repeat password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(body).toEqual({
      username: 'mike',
      email: 'mike@example.com',
      password: 'longenough',
      repeatPassword: 'longenough',
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('checks the email format, then sends the request and goes to /reset/go', async () => {
    let query = '';
    const { user } = await open('/reset', {
      'POST /api/users/resetPassword': (req) => ((query = req.url.search), json({ message: 'ok' })),
    });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Type in a correct email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'mike+caps@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('Password reset token was send to an email associated with your account'),
    ).toBeInTheDocument();
    expect(query).toBe('?email=mike%2Bcaps%40example.com');
    expect(await screen.findByRole('dialog', { name: 'Check your mailbox' })).toHaveTextContent(
      'Go to your mailbox and click the link',
    );
    expect(currentPath()).toBe('/reset/go');
  });

  it('sets a new password with the code, then goes to /login', async () => {
    let body: unknown;
    const { user } = await open('/resetUpdate?code=abc123', {
      'POST /api/users/updatePassword': (req) => ((body = req.json()), json({})),
    });
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Password has to be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password was updated')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(body).toEqual({ code: 'abc123', password: 'brand-new-pass' });
  });

  it("shows the server's error text in an error alert", async () => {
    const { user } = await open('/resetUpdate?code=old', {
      'POST /api/users/updatePassword': () => json({ error: 'Reset token expired' }, 400),
    });
    await user.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Reset token expired');
    expect(currentPath()).toBe('/resetUpdate?code=old');
  });

  it('offers a new reset link when the code is used or expired', async () => {
    const { user } = await open('/resetUpdate?code=used', {
      'POST /api/users/updatePassword': () => json({ error: 'Reset token invalid' }, 400),
    });
    await user.type(screen.getByLabelText('Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const link = await screen.findByRole('link', { name: 'Ask for a new reset link' });
    expect(link).toHaveAttribute('href', '/reset');
    await user.click(link);
    expect(currentPath()).toBe('/reset');
  });

  it('explains a link without a code', async () => {
    await open('/resetUpdate');
    expect(screen.getByText(/missing its reset code/)).toBeInTheDocument();
  });
});

describe('forced email modal', () => {
  function noEmail() {
    const storage = new MemoryStorage();
    storeSession(storage, { email: '' });
    return storage;
  }

  it('cannot be dismissed and checks the email and a password of 6+', async () => {
    const { user } = await open('/', {}, noEmail());
    const dialog = await screen.findByRole('dialog', { name: 'Emails are being added to Caps League' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.type(within(dialog).getByLabelText('Password'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Type in a correct email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Password has to be at least 6 characters long')).toBeInTheDocument();
  });

  it("says 'Password invalid' on a 403 and closes after saving", async () => {
    let status = 403;
    let body: unknown;
    const { user } = await open(
      '/',
      {
        [`PUT /api/users/${USER_ID}`]: (req) => {
          body = req.json();
          return status === 403
            ? json({ error: 'Password invalid' }, 403)
            : json({ id: USER_ID, username: 'mike', avatarHash: 'h' }); // the full user, as GET /full (no email)
        },
      },
      noEmail(),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'mike@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password invalid');
    status = 200;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ email: 'mike@example.com', password: 'wrong-pass' });
    expect(await screen.findByText('Data saved')).toBeInTheDocument();
  });

  it('is not shown to admins or users with an email', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { rol: 'ADMIN', email: '' });
    await open('/', {}, storage);
    await screen.findByRole('heading', { name: 'News Feed' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
