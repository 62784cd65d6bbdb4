/** Fetch wrapper for /api: JSON, bearer token, token refresh before expiry, readable errors. */
import { UI_LIMITS, UI_TEXTS } from '../ui/ui-constants.ts';
import type { AuthStore } from '../features/auth/auth-store.ts';
import type { AuthState } from '../features/auth/auth-state.ts';
import { decodeAccessToken, parseTokens } from '../features/auth/token.ts';
import { ApiError, SessionEndedError, toApiError } from './api-error.ts';

const API_BASE = '/api';

/** How long a prefetched reply answers identical GETs: the page that reads it starts within this time. */
const PREFETCH_TTL_MS = 5_000;

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (login, refresh). */
  form?: Record<string, string>;
  query?: QueryParams;
  /** Attach the bearer token when signed in (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  store: AuthStore;
  fetch?: typeof fetch;
  now?: () => number;
  baseUrl?: string;
  /** Runs a refresh under a lock shared with other tabs (navigator.locks by default). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface PrefetchSeed {
  /** This GET's reply (JSON text) as the server gave it to visitors with the page; used instead of asking when no session. */
  visitorReply?: string;
}

type SessionEndedListener = (message: string) => void;

async function browserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return await locks.request('caps-league-token-refresh', task);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export class ApiClient {
  readonly store: AuthStore;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly baseUrl: string;
  private readonly lock: <T>(task: () => Promise<T>) => Promise<T>;
  private inFlightRefresh: Promise<string> | null = null;
  private readonly sessionEndedListeners = new Set<SessionEndedListener>();
  private readonly prefetched = new Map<string, { response: Promise<Response>; expires: number }>();

  constructor(options: ApiClientOptions) {
    this.store = options.store;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
    this.baseUrl = options.baseUrl ?? API_BASE;
    this.lock = options.lock ?? browserLock;
  }

  /** Calls /api{path} for its effect; the reply's body is not read. */
  async request(path: string, options: RequestOptions = {}): Promise<void> {
    await this.respond(path, options);
  }

  /**
   * Calls /api{path} and resolves to its JSON reply, typed as the domain's view of it. The reply is not parsed again
   * here: the server checks every reply against that same schema (its routes' `schema.response`), and none of the views
   * transforms or defaults a field, so what arrives is already the view. Keeping zod off the read path spares every
   * page its download and evaluation; zod stays where the user types (forms).
   */
  async requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.respond(path, options);
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(response.status, undefined, 'Unexpected answer from the server');
    }
  }

  /** GET with a JSON reply (see requestJson). */
  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}): Promise<T> {
    return this.requestJson<T>(path, options);
  }

  /** Sends the request (or takes its prefetched reply), refreshing the session once on a refused token; throws on errors. */
  private async respond(path: string, options: RequestOptions): Promise<Response> {
    const { auth = true } = options;
    const token = auth ? await this.accessTokenForRequest() : undefined;
    // A write may change what an earlier prefetched read said.
    if (!this.isPlainGet(options)) this.prefetched.clear();
    let response = (await this.takePrefetched(path, options, token)) ?? (await this.send(path, options, token));
    if (response.status === 401 && token) {
      // The token was refused although it looked valid (revoked, or clocks differ): refresh once and retry.
      const renewed = await this.refreshSession();
      response = await this.send(path, options, renewed);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
  }

  /**
   * Starts a GET now, before the page that reads it has loaded; that page's identical GETs (same path, query and
   * session) in the next few seconds get this reply instead of asking again. Failures are left to those GETs.
   */
  prefetch(path: string, options: Pick<RequestOptions, 'query' | 'auth'> & PrefetchSeed = {}): void {
    const { auth = true, query, visitorReply } = options;
    const start = async () => {
      const token = auth ? await this.accessTokenForRequest() : undefined;
      const key = this.prefetchKey(path, query, token);
      if (this.prefetched.has(key)) return;
      // The reply the page came with is what a visitor gets: it answers only requests made without a session.
      const response =
        visitorReply !== undefined && token === undefined
          ? Promise.resolve(new Response(visitorReply, { status: 200, headers: { 'Content-Type': 'application/json' } }))
          : this.send(path, { query }, token);
      response.catch(() => undefined); // a failed prefetch is asked again by the page
      this.prefetched.set(key, { response, expires: this.now() + PREFETCH_TTL_MS });
    };
    start().catch(() => undefined);
  }

  /** Registers a listener told when the session ends against the user's will (refresh failure). */
  onSessionEnded(listener: SessionEndedListener): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /**
   * Gets a new access token with the refresh token. Concurrent callers share one request.
   * A refused refresh or an unreadable new token signs the user out with a message;
   * a network failure keeps the session so the next request can try again.
   */
  refreshSession(): Promise<string> {
    if (!this.inFlightRefresh) {
      const staleToken = this.store.getState().accessToken;
      this.inFlightRefresh = this.lock(() => this.performRefresh(staleToken)).finally(() => {
        this.inFlightRefresh = null;
      });
    }
    return this.inFlightRefresh;
  }

  /** Ends the session locally and tells the listeners (shows the message). */
  endSession(message: string): void {
    this.store.dispatch({ type: 'REFRESH_FAILED', error: message });
    this.sessionEndedListeners.forEach((l) => l(message));
  }

  private isFresh(state: AuthState): boolean {
    return state.expirationTime !== null && state.expirationTime - UI_LIMITS.tokenExpirySkewMs > this.now();
  }

  private async accessTokenForRequest(): Promise<string | undefined> {
    const state = this.store.getState();
    if (!state.isAuthenticated || !state.accessToken) return undefined;
    if (this.isFresh(state)) return state.accessToken;
    try {
      return await this.refreshSession();
    } catch (error) {
      // Signed out just now: carry on as a visitor; protected calls will answer 401 themselves.
      if (error instanceof SessionEndedError) return undefined;
      throw error;
    }
  }

  private async performRefresh(staleToken: string | null): Promise<string> {
    // Another tab may have refreshed (or logged out) while this one waited for the lock.
    const state = this.store.reloadFromStorage();
    if (!state.isAuthenticated || !state.refreshToken) throw new SessionEndedError(UI_TEXTS.refreshFailed);
    if (state.accessToken !== staleToken && state.accessToken && this.isFresh(state)) return state.accessToken;

    this.store.dispatch({ type: 'REFRESH_ATTEMPT' });
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/refresh`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new URLSearchParams({ refreshToken: state.refreshToken }),
      });
    } catch {
      throw new ApiError(0);
    }
    if (response.status >= 500) throw await toApiError(response);
    if (!response.ok) return this.failRefresh(UI_TEXTS.refreshFailed);

    const tokens = parseTokens(await response.json().catch(() => undefined));
    if (!tokens) return this.failRefresh(UI_TEXTS.refreshFailed);
    let claims;
    try {
      claims = decodeAccessToken(tokens.authToken);
    } catch {
      return this.failRefresh(UI_TEXTS.tokenDecodeFailed);
    }
    this.store.dispatch({ type: 'REFRESH_SUCCESS', accessToken: tokens.authToken, refreshToken: tokens.refreshToken, claims });
    if (!this.store.getState().isAuthenticated) throw new SessionEndedError(UI_TEXTS.refreshFailed);
    return tokens.authToken;
  }

  private failRefresh(message: string): never {
    this.endSession(message);
    throw new SessionEndedError(message);
  }

  private isPlainGet(options: RequestOptions): boolean {
    return (options.method ?? 'GET') === 'GET' && options.json === undefined && options.form === undefined;
  }

  private prefetchKey(path: string, query: QueryParams | undefined, token: string | undefined): string {
    return `${this.url(path, query)} ${token ?? ''}`;
  }

  /** A copy of a fresh, successful prefetched reply to this GET; anything else is asked again. */
  private async takePrefetched(path: string, options: RequestOptions, token: string | undefined): Promise<Response | undefined> {
    if (this.prefetched.size === 0 || !this.isPlainGet(options)) return undefined;
    const key = this.prefetchKey(path, options.query, token);
    const entry = this.prefetched.get(key);
    if (!entry) return undefined;
    const response = entry.expires >= this.now() ? await entry.response.catch(() => undefined) : undefined;
    if (response?.ok) return response.clone();
    this.prefetched.delete(key);
    return undefined;
  }

  private url(path: string, query?: QueryParams): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    return `${this.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  private async send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await this.fetchImpl(this.url(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0);
    }
  }
}
