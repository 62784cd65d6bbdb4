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

type LoginValues = { username: string; password: string };
const rules: FieldRules<LoginValues> = {
  username: requiredRule('Type in your username'),
  password: requiredRule('Type in your password'),
};
const initial: LoginValues = { username: '', password: '' };

/** /login: username and password; returns to the page that sent the visitor here. */
export function LoginPage() {
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
      title="Log in"
      footer={
        <>
          <Typography variant="body2" color="text.secondary">
            Haven&apos;t played in the league yet?{' '}
            <Link component={RouterLink} to="/register">
              Sign up!
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Forgot password?{' '}
            <Link component={RouterLink} to="/reset">
              Reset
            </Link>
          </Typography>
        </>
      }
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label="Log in">
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField label="Username" autoComplete="username" autoFocus {...form.field('username')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
          Log in
        </Button>
      </Stack>
    </AuthCard>
  );
}
