import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { requiredRule, useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useAuth } from './auth-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { redirectTarget } from './redirect.ts';
import { useT } from '../../i18n/use-t.ts';
import { translate } from '../../i18n/i18n.ts';
import { RichMessage } from '../../i18n/RichMessage.tsx';

type LoginValues = { username: string; password: string };
const rules: FieldRules<LoginValues> = {
  username: requiredRule(() => translate('auth.login.usernameRequired')),
  password: requiredRule(() => translate('auth.login.passwordRequired')),
};
const initial: LoginValues = { username: '', password: '' };

/** /login: username and password; returns to the page that sent the visitor here. */
export function LoginPage() {
  const t = useT();
  const { login, state } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useForm(initial, rules);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = redirectTarget(location.state);

  if (state.isAuthenticated && !busy) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setBusy(true);
    setError(null);
    try {
      await login(form.values.username, form.values.password);
      await navigate(target, { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      footer={
        <>
          <Typography variant="body2" color="text.secondary">
            <RichMessage
              id="auth.login.noAccount"
              values={{
                link: (
                  <Link component={RouterLink} to="/register">
                    {t('auth.login.signUp')}
                  </Link>
                ),
              }}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <RichMessage
              id="auth.login.forgot"
              values={{
                link: (
                  <Link component={RouterLink} to="/reset">
                    {t('auth.login.reset')}
                  </Link>
                ),
              }}
            />
          </Typography>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label={t('auth.login.title')}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label={t('auth.field.username')} autoComplete="username" autoFocus {...form.field('username')} />
        <PasswordField label={t('auth.field.password')} autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
