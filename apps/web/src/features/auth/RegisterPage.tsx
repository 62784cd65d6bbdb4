import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useRegister } from './account-api.ts';
import { emailRule, passwordRule, repeatPasswordRule, usernameRule } from '../../ui/forms/account-rules.ts';
import { useAuth } from './auth-context.tsx';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { AuthForm } from './AuthForm.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const { error, onSubmit } = useAuthSubmit(
    form,
    () => register.mutateAsync({ ...form.values, language: currentLanguage() }),
    localError({ code: 'REGISTER_FAILED' }),
    async () => {
      try {
        await login(form.values.username, form.values.password);
        showAlert(t('auth.register.welcome'), 'success');
        await navigate('/', { replace: true });
      } catch {
        await navigate('/login', { replace: true });
      }
    },
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      footer={<AuthFooterLink id="auth.register.haveAccount" to="/login" label={t('auth.register.signIn')} />}
    >
      <AuthForm
        label={t('auth.register.title')}
        onSubmit={onSubmit}
        error={error}
        busy={register.isPending}
        submitLabel={t('auth.register.submit')}
      >
        <TextField
          label={t('auth.field.username')}
          autoComplete="username"
          {...form.field(
            'username',
            t('auth.field.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }),
          )}
        />
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          {...form.field('password', t('auth.field.passwordHint', { min: LIMITS.passwordMin }))}
        />
        <PasswordField
          label={t('auth.field.repeatPassword')}
          autoComplete="new-password"
          {...form.field('repeatPassword')}
        />
      </AuthForm>
    </AuthCard>
  );
}
