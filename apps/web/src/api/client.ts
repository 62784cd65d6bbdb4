/**
 * The API client: calls an endpoint by its declared name (`call('users.full', { params: { id } })`), typed from its
 * one declaration in packages/domain/src/api/endpoints; sends the bearer token, refreshes it before it expires, and
 * turns refusals into readable errors. Only the zod-free table of endpoints (method, path) is imported at run time, so
 * the start-up bundle does not carry zod; the declarations give the types alone.
 */
import type { EndpointInput, EndpointOutput } from '@caps/domain/api/define';
import type { EndpointName, Endpoints } from '@caps/domain/api/endpoints/index';
import {
  endpointUrl,
  type ClientRoute,
  type Method,
  type PathParams,
  type QueryValues,
} from '@caps/domain/api/endpoint';
import { endpointRoutes } from '@caps/domain/api/endpoint-table';
import { UI_LIMITS } from '../ui/ui-constants.ts';
import type { AuthStore } from './session/auth-store.ts';
import type { AuthState } from './session/auth-state.ts';
import { decodeAccessToken, parseTokens } from './session/token.ts';
import { ApiError, SessionEndedError, toApiError } from './api-error.ts';
import { currentLanguage, translate } from '../i18n/i18n.ts';

/** Where the API lives; every declared path starts with it (a client may be given another base, see `baseUrl`). */
const API_BASE = '/api';

/** How long a prefetched reply answers identical GETs: the page that reads it starts within this time. */
const PREFETCH_TTL_MS = 5_000;

interface CallOptions {
  /** Attach the bearer token when signed in (default true); visitor reads of public answers leave it off. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** What a call of endpoint N sends: its `params`, `query` and `body` as declared, and the call's options. */
export type CallInput<N extends EndpointName> = EndpointInput<Endpoints[N]> & CallOptions;

/** The success answer of endpoint N as declared: what the server's handler returns (`null` for a 204, `ZNoContent`). */
export type CallOutput<N extends EndpointName> = EndpointOutput<Endpoints[N]>;

/** The endpoints that read (GET): the only ones a prefetch may start. */
export type ReadEndpointName = {
  [N in EndpointName]: (typeof endpointRoutes)[N]['method'] extends 'GET' ? N : never;
}[EndpointName];

/** A call's input as the transport sees it (each endpoint's own type is checked where it is called). */
interface AnyInput extends CallOptions {
  params?: PathParams;
  query?: QueryValues;
  body?: unknown;
}

/** One request to send: the URL under /api (params and query filled in), its method and body. */
interface Outgoing {
  method: Method;
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  auth: boolean;
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

  /**
   * Calls the endpoint `name` and resolves to its answer, typed from its declaration: the URL from its path, `params`
   * and `query`; the body as JSON, or as a form where the endpoint takes one; null for a 204 (as declared). The answer
   * is not parsed again here: the server checks every answer against that same declaration, and none of the views
   * transforms or defaults a field, so what arrives is already the view. Keeping zod off the read path spares every page its
   * download and evaluation; zod stays where the user types (forms).
   */
  async call<N extends EndpointName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
    const response = await this.respond(this.outgoing(name, input));
    // A 204 has no body; its declaration's answer is `ZNoContent` (null), which is what the server's handler returns.
    if (response.status === 204) return null as CallOutput<N>;
    try {
      // The declaration's type: see above for why the answer is trusted.
      return (await response.json()) as CallOutput<N>;
    } catch {
      throw new ApiError(response.status, undefined, translate('api.unexpectedAnswer'));
    }
  }

  /**
   * Starts a read now, before the page that makes it has loaded; that page's identical calls (same URL and session) in
   * the next few seconds get this reply instead of asking again. Failures are left to those calls.
   */
  prefetch<N extends ReadEndpointName>(name: N, input: Omit<CallInput<N>, 'signal'> & PrefetchSeed): void {
    const { visitorReply } = input;
    const request = this.outgoing(name, input);
    const start = async () => {
      const token = request.auth ? await this.accessTokenForRequest() : undefined;
      const key = this.prefetchKey(request, token);
      if (this.prefetched.has(key)) return;
      // The reply the page came with is what a visitor gets: it answers only requests made without a session.
      const response =
        visitorReply !== undefined && token === undefined
          ? Promise.resolve(
              new Response(visitorReply, { status: 200, headers: { 'Content-Type': 'application/json' } }),
            )
          : this.send(request, token);
      response.catch(() => undefined); // a failed prefetch is asked again by the page
      this.prefetched.set(key, { response, expires: this.now() + PREFETCH_TTL_MS });
    };
    start().catch(() => undefined);
  }

  /** The request a call of `name` with `input` makes. */
  private outgoing(name: EndpointName, input: object): Outgoing {
    const info: ClientRoute = endpointRoutes[name];
    // The caller's input was checked against the endpoint's own declaration (CallInput); here only its shape matters.
    const { params, query, body, auth = true, signal } = input as AnyInput;
    const request: Outgoing = { method: info.method, url: this.href(endpointUrl(info, params, query)), auth, signal };
    if (body !== undefined && info.form)
      request.form = body as Record<string, string>; // form bodies are flat strings (login, refresh)
    else if (body !== undefined) request.json = body;
    return request;
  }

  /** Sends the request (or takes its prefetched reply), refreshing the session once on a refused token; throws on errors. */
  private async respond(request: Outgoing): Promise<Response> {
    const token = request.auth ? await this.accessTokenForRequest() : undefined;
    // A write may change what an earlier prefetched read said.
    if (!this.isPlainGet(request)) this.prefetched.clear();
    let response = (await this.takePrefetched(request, token)) ?? (await this.send(request, token));
    if (response.status === 401 && token) {
      // The token was refused although it looked valid (revoked, or clocks differ): refresh once and retry.
      const renewed = await this.refreshSession();
      response = await this.send(request, renewed);
    }
    if (!response.ok) throw await toApiError(response);
    return response;
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
    if (!state.isAuthenticated || !state.refreshToken) throw new SessionEndedError(translate('session.refreshFailed'));
    if (state.accessToken !== staleToken && state.accessToken && this.isFresh(state)) return state.accessToken;

    this.store.dispatch({ type: 'REFRESH_ATTEMPT' });
    let response: Response;
    try {
      // Straight to fetch, not through call(): a call may itself be waiting for this refresh.
      const refresh = endpointRoutes['auth.refresh'];
      response = await this.fetchImpl(this.href(endpointUrl(refresh)), {
        method: refresh.method,
        headers: this.headers(),
        body: new URLSearchParams({ refreshToken: state.refreshToken }),
      });
    } catch {
      throw new ApiError(0);
    }
    if (response.status >= 500) throw await toApiError(response);
    if (!response.ok) return this.failRefresh(translate('session.refreshFailed'));

    const tokens = parseTokens(await response.json().catch(() => undefined));
    if (!tokens) return this.failRefresh(translate('session.refreshFailed'));
    let claims;
    try {
      claims = decodeAccessToken(tokens.authToken);
    } catch {
      return this.failRefresh(translate('session.tokenDecodeFailed'));
    }
    this.store.dispatch({
      type: 'REFRESH_SUCCESS',
      accessToken: tokens.authToken,
      refreshToken: tokens.refreshToken,
      claims,
    });
    if (!this.store.getState().isAuthenticated) throw new SessionEndedError(translate('session.refreshFailed'));
    return tokens.authToken;
  }

  private failRefresh(message: string): never {
    this.endSession(message);
    throw new SessionEndedError(message);
  }

  private isPlainGet(request: Outgoing): boolean {
    return request.method === 'GET' && request.json === undefined && request.form === undefined;
  }

  private prefetchKey(request: Outgoing, token: string | undefined): string {
    return `${request.url} ${token ?? ''} ${currentLanguage()}`;
  }

  /** A copy of a fresh, successful prefetched reply to this GET; anything else is asked again. */
  private async takePrefetched(request: Outgoing, token: string | undefined): Promise<Response | undefined> {
    if (this.prefetched.size === 0 || !this.isPlainGet(request)) return undefined;
    const key = this.prefetchKey(request, token);
    const entry = this.prefetched.get(key);
    if (!entry) return undefined;
    const response = entry.expires >= this.now() ? await entry.response.catch(() => undefined) : undefined;
    if (response?.ok) return response.clone();
    this.prefetched.delete(key);
    return undefined;
  }

  /** A declared URL (`/api/...`) under this client's base. */
  private href(apiUrl: string): string {
    return apiUrl.startsWith(`${API_BASE}/`) ? `${this.baseUrl}${apiUrl.slice(API_BASE.length)}` : apiUrl;
  }

  /**
   * The headers of every call: JSON answers, worded in the language the app shows (the server words its refusals and
   * notifications by `Accept-Language`; the account's language serves only mail and pushes).
   */
  private headers(): Record<string, string> {
    return { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  }

  private async send(request: Outgoing, token: string | undefined): Promise<Response> {
    const headers = this.headers();
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = new URLSearchParams(request.form);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await this.fetchImpl(request.url, { method: request.method, headers, body, signal: request.signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0);
    }
  }
}
