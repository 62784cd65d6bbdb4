import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { TRole } from '@caps/domain';
import { useApi } from '../../api/api-context.tsx';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { hasRole, type AuthState } from '../../api/session/auth-state.ts';
import { translate } from '../../i18n/i18n.ts';

export interface AuthApi {
  state: AuthState;
  isUser: boolean;
  isAdmin: boolean;
  hasRole: (...roles: TRole[]) => boolean;
  login: (username: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  updateData: (data: { email?: string | null; username?: string }) => void;
}

const AuthContext = createContext<AuthApi | null>(null);

/** Exposes the auth store to React and shows the session-ended messages in the global alert. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { showAlert } = useAlert();
  const store = api.store;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => api.onSessionEnded((message) => showAlert(message, 'warning')), [api, showAlert]);

  useEffect(() => {
    if (store.restoredWithDecodeError) showAlert(translate('session.tokenDecodeFailed'), 'warning');
    const s = store.getState();
    // An expired access token at start-up: refresh now so the UI does not show a dead session.
    if (s.isAuthenticated && (s.expirationTime ?? 0) <= Date.now()) api.refreshSession().catch(() => undefined);
  }, [api, store, showAlert]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || ['accessToken', 'refreshToken', 'email', 'username'].includes(event.key))
        store.reloadFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  // The sign-in code (and its schemas) loads on first use, keeping it out of the start-up bundle.
  const login = useCallback(
    async (username: string, password: string) =>
      (await import('../../api/session/session.ts')).signIn(api, username, password),
    [api],
  );
  const logout = useCallback(async () => (await import('../../api/session/session.ts')).signOut(api), [api]);
  const updateData = useCallback(
    (data: { email?: string | null; username?: string }) => store.dispatch({ type: 'UPDATE_DATA', ...data }),
    [store],
  );

  const value = useMemo<AuthApi>(
    () => ({
      state,
      isUser: hasRole(state, 'USER'),
      isAdmin: hasRole(state, 'ADMIN'),
      hasRole: (...roles: TRole[]) => hasRole(state, ...roles),
      login,
      logout,
      updateData,
    }),
    [state, login, logout, updateData],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user, role checks and the session actions. */
export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}
