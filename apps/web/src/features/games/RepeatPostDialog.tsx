import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
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
 * one anyway when it is a rematch that ended the same way. Its two long labels go one under the other on a phone
 * rather than breaking inside the buttons.
 */
export function RepeatPostDialog({ open, pendingPath, busy, onPostAnyway, onClose }: RepeatPostDialogProps) {
  const t = useT();
  return (
    <FormDialog open={open} onClose={onClose} title={t('games.repeat.title')}>
      <DialogContent>
        <Typography color="text.secondary">{t('games.repeat.body')}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button component={RouterLink} to={pendingPath} variant="outlined" color="inherit">
          {t('games.repeat.open')}
        </Button>
        <Button variant="contained" onClick={onPostAnyway} disabled={busy}>
          {t('games.repeat.postAnyway')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
