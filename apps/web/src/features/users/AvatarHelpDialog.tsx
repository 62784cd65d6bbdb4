import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const GRAVATAR_SITE = 'https://gravatar.com';

/** 'How to change profile picture?': pictures come from the email-linked avatar service. */
export function AvatarHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>How to change profile picture?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>
          Caps League does not store pictures. Your avatar comes from Gravatar, a free service that links a picture to an email
          address and shows it on every site that asks for it.
        </Typography>
        <Typography component="ol" sx={{ pl: 2.5, mb: 1.5, '& li': { mb: 0.75 } }}>
          <li>
            Go to{' '}
            <Link href={GRAVATAR_SITE} target="_blank" rel="noopener noreferrer">
              gravatar.com
            </Link>{' '}
            and sign up with the same email address you use here.
          </li>
          <li>Upload a picture and choose it for that address.</li>
          <li>Come back: the new picture shows up here after a few minutes.</li>
        </Typography>
        <Typography color="text.secondary">
          Until then you get a generated pattern, or your initials when the service cannot be reached.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
