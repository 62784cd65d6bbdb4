import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useRequestPasswordReset } from './account-api.ts';
import { emailRule } from '../../ui/forms/account-rules.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthFooterLink } from './AuthFooterLink.tsx';
import { AuthForm } from './AuthForm.tsx';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useT } from '../../i18n/use-t.ts';

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
  const { error, onSubmit } = useAuthSubmit(
    form,
    async () => {
      await requestReset.mutateAsync(form.values.email.trim());
      showAlert(t('auth.reset.sent'), 'success');
      await navigate('/reset/go');
    },
    t('auth.reset.failed'),
  );

  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro')}
      footer={<AuthFooterLink id="auth.reset.remembered" to="/login" label={t('auth.login.submit')} />}
    >
      <AuthForm
        label={t('auth.reset.title')}
        onSubmit={onSubmit}
        error={error}
        busy={requestReset.isPending}
        submitLabel={t('auth.reset.submit')}
      >
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          {...form.field('email')}
        />
      </AuthForm>
    </AuthCard>
  );
}
