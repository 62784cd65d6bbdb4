import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AlertSeverity, AlertState } from './alert-state.ts';

export type { AlertSeverity } from './alert-state.ts';

export interface AlertApi {
  showAlert: (message: string, severity?: AlertSeverity) => void;
  closeAlert: () => void;
}

const AlertContext = createContext<AlertApi | null>(null);

// The snackbar code loads with the first alert, keeping it out of the start-up bundle.
const GlobalAlertView = lazy(() => import('./GlobalAlertView.tsx').then((m) => ({ default: m.GlobalAlertView })));

/** Holds the one global alert (SPEC.md §2 "Global alert") and renders it. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AlertState>({ isOpen: false, message: '', severity: 'info', id: 0 });

  const showAlert = useCallback((message: string, severity: AlertSeverity = 'info') => {
    setState((s) => ({ isOpen: true, message, severity, id: s.id + 1 }));
  }, []);
  const closeAlert = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const api = useMemo(() => ({ showAlert, closeAlert }), [showAlert, closeAlert]);

  return (
    <AlertContext.Provider value={api}>
      {children}
      {state.id > 0 && (
        <Suspense fallback={null}>
          <GlobalAlertView state={state} onClose={closeAlert} />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

/** The global alert: `showAlert('Data saved', 'success')`. */
export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert must be used inside <AlertProvider>');
  return api;
}
