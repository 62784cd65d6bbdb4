import { lazy, Suspense } from 'react';
import { useAuth } from './auth-context.tsx';

const ForcedEmailDialog = lazy(() => import('./ForcedEmailDialog.tsx').then((m) => ({ default: m.ForcedEmailDialog })));

/** Loads and shows the forced email modal only for a signed-in player who has no email yet. */
export function ForcedEmailGate() {
  const { state, isAdmin } = useAuth();
  if (!state.isAuthenticated || isAdmin || state.email) return null;
  return (
    <Suspense fallback={null}>
      <ForcedEmailDialog />
    </Suspense>
  );
}
