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
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useRegister } from './account-api.ts';
import { emailRule, passwordRule, repeatPasswordRule, usernameRule } from '../../ui/forms/account-rules.ts';
import { useAuth } from './auth-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { RichMessage } from '../../i18n/RichMessage.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { localError } from '../../i18n/domain-messages.ts';
import { LIMITS } from '@caps/domain/limits';

type RegisterValues = { username: string; email: string; password: string; repeatPassword: string };
const rules: FieldRules<RegisterValues> = {
  username: usernameRule,
  email: emailRule,
  password: passwordRule,
  repeatPassword: repeatPasswordRule<RegisterValues>(),
};
const initial: RegisterValues = { username: '', email: '', password: '', repeatPassword: '' };

/** /register ("Create account"); signs the new player in and goes home. */
export function RegisterPage() {
  const t = useT();
  const form = useForm(initial, rules);
  const register = useRegister();
  const { login } = useAuth();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setError(null);
    try {
      await register.mutateAsync({ ...form.values, language: currentLanguage() });
    } catch (e) {
      setError(errorText(e, localError({ code: 'REGISTER_FAILED' })));
      return;
    }
    try {
      await login(form.values.username, form.values.password);
      showAlert(t('auth.register.welcome'), 'success');
      await navigate('/', { replace: true });
    } catch {
      await navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      footer={
        <Typography variant="body2" color="text.secondary">
          <RichMessage
            id="auth.register.haveAccount"
            values={{
              link: (
                <Link component={RouterLink} to="/login">
                  {t('auth.register.signIn')}
                </Link>
              ),
            }}
          />
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label={t('auth.register.title')}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label={t('auth.field.username')} autoComplete="username" {...form.field('username', t('auth.field.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }))} />
        <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <PasswordField label={t('auth.field.password')} autoComplete="new-password" {...form.field('password', t('auth.field.passwordHint', { min: LIMITS.passwordMin }))} />
        <PasswordField label={t('auth.field.repeatPassword')} autoComplete="new-password" {...form.field('repeatPassword')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
