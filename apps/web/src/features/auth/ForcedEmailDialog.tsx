import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { accountUpdateError, useUpdateUser } from '../../api/users.ts';
import { useAlert } from '../../ui/alert/alert-context.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { confirmPasswordRule, emailRule } from '../../ui/forms/account-rules.ts';
import { useAuth } from './auth-context.tsx';
import { useT } from '../../i18n/use-t.ts';

type EmailValues = { email: string; password: string };
const rules: FieldRules<EmailValues> = { email: emailRule, password: confirmPasswordRule };
const initial: EmailValues = { email: '', password: '' };

/** Shown over every page to a signed-in player without an email until one is saved; it cannot be dismissed. */
export function ForcedEmailDialog() {
  const { state, isAdmin, updateData, logout } = useAuth();
  const open = state.isAuthenticated && !isAdmin && !state.email;
  if (!open || !state.userId) return null;
  return <ForcedEmailForm userId={state.userId} onSaved={(email) => updateData({ email })} onLogout={logout} />;
}

function ForcedEmailForm({
  userId,
  onSaved,
  onLogout,
}: {
  userId: string;
  onSaved: (email: string) => void;
  onLogout: () => Promise<void>;
}) {
  const t = useT();
  const form = useForm(initial, rules);
  const updateUser = useUpdateUser();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async () => {
    if (!form.validate()) return;
    setError(null);
    try {
      await updateUser.mutateAsync({ id: userId, email: form.values.email.trim(), password: form.values.password });
      onSaved(form.values.email.trim());
      showAlert(t('auth.forced.saved'), 'success');
    } catch (e) {
      setError(accountUpdateError(e));
    }
  };

  const logOut = async () => {
    await onLogout();
    await navigate('/');
  };

  return (
    <FormDialog
      open
      title={t('auth.forced.title')}
      onSubmit={() => void onSubmit()}
      cancel={{ label: t('auth.forced.logOut'), onClick: () => void logOut() }}
      primary={{ label: t('common.save') }}
      busy={updateUser.isPending}
    >
      <Stack spacing={1}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('auth.forced.text')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          {...form.field('password', t('auth.field.currentPassword'))}
        />
      </Stack>
    </FormDialog>
  );
}
