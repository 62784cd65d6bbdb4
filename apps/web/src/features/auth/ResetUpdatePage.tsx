import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorText } from '../../api/api-error.ts';
import { useAlert } from '../../app/alert/alert-context.tsx';
import { PasswordField } from '../../ui/forms/PasswordField.tsx';
import { useForm, type FieldRules } from '../../ui/forms/use-form.ts';
import { useUpdatePassword } from './account-api.ts';
import { passwordRule, repeatPasswordRule } from '../../ui/forms/account-rules.ts';
import { AuthCard } from './AuthCard.tsx';

/** The server refuses a used, superseded or expired code with a 'Reset token …' message: the link is dead. */
function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && /reset token/i.test(error.serverMessage ?? '');
}

type NewPasswordValues = { password: string; repeatPassword: string };
const rules: FieldRules<NewPasswordValues> = { password: passwordRule, repeatPassword: repeatPasswordRule<NewPasswordValues>() };
const initial: NewPasswordValues = { password: '', repeatPassword: '' };

/** /resetUpdate?code=…: sets a new password with the code from the reset email. */
export function ResetUpdatePage() {
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
      showAlert('Password was updated', 'success');
      await navigate('/login', { replace: true });
    } catch (e) {
      const message = errorText(e, 'Failed to update the password');
      if (isDeadLink(e)) setDeadLink(message);
      showAlert(message, 'error');
    }
  };

  if (!code) {
    return (
      <AuthCard title="Change password">
        <Alert severity="warning">
          This link is missing its reset code. Open the link from the email again, or{' '}
          <Link component={RouterLink} to="/reset">
            ask for a new one
          </Link>
          .
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Change password" intro="Choose a new password for your account.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label="Change password">
        {deadLink && (
          // A used or expired link cannot work again: offer the way to a fresh one right here.
          <Alert severity="error" sx={{ mb: 1 }}>
            {`${deadLink}: this link was already used or has expired. `}
            <Link component={RouterLink} to="/reset" sx={{ fontWeight: 700 }}>
              Ask for a new reset link
            </Link>
          </Alert>
        )}
        <PasswordField label="Password" autoComplete="new-password" autoFocus {...form.field('password', 'At least 8 characters')} />
        <PasswordField label="Repeat password" autoComplete="new-password" {...form.field('repeatPassword')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={updatePassword.isPending}>
          Update
        </Button>
      </Stack>
    </AuthCard>
  );
}
