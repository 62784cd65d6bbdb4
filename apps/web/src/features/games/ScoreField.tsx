import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useT } from '../../i18n/use-t.ts';

export interface ScoreFieldProps {
  label: string;
  value: number;
  /** Options run from 0 to max. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

const stepperSx = { border: 1, borderColor: 'divider', flexShrink: 0 } as const;

/**
 * A bounded number between − and + steppers. The number itself is a native select laid invisibly over the big
 * centred digits, so a tap opens the phone's own picker and two digits fit between the steppers on a 360 px screen.
 */
export function ScoreField({ label, value, max, onChange, disabled }: ScoreFieldProps) {
  const t = useT();
  const labelId = useId();
  const options = Array.from({ length: max + 1 }, (_, i) => i);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={t('games.stepper.decrease', { field: label.toLowerCase() })}
          disabled={disabled || value <= 0}
          onClick={() => onChange(value - 1)}
          sx={stepperSx}
        >
          <Remove />
        </IconButton>
        <Box
          sx={(theme) => ({
            position: 'relative',
            flex: 1,
            minWidth: 44,
            height: 48,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            fontSize: '1.375rem',
            fontWeight: 750,
            fontVariantNumeric: 'tabular-nums',
            opacity: disabled ? 0.5 : 1,
            '&:hover': { borderColor: 'text.secondary' },
            '&:focus-within': { outline: `2px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
          })}
        >
          <span aria-hidden>{value}</span>
          <Box
            component="select"
            aria-label={label}
            value={String(value)}
            disabled={disabled}
            onChange={(event) => onChange(Number(event.target.value))}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              opacity: 0,
              cursor: 'pointer',
              // 16 px keeps mobile Safari from zooming in on focus.
              fontSize: 16,
              border: 0,
              appearance: 'none',
              '& option': { bgcolor: 'background.paper', color: 'text.primary' },
            }}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Box>
        </Box>
        <IconButton
          aria-label={t('games.stepper.increase', { field: label.toLowerCase() })}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
          sx={stepperSx}
        >
          <Add />
        </IconButton>
      </Box>
    </Box>
  );
}
