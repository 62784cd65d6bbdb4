import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { accountUpdateError, useUpdateUser } from '../../api/users.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { confirmPasswordRule, emailRule } from '../../ui/forms/account-rules.ts';
import { useAuth } from './auth-context.tsx';

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

function ForcedEmailForm({ userId, onSaved, onLogout }: { userId: string; onSaved: (email: string) => void; onLogout: () => Promise<void> }) {
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
      showAlert('Data saved', 'success');
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
      title="Emails are being added to Caps League"
      onSubmit={() => void onSubmit()}
      cancel={{ label: 'Log out', onClick: () => void logOut() }}
      primary={{ label: 'Save' }}
      busy={updateUser.isPending}
    >
      <Stack spacing={1}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Please type in your email. We use it only for your avatar and to help you reset a forgotten password.
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password', 'Your current password')} />
      </Stack>
    </FormDialog>
  );
}
