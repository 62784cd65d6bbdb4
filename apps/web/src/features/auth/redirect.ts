/** The route state that carries "where to return after login" (SPEC.md §2: origin passed along). */
import type { Location } from 'react-router';

export interface LoginRedirectState {
  from: string;
}

// Only paths inside this app: no scheme, no protocol-relative "//host".
const IN_APP_PATH = /^\/(?![/\\])/;

/** State to pass to /login so that it comes back to `location` (path, query and hash). */
export function loginRedirectState(location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after signing in: the origin from the route state, else the homepage. */
export function redirectTarget(state: unknown): string {
  if (
    typeof state === 'object' &&
    state !== null &&
    'from' in state &&
    typeof state.from === 'string' &&
    IN_APP_PATH.test(state.from)
  ) {
    return state.from;
  }
  return '/';
}
