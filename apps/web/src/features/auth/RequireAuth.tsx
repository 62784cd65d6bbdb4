import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { loginRedirectState } from './redirect.ts';

/** Guards /secure/*: visitors go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const { state } = useAuth();
  const location = useLocation();
  if (!state.isAuthenticated) return <Navigate to="/login" replace state={loginRedirectState(location)} />;
  return <Outlet />;
}
