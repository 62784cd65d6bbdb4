import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@caps/domain/limits';

export type AlertSeverity = AlertColor;

/** Alert state of SPEC.md §3 (plus a counter so a repeated message restarts the timer). */
export interface AlertState {
  isOpen: boolean;
  message: string;
  severity: AlertSeverity;
  id: number;
}

export interface AlertApi {
  showAlert: (message: string, severity?: AlertSeverity) => void;
  closeAlert: () => void;
}

const AlertContext = createContext<AlertApi | null>(null);

/** Holds the one global alert and renders it as a snackbar that hides after 3000 ms or on dismiss. */
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
      <Snackbar
        key={state.id}
        open={state.isOpen}
        autoHideDuration={LIMITS.alertHideMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') closeAlert();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={closeAlert}
          severity={state.severity}
          variant="standard"
          role={state.severity === 'error' || state.severity === 'warning' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 560, fontWeight: 600, border: 1, borderColor: 'divider', boxShadow: 8 }}
        >
          {state.message}
        </Alert>
      </Snackbar>
    </AlertContext.Provider>
  );
}

/** The global alert: `showAlert('Data saved', 'success')`. */
export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert must be used inside <AlertProvider>');
  return api;
}
