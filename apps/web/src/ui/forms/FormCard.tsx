import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/use-t.ts';

/** Toggle button groups of a form card: full width, each choice an equal, thumb-sized share. */
export const formToggleSx = {
  '& .MuiToggleButton-root': { flex: 1, minHeight: 48, fontWeight: 650, textTransform: 'none' },
} as const;

/** A titled group of fields (Game Data, Opponent data...). */
export function FormSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <Typography id={id} variant="h4" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

interface StickyFormFooterProps {
  /** The error of the last attempt, above the buttons. */
  error?: string | null;
  /** The submit button's text; the spec's default is 'Wyślij' (SPEC.md §9). */
  submitLabel?: string;
  /** Disables the submit button (nothing to send yet, or a send running). */
  disabled?: boolean;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

/**
 * The submit row of a long form: on a phone it sticks to the bottom of the screen, within thumb reach, with the
 * error of the last attempt above it; on wider screens it closes the card.
 */
function StickyFormFooter({ error, submitLabel, disabled = false, onCancel }: StickyFormFooterProps) {
  const t = useT();
  return (
    <Box
      sx={{
        position: { xs: 'sticky', sm: 'static' },
        bottom: 0,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        pt: 1.5,
        pb: { xs: 'calc(12px + env(safe-area-inset-bottom))', sm: 3 },
        bgcolor: 'background.paper',
        borderTop: { xs: 1, sm: 0 },
        borderColor: 'divider',
        borderBottomLeftRadius: (t) => t.layout.cardRadius,
        borderBottomRightRadius: (t) => t.layout.cardRadius,
      }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {onCancel && (
          <Button variant="outlined" color="inherit" size="large" onClick={onCancel} sx={{ flex: 1 }}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={disabled} sx={{ flex: 2, minHeight: 52 }}>
          {submitLabel ?? t('form.submit')}
        </Button>
      </Box>
    </Box>
  );
}

export interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  maxWidth: number;
  onSubmit: () => void;
  footer: StickyFormFooterProps;
  children: ReactNode;
}

/** A form on a card: its sections in one column and the sticky footer with the submit button. */
export function FormCard({ label, maxWidth, onSubmit, footer, children }: FormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ maxWidth, mx: 'auto', overflow: 'visible' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: { xs: 2, sm: 3 } }}>{children}</Box>
      <StickyFormFooter {...footer} />
    </Card>
  );
}
