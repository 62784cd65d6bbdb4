import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * The form of an account screen: named by its title for assistive technology, the failure (if any) above the fields,
 * the one submit button below them, disabled while the request runs.
 */
export function AuthForm({
  label,
  onSubmit,
  error = null,
  busy,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => unknown;
  error?: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label={label}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
