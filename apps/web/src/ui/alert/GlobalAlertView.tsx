import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { UI_LIMITS } from '../ui-constants.ts';
import type { AlertState } from './alert-state.ts';

/** The snackbar of the global alert: bottom centre, hides after 3000 ms, dismissible. */
export function GlobalAlertView({ state, onClose }: { state: AlertState; onClose: () => void }) {
  return (
    <Snackbar
      key={state.id}
      open={state.isOpen}
      autoHideDuration={UI_LIMITS.alertHideMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={onClose}
        severity={state.severity}
        variant="standard"
        role={state.severity === 'error' || state.severity === 'warning' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, fontWeight: 600, border: 1, borderColor: 'divider', boxShadow: 8 }}
      >
        {state.message}
      </Alert>
    </Snackbar>
  );
}
