import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { requiredRule, useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useAuth } from './auth-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { AuthForm } from './AuthForm.tsx';
import { redirectTarget } from './redirect.ts';
import { useT } from '../../i18n/use-t.ts';
import { translate } from '../../i18n/i18n.ts';

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
          <AuthFooterLink id="auth.login.noAccount" to="/register" label={t('auth.login.signUp')} />
          <AuthFooterLink id="auth.login.forgot" to="/reset" label={t('auth.login.reset')} />
        </>
      }
    >
      <AuthForm
        label={t('auth.login.title')}
        onSubmit={onSubmit}
        error={error}
        busy={busy}
        submitLabel={t('auth.login.submit')}
      >
        <TextField label={t('auth.field.username')} autoComplete="username" autoFocus {...form.field('username')} />
        <PasswordField label={t('auth.field.password')} autoComplete="current-password" {...form.field('password')} />
      </AuthForm>
    </AuthCard>
  );
}
