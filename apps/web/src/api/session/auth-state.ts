/** Auth state and its transitions (SPEC.md §4 "Auth"), as a pure reducer. */
import type { TAccessClaims, TRole } from '@caps/domain';
import { expiryMs } from './token.ts';

export interface AuthState {
  userId: string | null;
  /** A single role, compared for equality. */
  roles: TRole | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Access-token expiry in epoch milliseconds. */
  expirationTime: number | null;
  isAuthenticated: boolean;
  error: string | null;
  email: string | null;
  username: string | null;
}

interface TokensPayload {
  accessToken: string;
  refreshToken: string;
  claims: TAccessClaims;
}

export type AuthAction =
  | { type: 'LOGIN_ATTEMPT' }
  | ({ type: 'LOGIN_SUCCESS'; username: string } & TokensPayload)
  | { type: 'LOGIN_FAILED'; error: string }
  | { type: 'REFRESH_ATTEMPT' }
  | ({ type: 'REFRESH_SUCCESS' } & TokensPayload)
  | { type: 'REFRESH_FAILED'; error?: string }
  | { type: 'LOGOUT' }
  | { type: 'UPDATE_DATA'; email?: string | null; username?: string };

export const signedOutState: AuthState = {
  userId: null,
  roles: null,
  accessToken: null,
  refreshToken: null,
  expirationTime: null,
  isAuthenticated: false,
  error: null,
  email: null,
  username: null,
};

function fromTokens({ accessToken, refreshToken, claims }: TokensPayload) {
  return {
    userId: claims.sub,
    roles: claims.rol,
    accessToken,
    refreshToken,
    expirationTime: expiryMs(claims),
    email: claims.email ?? null,
    isAuthenticated: true,
  };
}

/** Applies one auth action. Storage is written by the store from the resulting state, never here. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_ATTEMPT':
      // A new attempt drops any session but keeps the last error on screen until the outcome is known.
      return { ...signedOutState, error: state.error };
    case 'LOGIN_SUCCESS':
      return { ...signedOutState, ...fromTokens(action), username: action.username, error: null };
    case 'LOGIN_FAILED':
      return { ...signedOutState, error: action.error };
    case 'REFRESH_ATTEMPT':
      return state;
    case 'REFRESH_SUCCESS':
      if (!state.isAuthenticated) return state;
      return { ...state, ...fromTokens(action), email: action.claims.email ?? state.email, error: null };
    case 'REFRESH_FAILED':
      return { ...signedOutState, error: action.error ?? null };
    case 'LOGOUT':
      return signedOutState;
    case 'UPDATE_DATA':
      return {
        ...state,
        email: action.email !== undefined ? action.email : state.email,
        username: action.username ?? state.username,
      };
  }
}

/** True when the user's single role equals any of the given roles (SPEC.md §6). */
export function hasRole(state: AuthState, ...roles: TRole[]): boolean {
  return state.isAuthenticated && state.roles !== null && roles.includes(state.roles);
}
