import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/api-error.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useUpdatePassword } from './account-api.ts';
import { passwordRule, repeatPasswordRule } from '../../ui/forms/account-rules.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';
import { useT } from '../../i18n/use-t.ts';
import { RichMessage } from '../../i18n/RichMessage.tsx';
import { LIMITS } from '@caps/domain/limits';

/** The server refuses a used, superseded or expired code with a 'Reset token …' message: the link is dead. */
function isDeadLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    /reset token/i.test(error.serverMessage ?? '')
  );
}

type NewPasswordValues = { password: string; repeatPassword: string };
const rules: FieldRules<NewPasswordValues> = {
  password: passwordRule,
  repeatPassword: repeatPasswordRule<NewPasswordValues>(),
};
const initial: NewPasswordValues = { password: '', repeatPassword: '' };

/** /resetUpdate?code=…: sets a new password with the code from the reset email. */
export function ResetUpdatePage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const form = useForm(initial, rules);
  const updatePassword = useUpdatePassword();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await updatePassword.mutateAsync({ code, password: form.values.password });
      showAlert(t('auth.update.updated'), 'success');
      await navigate('/login', { replace: true });
    } catch (e) {
      const message = errorText(e, t('auth.update.failed'));
      if (isDeadLink(e)) setDeadLink(message);
      showAlert(message, 'error');
    }
  };

  if (!code) {
    return (
      <AuthCard title={t('auth.update.title')}>
        <Alert severity="warning">
          <RichMessage
            id="auth.update.noCode"
            values={{
              link: (
                <Link component={RouterLink} to="/reset">
                  {t('auth.update.askNew')}
                </Link>
              ),
            }}
          />
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.update.title')} intro={t('auth.update.intro')}>
      <AuthForm
        label={t('auth.update.title')}
        onSubmit={onSubmit}
        busy={updatePassword.isPending}
        submitLabel={t('auth.update.submit')}
      >
        {deadLink && (
          // A used or expired link cannot work again: offer the way to a fresh one right here.
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('auth.update.deadLink', { problem: deadLink })}
            <Link component={RouterLink} to="/reset" sx={{ fontWeight: 700 }}>
              {t('auth.update.askNewLink')}
            </Link>
          </Alert>
        )}
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          autoFocus
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
