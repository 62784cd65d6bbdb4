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

const RESET_SENT_MESSAGE = 'Password reset token was send to an email associated with your account';

type ResetValues = { email: string };
const rules: FieldRules<ResetValues> = { email: emailRule };
const initial: ResetValues = { email: '' };

/** /reset: asks for the account's email and sends the reset link. */
export function ResetPage() {
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
      showAlert(RESET_SENT_MESSAGE, 'success');
      await navigate('/reset/go');
    } catch (e) {
      setError(errorText(e, 'Could not send the reset email, try again later'));
    }
  };

  return (
    <AuthCard
      title="Reset password"
      intro="Type in the email of your account. We will send you a link to choose a new password."
      footer={
        <Typography variant="body2" color="text.secondary">
          Remembered it?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label="Reset password">
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoFocus {...form.field('email')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={requestReset.isPending}>
          Reset
        </Button>
      </Stack>
    </AuthCard>
  );
}
