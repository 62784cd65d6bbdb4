/** The route state that carries "where to return after login" (SPEC.md §2: origin passed along). */
import { z } from 'zod';
import type { Location } from 'react-router';

export interface LoginRedirectState {
  from: string;
}

const ZLoginRedirectState = z.object({
  // Only paths inside this app: no scheme, no protocol-relative "//host".
  from: z.string().regex(/^\/(?!\/)/),
});

/** State to pass to /login so that it comes back to `location` (path, query and hash). */
export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after signing in: the origin from the route state, else the homepage. */
export function redirectTarget(state: unknown): string {
  const parsed = ZLoginRedirectState.safeParse(state);
  return parsed.success ? parsed.data.from : '/';
}
