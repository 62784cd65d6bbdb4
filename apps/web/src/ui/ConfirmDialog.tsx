import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

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
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onNo} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontSize: '1.125rem' }}>
        {question}
      </DialogTitle>
      {details && (
        <DialogContent>
          <Typography color="text.secondary">{details}</Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onNo} autoFocus>
          No
        </Button>
        <Button variant="contained" onClick={onYes} disabled={busy}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
