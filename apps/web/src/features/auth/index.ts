/**
 * What the rest of the app uses of sign-in: the session in React (`AuthProvider`, `useAuth`), the guard of the signed-in
 * pages, the forced-email gate and the state that brings a visitor back after signing in. The session itself (state,
 * store, tokens, sign-in calls) is the API client's, in api/session/; the sign-in pages are reached by the route
 * manifest only.
 */
export { AuthProvider, useAuth } from './auth-context.tsx';
export { ForcedEmailGate } from './ForcedEmailGate.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export { loginRedirectState } from './redirect.ts';
