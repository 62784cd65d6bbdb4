import { useRef, useState } from 'react';
import Typography from '@mui/material/Typography';
import { FormDialog } from './FormDialog.tsx';
import { useT } from '../i18n/use-t.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to DELETE the tournament?'. */
  question: string;
  details?: string;
  /** The confirmed action; while the promise it returns runs, Yes is disabled and further clicks do nothing. */
  onYes: () => void | Promise<unknown>;
  onNo: () => void;
  /** Disables Yes while the confirmed action runs. */
  busy?: boolean;
}

/** A Yes/No confirmation for destructive or final actions. */
export function ConfirmDialog({ open, question, details, onYes, onNo, busy = false }: ConfirmDialogProps) {
  const t = useT();
  // A ref as well as state: a double click delivers its second click before any re-render disables the button.
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const yes = () => {
    if (running.current) return;
    const result = onYes();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setRunning(true);
    const done = () => {
      running.current = false;
      setRunning(false);
    };
    // The action reports its own failure; this only lets Yes be clicked again.
    result.then(done, done);
  };
  return (
    <FormDialog
      open={open}
      onClose={onNo}
      title={question}
      cancel={{ label: t('common.no'), onClick: onNo, autoFocus: true }}
      primary={{ label: t('common.yes'), onClick: yes }}
      busy={busy || isRunning}
    >
      {details && <Typography color="text.secondary">{details}</Typography>}
    </FormDialog>
  );
}
