/**
 * What both ends need to know of an endpoint at run time, without zod: its method, path, who may call it and whether
 * its answer is a cacheable public read. The full definitions (with their zod schemas) are in `endpoints/`; the client
 * reads this part from `endpoint-table.ts`, which the build generates from them (`npm run api:table`), so that its start-up
 * bundle does not carry zod and every schema (about 15 KB gzip, measured against the 150 KB budget).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` anyone (a token, when sent, is read but not required); `signedIn` any signed-in
 * user; `player` a signed-in USER (admins do not post or decide games); `admin` an ADMIN.
 */
type Access = 'public' | 'signedIn' | 'player' | 'admin';

export type EndpointInfo = {
  readonly method: Method;
  /** Fastify-style pattern: `/api/teams/:id`. */
  readonly path: string;
  readonly access: Access;
  /** The 200 answer depends only on the URL, never on the caller: servers may keep it (the read cache). */
  readonly cache?: 'public';
  /** The write may change accounts (a name, role, email or session): it empties the accounts cache too. */
  readonly changesAccounts?: true;
  /**
   * What else a successful write changes, when not the league: 'nothing' that a cache holds or a screen shows (a
   * stream ticket, push settings), or only what live events tell ('liveEvents': a shared live game; no cached read
   * holds it). The read caches stay as they are either way.
   */
  readonly changes?: 'nothing' | 'liveEvents';
  /** Counted per client address with the sign-in limit (RATE_LIMIT_AUTH a minute). */
  readonly rateLimit?: 'auth';
  /** The body travels as a form (application/x-www-form-urlencoded), as the earlier client sends it. */
  readonly form?: true;
  /**
   * A path parameter that takes only a few fixed values (a game type's path): the server registers one route per
   * value, so unknown paths stay 404 and every route shows in the API docs.
   */
  readonly oneRoutePer?: string;
};

/** The part of an endpoint's facts a client needs to call it. */
export type ClientRoute = Pick<EndpointInfo, 'method' | 'path' | 'form' | 'oneRoutePer'>;

export type PathParams = Record<string, string | number>;
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** The endpoint's URL for these params and query (params are encoded; empty query values are left out). */
export function endpointUrl(
  info: Pick<EndpointInfo, 'path'>,
  params: PathParams = {},
  query: QueryValues = {},
): string {
  const path = info.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${info.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
