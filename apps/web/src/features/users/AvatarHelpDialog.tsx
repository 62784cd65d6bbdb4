import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { RichMessage } from '../../i18n/RichMessage.tsx';

const GRAVATAR_SITE = 'https://gravatar.com';

/** 'How to change profile picture?': pictures come from the email-linked avatar service. */
export function AvatarHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('users.profile.changePicture')}
      maxWidth="sm"
      cancel={null}
      primary={{ label: t('users.avatarHelp.gotIt'), onClick: onClose }}
    >
      <Typography sx={{ mb: 1.5 }}>{t('users.avatarHelp.intro')}</Typography>
      <Typography component="ol" sx={{ pl: 2.5, mb: 1.5, '& li': { mb: 0.75 } }}>
        <li>
          <RichMessage
            id="users.avatarHelp.step1"
            values={{
              site: (
                <Link href={GRAVATAR_SITE} target="_blank" rel="noopener noreferrer">
                  {new URL(GRAVATAR_SITE).host}
                </Link>
              ),
            }}
          />
        </li>
        <li>{t('users.avatarHelp.step2')}</li>
        <li>{t('users.avatarHelp.step3')}</li>
      </Typography>
      <Typography color="text.secondary">{t('users.avatarHelp.meanwhile')}</Typography>
    </FormDialog>
  );
}
