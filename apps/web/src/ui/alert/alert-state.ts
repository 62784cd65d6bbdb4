/** What the global alert shows: its own module, so the lazily loaded snackbar and its provider share it without a cycle. */

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

/** Alert state of SPEC.md §3 (plus a counter so a repeated message restarts the timer). */
export interface AlertState {
  isOpen: boolean;
  message: string;
  severity: AlertSeverity;
  id: number;
}
