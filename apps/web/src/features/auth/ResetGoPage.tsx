import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useT } from '../../i18n/use-t.ts';

/** /reset/go: tells the user to follow the link in the email. */
export function ResetGoPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <FormDialog
      open
      onClose={() => void navigate('/login')}
      title={t('auth.resetGo.title')}
      titleIcon={<MarkEmailReadOutlined color="primary" aria-hidden />}
      cancel={{ label: t('auth.resetGo.again'), to: '/reset' }}
      primary={{ label: t('auth.resetGo.back'), to: '/login' }}
    >
      <title>{t('app.titleSuffix', { title: t('auth.resetGo.title') })}</title>
      <Typography>{t('auth.resetGo.text')}</Typography>
    </FormDialog>
  );
}
