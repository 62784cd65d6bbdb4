import { describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/i18n.ts';
import { createAuthStore } from './session/auth-store.ts';
import { fakeFetch, json, makeToken, MemoryStorage, route, storeSession, USER_ID } from '../test/fake-api.ts';
import { ApiError, SessionEndedError } from './api-error.ts';
import { ApiClient } from './client.ts';

const NOW = 1_800_000_000_000;

function setup(routes: Parameters<typeof fakeFetch>[0], session: { expiresIn?: number } | null = { expiresIn: 3600 }) {
  const storage = new MemoryStorage();
  if (session) storeSession(storage, { ...session, now: NOW, refreshToken: 'refresh-1' });
  const store = createAuthStore(storage);
  const fetch = fakeFetch(routes);
  const client = new ApiClient({ store, fetch, now: () => NOW });
  const ended = vi.fn();
  client.onSessionEnded(ended);
  return { client, store, fetch, storage, ended };
}

const calls = (fetch: ReturnType<typeof fakeFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

// Any read does for the client's own behaviour: the fakes answer what each test needs.
const PING = route('health.live');
const PING_URL = '/api/health/live';
const ping = (client: ApiClient) => client.call('health.live', {});
const REFRESH = route('auth.refresh');
const REFRESH_URL = '/api/refresh';

describe('ApiClient requests', () => {
  it('sends the bearer token and reads the JSON reply', async () => {
    const { client, fetch } = setup({
      [PING]: (req) => json({ ok: req.headers.get('Authorization')?.startsWith('Bearer ') ?? false }),
    });
    await expect(ping(client)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends no token for a visitor or when auth is off', async () => {
    const seen: (string | null)[] = [];
    const routes = {
      [PING]: (req: { headers: Headers }) => (seen.push(req.headers.get('Authorization')), json({ ok: true })),
    };
    await ping(setup(routes, null).client);
    await setup(routes).client.call('health.live', { auth: false });
    expect(seen).toEqual([null, null]);
  });

  it('sends JSON bodies and form bodies and builds the query string', async () => {
    const { client, fetch } = setup({
      [route('posts.create')]: (req) =>
        json({ ok: req.headers.get('Content-Type') === 'application/json' && req.json() !== null }),
      [route('auth.login')]: (req) => json({ ok: req.form().get('username') === 'a b' }),
      [route('doubles.list')]: () => json({ ok: true }),
    });
    await expect(
      client.call('posts.create', { body: { title: 'a', description: 'b', signature: 'c' } }),
    ).resolves.toEqual({ ok: true });
    await expect(client.call('auth.login', { body: { username: 'a b', password: 'p' } })).resolves.toEqual({
      ok: true,
    });
    await client.call('doubles.list', { query: { team: 'a+b@c.de', player: undefined } });
    expect(String(fetch.mock.calls[2]?.[0])).toBe('/api/doubles?team=a%2Bb%40c.de');
  });

  it("turns an error reply into an ApiError with the status and the server's text", async () => {
    const { client } = setup({
      [route('posts.list')]: () => json({ error: 'Username not available' }, 409),
      [route('dashboard.games')]: () =>
        json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' }, 429),
      [route('health.ready')]: () => new Response('oops', { status: 500 }),
    });
    await expect(client.call('posts.list', {})).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Username not available',
    });
    await expect(client.call('dashboard.games', {})).rejects.toMatchObject({
      status: 429,
      message: 'Rate limit exceeded, retry in 1 minute',
    });
    await expect(client.call('health.ready', {})).rejects.toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('reports an unreachable server as status 0', async () => {
    const store = createAuthStore(new MemoryStorage());
    const client = new ApiClient({ store, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(ping(client)).rejects.toMatchObject({ status: 0 });
  });

  it('refuses a reply that is not JSON', async () => {
    const { client } = setup({ [PING]: () => new Response('<html>proxy page</html>', { status: 200 }) });
    await expect(ping(client)).rejects.toMatchObject({ status: 200, message: 'Unexpected answer from the server' });
  });
});

describe('ApiClient.call', () => {
  it('builds the URL from the endpoint, its params (encoded) and its query (empty values left out), with its method', async () => {
    const { client, fetch } = setup({
      [route('users.full', { id: 'a b/c' })]: () => json({}),
      [route('games.historyOfType', { id: 'p1', gameType: 'SINGLES' })]: () => json({}),
      [route('users.update', { id: 'p1' })]: () => json({}),
    });
    await client.call('users.full', { params: { id: 'a b/c' }, query: {} });
    await client.call('games.historyOfType', {
      params: { id: 'p1', gameType: 'SINGLES' },
      query: { pageNumber: 2, opponentId: undefined },
    });
    await client.call('users.update', { params: { id: 'p1' }, body: { password: 'x' } });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/users/a%20b%2Fc/full',
      'GET /api/games/user/p1/SINGLES?pageNumber=2',
      'PUT /api/users/p1',
    ]);
  });

  it('sends the body as a form where the endpoint takes one, else as JSON', async () => {
    const seen: { type: string | null; body: string }[] = [];
    const record = (req: { headers: Headers; body: string }) => (
      seen.push({ type: req.headers.get('Content-Type'), body: req.body }),
      json({})
    );
    const { client } = setup({ [route('auth.login')]: record, [route('auth.logout')]: record }, null);
    await client.call('auth.login', { body: { username: 'mike', password: 'a&b' }, auth: false });
    await client.call('auth.logout', { body: { refreshToken: 'r1' }, auth: false });
    expect(seen).toEqual([
      { type: null, body: 'username=mike&password=a%26b' },
      { type: 'application/json', body: '{"refreshToken":"r1"}' },
    ]);
  });

  it('resolves a 204 to null, its declared answer, without reading a body', async () => {
    const { client } = setup({ [route('posts.delete', { id: 'p1' })]: () => new Response(null, { status: 204 }) });
    await expect(client.call('posts.delete', { params: { id: 'p1' } })).resolves.toBeNull();
  });

  it('sends the bearer token by default and none with auth: false', async () => {
    const seen: (string | null)[] = [];
    const { client } = setup({
      [route('posts.list')]: (req) => (seen.push(req.headers.get('Authorization')), json([])),
    });
    await client.call('posts.list', {});
    await client.call('posts.list', { auth: false });
    expect(seen).toEqual([expect.stringMatching(/^Bearer /), null]);
  });

  it('puts its own base in front of the declared paths, for calls and for the refresh', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { expiresIn: 1, now: NOW });
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/refresh')
        ? json({ authToken: makeToken({ now: NOW, expiresIn: 900 }), refreshToken: 'refresh-2' })
        : json({}),
    );
    const client = new ApiClient({
      store: createAuthStore(storage),
      fetch,
      now: () => NOW,
      baseUrl: 'https://caps.example/v1',
    });
    await client.call('users.full', { params: { id: 'p1' }, query: {} });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://caps.example/v1/refresh',
      'https://caps.example/v1/users/p1/full',
    ]);
  });
});

describe('ApiClient token refresh', () => {
  const fresh = () => json({ authToken: makeToken({ now: NOW, expiresIn: 900 }), refreshToken: 'refresh-2' });

  it('refreshes first when the token expires within 10 s, and uses the new token', async () => {
    const authHeaders: (string | null)[] = [];
    const { client, store, fetch, storage } = setup(
      {
        [REFRESH]: (req) => (req.form().get('refreshToken') === 'refresh-1' ? fresh() : json({ error: 'bad' }, 401)),
        [PING]: (req) => (authHeaders.push(req.headers.get('Authorization')), json({ ok: true })),
      },
      { expiresIn: 9 },
    );
    await ping(client);
    expect(calls(fetch, REFRESH_URL)).toBe(1);
    expect(authHeaders[0]).toBe(`Bearer ${store.getState().accessToken}`);
    // Rotation: the new refresh token replaces the old one, in state and in storage.
    expect(store.getState().refreshToken).toBe('refresh-2');
    expect(storage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('does not refresh a token with more than 10 s left', async () => {
    const { client, fetch } = setup({ [PING]: () => json({ ok: true }) }, { expiresIn: 11 });
    await ping(client);
    expect(calls(fetch, REFRESH_URL)).toBe(0);
  });

  it('shares one in-flight refresh between concurrent requests', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, fetch } = setup(
      {
        [REFRESH]: async () => {
          await gate;
          return fresh();
        },
        [PING]: () => json({ ok: true }),
      },
      { expiresIn: 5 },
    );
    const requests = Promise.all([ping(client), ping(client), ping(client)]);
    await vi.waitFor(() => expect(calls(fetch, REFRESH_URL)).toBe(1));
    release();
    await expect(requests).resolves.toHaveLength(3);
    expect(calls(fetch, REFRESH_URL)).toBe(1);
    expect(calls(fetch, PING_URL)).toBe(3);
  });

  it('logs out with the Polish message when the refresh is refused, and carries on as a visitor', async () => {
    const authHeaders: (string | null)[] = [];
    const { client, store, ended, storage } = setup(
      {
        [REFRESH]: () => json({ error: 'Invalid refresh token' }, 401),
        [PING]: (req) => (authHeaders.push(req.headers.get('Authorization')), json({ ok: true })),
      },
      { expiresIn: 1 },
    );
    await expect(ping(client)).resolves.toEqual({ ok: true });
    expect(ended).toHaveBeenCalledWith(translate('session.refreshFailed'));
    expect(translate('session.refreshFailed')).toBe('You were signed out: please sign in again');
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      accessToken: null,
      error: translate('session.refreshFailed'),
    });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(authHeaders).toEqual([null]);
  });

  it('logs out once for concurrent requests when the shared refresh fails', async () => {
    const { client, ended, fetch } = setup(
      { [REFRESH]: () => json({ error: 'expired' }, 401), [PING]: () => json({ ok: true }) },
      { expiresIn: 1 },
    );
    await Promise.all([ping(client), ping(client)]);
    expect(calls(fetch, REFRESH_URL)).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("logs out with 'Log out occured, please log in again' when the new token cannot be decoded", async () => {
    const { client, store, ended } = setup(
      {
        [REFRESH]: () => json({ authToken: 'not-a-jwt', refreshToken: 'refresh-2' }),
        [PING]: () => json({ ok: true }),
      },
      { expiresIn: 1 },
    );
    await ping(client);
    expect(ended).toHaveBeenCalledWith('Log out occured, please log in again');
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { expiresIn: 1, now: NOW });
    const store = createAuthStore(storage);
    const client = new ApiClient({ store, fetch: () => Promise.reject(new TypeError('offline')), now: () => NOW });
    await expect(ping(client)).rejects.toMatchObject({ status: 0 });
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('refreshes once and retries when a valid-looking token is refused with 401', async () => {
    let pings = 0;
    const { client, fetch } = setup({
      [REFRESH]: fresh,
      [PING]: () => (++pings === 1 ? json({ error: 'Token revoked' }, 401) : json({ ok: true })),
    });
    await expect(ping(client)).resolves.toEqual({ ok: true });
    expect(calls(fetch, REFRESH_URL)).toBe(1);
    expect(pings).toBe(2);
  });

  it('takes over a token another tab refreshed instead of spending the refresh token again', async () => {
    const { client, fetch, storage, store } = setup({ [PING]: () => json({ ok: true }) }, { expiresIn: 1 });
    // The other tab rotated the tokens while this one was about to refresh.
    storage.setItem('accessToken', makeToken({ now: NOW, expiresIn: 900 }));
    storage.setItem('refreshToken', 'refresh-from-other-tab');
    await ping(client);
    expect(calls(fetch, REFRESH_URL)).toBe(0);
    expect(store.getState().refreshToken).toBe('refresh-from-other-tab');
  });

  it('reports a session that ended as SessionEndedError on protected calls', async () => {
    const { client } = setup(
      {
        [REFRESH]: () => json({ error: 'x' }, 401),
        [route('notifications.list')]: () => json({ error: 'Not signed in' }, 401),
      },
      { expiresIn: 1 },
    );
    const error = await client.call('notifications.list', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(new SessionEndedError('x')).toBeInstanceOf(ApiError);
  });

  it('keeps the user id of the session across a refresh', async () => {
    const { client, store } = setup({ [REFRESH]: fresh, [PING]: () => json({ ok: true }) }, { expiresIn: 1 });
    await ping(client);
    expect(store.getState().userId).toBe(USER_ID);
  });
});

describe('ApiClient prefetch', () => {
  function prefetchSetup(routes: Parameters<typeof fakeFetch>[0]) {
    let now = NOW;
    const fetch = fakeFetch(routes);
    const client = new ApiClient({ store: createAuthStore(new MemoryStorage()), fetch, now: () => now });
    return { client, fetch, advance: (ms: number) => (now += ms) };
  }

  it('answers identical GETs of the next seconds with the prefetched reply, then asks again', async () => {
    let served = 0;
    const { client, fetch, advance } = prefetchSetup({
      [route('users.leaderboard')]: () => json({ ok: ++served === 1 }),
    });
    const read = { query: { pageNumber: 1 } };
    client.prefetch('users.leaderboard', read);
    client.prefetch('users.leaderboard', read);
    await expect(client.call('users.leaderboard', read)).resolves.toEqual({ ok: true });
    await expect(client.call('users.leaderboard', read)).resolves.toEqual({ ok: true });
    expect(calls(fetch, '/api/users')).toBe(1);
    advance(10_000);
    await expect(client.call('users.leaderboard', read)).resolves.toEqual({ ok: false });
    expect(calls(fetch, '/api/users')).toBe(2);
  });

  it('does not reuse a failed prefetch, nor a read after a write', async () => {
    let pings = 0;
    const { client, fetch } = prefetchSetup({
      [route('dashboard.games')]: () => (pings++ === 0 ? json({ error: 'busy' }, 503) : json({ ok: true })),
      [PING]: () => json({ ok: true }),
      [route('auth.logout')]: () => new Response(null, { status: 204 }),
    });
    client.prefetch('dashboard.games', {});
    client.prefetch('health.live', {});
    await expect(client.call('dashboard.games', {})).resolves.toEqual({ ok: true });
    await client.call('auth.logout', { body: {} });
    await ping(client);
    expect(calls(fetch, '/api/dashboard/games')).toBe(2);
    expect(calls(fetch, PING_URL)).toBe(2);
  });

  it('answers visitor GETs from the reply embedded in the page, but never for a signed-in user', async () => {
    const visitor = setup({ [PING]: () => json({ ok: false }) }, null);
    visitor.client.prefetch('health.live', { visitorReply: '{"ok":true}' });
    await expect(ping(visitor.client)).resolves.toEqual({ ok: true });
    await expect(ping(visitor.client)).resolves.toEqual({ ok: true });
    expect(calls(visitor.fetch, PING_URL)).toBe(0);

    const user = setup({ [PING]: (req) => json({ ok: req.headers.has('Authorization') }) });
    user.client.prefetch('health.live', { visitorReply: '{"ok":false}' });
    await expect(ping(user.client)).resolves.toEqual({ ok: true });
    expect(calls(user.fetch, PING_URL)).toBe(1);
  });
});
