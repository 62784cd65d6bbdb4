import { describe, expect, it, vi } from 'vitest';
import { UI_TEXTS } from '../ui/ui-constants.ts';
import { createAuthStore } from '../features/auth/auth-store.ts';
import { fakeFetch, json, makeToken, MemoryStorage, storeSession, USER_ID } from '../test/fake-api.ts';
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

type TPing = { ok: boolean };
const calls = (fetch: ReturnType<typeof fakeFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

describe('ApiClient requests', () => {
  it('sends the bearer token and reads the JSON reply', async () => {
    const { client, fetch } = setup({ 'GET /api/ping': (req) => json({ ok: req.headers.get('Authorization')?.startsWith('Bearer ') ?? false }) });
    await expect(client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends no token for a visitor or when auth is off', async () => {
    const seen: (string | null)[] = [];
    const routes = { 'GET /api/ping': (req: { headers: Headers }) => (seen.push(req.headers.get('Authorization')), json({ ok: true })) };
    await setup(routes, null).client.get<TPing>('/ping');
    await setup(routes).client.request('/ping', { auth: false });
    expect(seen).toEqual([null, null]);
  });

  it('sends JSON bodies and form bodies and builds the query string', async () => {
    const { client, fetch } = setup({
      'POST /api/json': (req) => json({ ok: req.headers.get('Content-Type') === 'application/json' && req.json() !== null }),
      'POST /api/form': (req) => json({ ok: req.form().get('username') === 'a b' }),
    });
    await expect(client.requestJson<TPing>('/json', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    await expect(client.requestJson<TPing>('/form', { method: 'POST', form: { username: 'a b' } })).resolves.toEqual({ ok: true });
    await client.request('/json', { method: 'POST', json: {}, query: { email: 'a+b@c.de', skip: undefined } });
    expect(String(fetch.mock.calls[2]?.[0])).toBe('/api/json?email=a%2Bb%40c.de');
  });

  it("turns an error reply into an ApiError with the status and the server's text", async () => {
    const { client } = setup({
      'GET /api/app': () => json({ error: 'Username not available' }, 409),
      'GET /api/framework': () => json({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 1 minute' }, 429),
      'GET /api/plain': () => new Response('oops', { status: 500 }),
    });
    await expect(client.get<TPing>('/app')).rejects.toMatchObject({ status: 409, serverMessage: 'Username not available' });
    await expect(client.get<TPing>('/framework')).rejects.toMatchObject({ status: 429, message: 'Rate limit exceeded, retry in 1 minute' });
    await expect(client.get<TPing>('/plain')).rejects.toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('reports an unreachable server as status 0', async () => {
    const store = createAuthStore(new MemoryStorage());
    const client = new ApiClient({ store, fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(client.get<TPing>('/ping')).rejects.toMatchObject({ status: 0 });
  });

  it('refuses a reply that is not JSON', async () => {
    const { client } = setup({ 'GET /api/ping': () => new Response('<html>proxy page</html>', { status: 200 }) });
    await expect(client.get<TPing>('/ping')).rejects.toMatchObject({ status: 200, message: 'Unexpected answer from the server' });
  });
});

describe('ApiClient token refresh', () => {
  const fresh = () => json({ authToken: makeToken({ now: NOW, expiresIn: 900 }), refreshToken: 'refresh-2' });

  it('refreshes first when the token expires within 10 s, and uses the new token', async () => {
    const authHeaders: (string | null)[] = [];
    const { client, store, fetch, storage } = setup(
      {
        'POST /api/refresh': (req) => (req.form().get('refreshToken') === 'refresh-1' ? fresh() : json({ error: 'bad' }, 401)),
        'GET /api/ping': (req) => (authHeaders.push(req.headers.get('Authorization')), json({ ok: true })),
      },
      { expiresIn: 9 },
    );
    await client.get<TPing>('/ping');
    expect(calls(fetch, '/api/refresh')).toBe(1);
    expect(authHeaders[0]).toBe(`Bearer ${store.getState().accessToken}`);
    // Rotation: the new refresh token replaces the old one, in state and in storage.
    expect(store.getState().refreshToken).toBe('refresh-2');
    expect(storage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('does not refresh a token with more than 10 s left', async () => {
    const { client, fetch } = setup({ 'GET /api/ping': () => json({ ok: true }) }, { expiresIn: 11 });
    await client.get<TPing>('/ping');
    expect(calls(fetch, '/api/refresh')).toBe(0);
  });

  it('shares one in-flight refresh between concurrent requests', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, fetch } = setup(
      {
        'POST /api/refresh': async () => {
          await gate;
          return fresh();
        },
        'GET /api/ping': () => json({ ok: true }),
      },
      { expiresIn: 5 },
    );
    const requests = Promise.all([client.get<TPing>('/ping'), client.get<TPing>('/ping'), client.get<TPing>('/ping')]);
    await vi.waitFor(() => expect(calls(fetch, '/api/refresh')).toBe(1));
    release();
    await expect(requests).resolves.toHaveLength(3);
    expect(calls(fetch, '/api/refresh')).toBe(1);
    expect(calls(fetch, '/api/ping')).toBe(3);
  });

  it('logs out with the Polish message when the refresh is refused, and carries on as a visitor', async () => {
    const authHeaders: (string | null)[] = [];
    const { client, store, ended, storage } = setup(
      {
        'POST /api/refresh': () => json({ error: 'Invalid refresh token' }, 401),
        'GET /api/ping': (req) => (authHeaders.push(req.headers.get('Authorization')), json({ ok: true })),
      },
      { expiresIn: 1 },
    );
    await expect(client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    expect(ended).toHaveBeenCalledWith(UI_TEXTS.refreshFailed);
    expect(UI_TEXTS.refreshFailed).toBe('Nastąpiło wylogowanie');
    expect(store.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, error: UI_TEXTS.refreshFailed });
    expect(storage.getItem('accessToken')).toBeNull();
    expect(authHeaders).toEqual([null]);
  });

  it('logs out once for concurrent requests when the shared refresh fails', async () => {
    const { client, ended, fetch } = setup(
      { 'POST /api/refresh': () => json({ error: 'expired' }, 401), 'GET /api/ping': () => json({ ok: true }) },
      { expiresIn: 1 },
    );
    await Promise.all([client.get<TPing>('/ping'), client.get<TPing>('/ping')]);
    expect(calls(fetch, '/api/refresh')).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("logs out with 'Log out occured, please log in again' when the new token cannot be decoded", async () => {
    const { client, store, ended } = setup(
      { 'POST /api/refresh': () => json({ authToken: 'not-a-jwt', refreshToken: 'refresh-2' }), 'GET /api/ping': () => json({ ok: true }) },
      { expiresIn: 1 },
    );
    await client.get<TPing>('/ping');
    expect(ended).toHaveBeenCalledWith('Log out occured, please log in again');
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session when the server cannot be reached during a refresh', async () => {
    const storage = new MemoryStorage();
    storeSession(storage, { expiresIn: 1, now: NOW });
    const store = createAuthStore(storage);
    const client = new ApiClient({ store, fetch: () => Promise.reject(new TypeError('offline')), now: () => NOW });
    await expect(client.get<TPing>('/ping')).rejects.toMatchObject({ status: 0 });
    expect(store.getState().isAuthenticated).toBe(true);
  });

  it('refreshes once and retries when a valid-looking token is refused with 401', async () => {
    let pings = 0;
    const { client, fetch } = setup({
      'POST /api/refresh': fresh,
      'GET /api/ping': () => (++pings === 1 ? json({ error: 'Token revoked' }, 401) : json({ ok: true })),
    });
    await expect(client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    expect(calls(fetch, '/api/refresh')).toBe(1);
    expect(pings).toBe(2);
  });

  it('takes over a token another tab refreshed instead of spending the refresh token again', async () => {
    const { client, fetch, storage, store } = setup({ 'GET /api/ping': () => json({ ok: true }) }, { expiresIn: 1 });
    // The other tab rotated the tokens while this one was about to refresh.
    storage.setItem('accessToken', makeToken({ now: NOW, expiresIn: 900 }));
    storage.setItem('refreshToken', 'refresh-from-other-tab');
    await client.get<TPing>('/ping');
    expect(calls(fetch, '/api/refresh')).toBe(0);
    expect(store.getState().refreshToken).toBe('refresh-from-other-tab');
  });

  it('reports a session that ended as SessionEndedError on protected calls', async () => {
    const { client } = setup(
      { 'POST /api/refresh': () => json({ error: 'x' }, 401), 'GET /api/secret': () => json({ error: 'Not signed in' }, 401) },
      { expiresIn: 1 },
    );
    const error = await client.get<TPing>('/secret').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(new SessionEndedError('x')).toBeInstanceOf(ApiError);
  });

  it('keeps the user id of the session across a refresh', async () => {
    const { client, store } = setup({ 'POST /api/refresh': fresh, 'GET /api/ping': () => json({ ok: true }) }, { expiresIn: 1 });
    await client.get<TPing>('/ping');
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
    const { client, fetch, advance } = prefetchSetup({ 'GET /api/ping': () => json({ ok: ++served === 1 }) });
    client.prefetch('/ping', { query: { a: 1 } });
    client.prefetch('/ping', { query: { a: 1 } });
    await expect(client.get<TPing>('/ping', { query: { a: 1 } })).resolves.toEqual({ ok: true });
    await expect(client.get<TPing>('/ping', { query: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls(fetch, '/api/ping')).toBe(1);
    advance(10_000);
    await expect(client.get<TPing>('/ping', { query: { a: 1 } })).resolves.toEqual({ ok: false });
    expect(calls(fetch, '/api/ping')).toBe(2);
  });

  it('does not reuse a failed prefetch, nor a read after a write', async () => {
    let pings = 0;
    const { client, fetch } = prefetchSetup({
      'GET /api/broken': () => (pings++ === 0 ? json({ error: 'busy' }, 503) : json({ ok: true })),
      'GET /api/ping': () => json({ ok: true }),
      'POST /api/write': () => new Response(null, { status: 204 }),
    });
    client.prefetch('/broken');
    client.prefetch('/ping');
    await expect(client.get<TPing>('/broken')).resolves.toEqual({ ok: true });
    await client.request('/write', { method: 'POST', json: {} });
    await client.get<TPing>('/ping');
    expect(calls(fetch, '/api/broken')).toBe(2);
    expect(calls(fetch, '/api/ping')).toBe(2);
  });

  it('answers visitor GETs from the reply embedded in the page, but never for a signed-in user', async () => {
    const visitor = setup({ 'GET /api/ping': () => json({ ok: false }) }, null);
    visitor.client.prefetch('/ping', { visitorReply: '{"ok":true}' });
    await expect(visitor.client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    await expect(visitor.client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    expect(calls(visitor.fetch, '/api/ping')).toBe(0);

    const user = setup({ 'GET /api/ping': (req) => json({ ok: req.headers.has('Authorization') }) });
    user.client.prefetch('/ping', { visitorReply: '{"ok":false}' });
    await expect(user.client.get<TPing>('/ping')).resolves.toEqual({ ok: true });
    expect(calls(user.fetch, '/api/ping')).toBe(1);
  });
});
