import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';

/** /reset/go: tells the user to follow the link in the email. */
export function ResetGoPage() {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open onClose={() => void navigate('/login')} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <title>Check your mailbox · Caps League</title>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <MarkEmailReadOutlined color="primary" aria-hidden />
        Check your mailbox
      </DialogTitle>
      <DialogContent>
        <Typography>
          Go to your mailbox and click the link in the email we have just sent to reset your password. The link works for one hour;
          if nothing arrives, look in the spam folder or ask for a new one.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/reset" color="inherit" variant="outlined">
          Send again
        </Button>
        <Button component={RouterLink} to="/login" variant="contained">
          Back to login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
