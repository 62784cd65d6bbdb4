import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

/** A dialog form's fields in a column, under the error of the last attempt (if any). */
export function DialogFields({
  error,
  spacing = 1,
  children,
}: {
  error?: string | null;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Stack spacing={spacing} sx={{ pt: 1 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
