import Typography from '@mui/material/Typography';
import { FormDialog } from './FormDialog.tsx';
import { useT } from '../i18n/use-t.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to DELETE the tournament?'. */
  question: string;
  details?: string;
  onYes: () => void;
  onNo: () => void;
  /** Disables Yes while the confirmed action runs. */
  busy?: boolean;
}

/** A Yes/No confirmation for destructive or final actions. */
export function ConfirmDialog({ open, question, details, onYes, onNo, busy = false }: ConfirmDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onClose={onNo}
      title={question}
      cancel={{ label: t('common.no'), onClick: onNo, autoFocus: true }}
      primary={{ label: t('common.yes'), onClick: onYes }}
      busy={busy}
    >
      {details && <Typography color="text.secondary">{details}</Typography>}
    </FormDialog>
  );
}
