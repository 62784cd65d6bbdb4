/** The auth state container: reducer + localStorage session + change notifications (usable outside React). */
import { authReducer, signedOutState, type AuthAction, type AuthState } from './auth-state.ts';
import { decodeAccessToken, expiryMs, TokenDecodeError } from './token.ts';

/** localStorage keys of the session (SPEC.md §3 Session). */
const SESSION_KEYS = ['accessToken', 'refreshToken', 'email', 'username'] as const;

export interface AuthStore {
  getState(): AuthState;
  dispatch(action: AuthAction): void;
  subscribe(listener: () => void): () => void;
  /** Takes over a session another tab wrote (or its logout). */
  reloadFromStorage(): AuthState;
  /** True when the stored session had a token that could not be decoded (it has been cleared). */
  readonly restoredWithDecodeError: boolean;
}

interface RestoredSession {
  state: AuthState;
  decodeFailed: boolean;
}

/** Reads the session from storage; an undecodable token leaves the user signed out. */
function readSession(storage: Storage | undefined): RestoredSession {
  const accessToken = storage?.getItem('accessToken');
  const refreshToken = storage?.getItem('refreshToken');
  if (!accessToken || !refreshToken) return { state: signedOutState, decodeFailed: false };
  try {
    const claims = decodeAccessToken(accessToken);
    const storedEmail = storage?.getItem('email');
    return {
      state: {
        ...signedOutState,
        userId: claims.sub,
        roles: claims.rol,
        accessToken,
        refreshToken,
        expirationTime: expiryMs(claims),
        isAuthenticated: true,
        email: claims.email ?? (storedEmail || null),
        username: storage?.getItem('username') ?? null,
      },
      decodeFailed: false,
    };
  } catch (e) {
    if (e instanceof TokenDecodeError) return { state: signedOutState, decodeFailed: true };
    throw e;
  }
}

function writeSession(storage: Storage | undefined, state: AuthState): void {
  if (!storage) return;
  try {
    if (state.isAuthenticated && state.accessToken && state.refreshToken) {
      storage.setItem('accessToken', state.accessToken);
      storage.setItem('refreshToken', state.refreshToken);
      if (state.email) storage.setItem('email', state.email);
      else storage.removeItem('email');
      if (state.username) storage.setItem('username', state.username);
      else storage.removeItem('username');
    } else {
      for (const key of SESSION_KEYS) storage.removeItem(key);
    }
  } catch {
    // Storage can be full or blocked (private mode); the in-memory session still works for this tab.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Creates the store, restoring the session from storage (window.localStorage by default). */
export function createAuthStore(storage: Storage | undefined = browserStorage()): AuthStore {
  const restored = readSession(storage);
  let state = restored.state;
  if (restored.decodeFailed) writeSession(storage, state);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  return {
    restoredWithDecodeError: restored.decodeFailed,
    getState: () => state,
    dispatch(action) {
      const next = authReducer(state, action);
      if (next === state) return;
      state = next;
      writeSession(storage, state);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reloadFromStorage() {
      if (!storage) return state;
      const next = readSession(storage).state;
      if (
        next.accessToken !== state.accessToken ||
        next.refreshToken !== state.refreshToken ||
        next.email !== state.email ||
        next.username !== state.username
      ) {
        state = next;
        notify();
      }
      return state;
    },
  };
}
