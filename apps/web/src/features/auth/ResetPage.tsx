import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../api/api-error.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useRequestPasswordReset } from './account-api.ts';
import { emailRule } from '../../ui/forms/account-rules.ts';
import { AuthCard } from './AuthCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { RichMessage } from '../../i18n/RichMessage.tsx';

type ResetValues = { email: string };
const rules: FieldRules<ResetValues> = { email: emailRule };
const initial: ResetValues = { email: '' };

/** /reset: asks for the account's email and sends the reset link. */
export function ResetPage() {
  const t = useT();
  const form = useForm(initial, rules);
  const requestReset = useRequestPasswordReset();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setError(null);
    try {
      await requestReset.mutateAsync(form.values.email.trim());
      showAlert(t('auth.reset.sent'), 'success');
      await navigate('/reset/go');
    } catch (e) {
      setError(errorText(e, t('auth.reset.failed')));
    }
  };

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={
        <Typography variant="body2" color="text.secondary">
          <RichMessage
            id="auth.reset.remembered"
            values={{
              link: (
                <Link component={RouterLink} to="/login">
                  {t('auth.login.submit')}
                </Link>
              ),
            }}
          />
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label={t('auth.reset.title')}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" autoFocus {...form.field('email')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={requestReset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
