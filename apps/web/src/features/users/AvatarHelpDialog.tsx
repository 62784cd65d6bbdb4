import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../ui/FormDialog.tsx';

const GRAVATAR_SITE = 'https://gravatar.com';

/** 'How to change profile picture?': pictures come from the email-linked avatar service. */
export function AvatarHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="How to change profile picture?" maxWidth="sm" cancel={null} primary={{ label: 'Got it', onClick: onClose }}>
      <Typography sx={{ mb: 1.5 }}>
        Caps League does not store pictures. Your avatar comes from Gravatar, a free service that links a picture to an email address and shows it on every site that asks for it.
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
      <Typography color="text.secondary">Until then you get a generated pattern, or your initials when the service cannot be reached.</Typography>
    </FormDialog>
  );
}
