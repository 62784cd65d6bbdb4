import Typography from '@mui/material/Typography';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface RepeatPostDialogProps {
  open: boolean;
  /** The pending game the server named (its detail page). */
  pendingPath: string;
  busy: boolean;
  onPostAnyway: () => void;
  onClose: () => void;
}

/**
 * The same game of yours is already waiting for acceptance (posted in the last 5 minutes): open that one, or post this
 * one anyway when it is a rematch that ended the same way.
 */
export function RepeatPostDialog({ open, pendingPath, busy, onPostAnyway, onClose }: RepeatPostDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('games.repeat.title')}
      cancel={{ label: t('games.repeat.open'), to: pendingPath }}
      primary={{ label: t('games.repeat.postAnyway'), onClick: onPostAnyway }}
      busy={busy}
    >
      <Typography color="text.secondary">{t('games.repeat.body')}</Typography>
    </FormDialog>
  );
}
