/** Test doubles for the API: a routing fake fetch, JWT-shaped tokens and an in-memory storage. */
import { vi } from 'vitest';
import type { TRole } from '@caps/domain';
import { endpointUrl, type PathParams } from '@caps/domain/api/endpoint';
import { endpointTable } from '@caps/domain/api/endpoint-table';
import type { EndpointName } from '@caps/domain/api/endpoints/index';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: string;
  json: () => unknown;
  form: () => URLSearchParams;
}

export type FakeHandler = (req: FakeRequest) => Response | Promise<Response>;

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export interface TokenClaims {
  sub?: string;
  rol?: TRole;
  email?: string;
  /** Seconds from now until expiry (default one hour). */
  expiresIn?: number;
  now?: number;
}

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const ADMIN_ID = '22222222-2222-4222-8222-222222222222';

/** An unsigned JWT with the claims the client reads. */
export function makeToken({
  sub = USER_ID,
  rol = 'USER',
  email = 'mike@example.com',
  expiresIn = 3600,
  now = Date.now(),
}: TokenClaims = {}): string {
  const iat = Math.floor(now / 1000);
  const payload: Record<string, unknown> = { sub, rol, exp: iat + expiresIn, iat };
  if (email) payload.email = email;
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** Puts a session in storage as the app writes it. */
export function storeSession(
  storage: Storage,
  options: TokenClaims & { username?: string; refreshToken?: string } = {},
): void {
  storage.setItem('accessToken', makeToken(options));
  storage.setItem('refreshToken', options.refreshToken ?? 'refresh-1');
  storage.setItem('username', options.username ?? 'mike');
  if (options.email !== '') storage.setItem('email', options.email ?? 'mike@example.com');
}

/** The `fakeFetch` route of an endpoint ("METHOD /api/path"), from the endpoint table. */
export function route(name: EndpointName, params?: PathParams): string {
  const info = endpointTable[name];
  return `${info.method} ${endpointUrl(info, params)}`;
}

/**
 * A fetch that answers from `routes` keyed by "METHOD /api/path" (query string ignored);
 * unknown routes answer 404 so a test fails loudly.
 */
export function fakeFetch(routes: Record<string, FakeHandler>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body === undefined || init.body === null ? '' : String(init.body);
    const req: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init?.headers),
      body,
      json: () => JSON.parse(body),
      form: () => new URLSearchParams(body),
    };
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json({ error: `No fake for ${method} ${url.pathname}` }, 404);
    return handler(req);
  });
}

/** A Storage kept in memory, for tests that need their own. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
