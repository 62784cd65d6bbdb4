import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../ui/FormDialog.tsx';

/** /reset/go: tells the user to follow the link in the email. */
export function ResetGoPage() {
  const navigate = useNavigate();
  return (
    <FormDialog
      open
      onClose={() => void navigate('/login')}
      title="Check your mailbox"
      titleIcon={<MarkEmailReadOutlined color="primary" aria-hidden />}
      cancel={{ label: 'Send again', to: '/reset' }}
      primary={{ label: 'Back to login', to: '/login' }}
    >
      <title>Check your mailbox · Caps League</title>
      <Typography>
        Go to your mailbox and click the link in the email we have just sent to reset your password. The link works for one hour; if nothing arrives, look in the spam folder or ask for a new
        one.
      </Typography>
    </FormDialog>
  );
}
