import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export interface ScoreFieldProps {
  label: string;
  value: number;
  /** Options run from 0 to max. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A bounded number as a big native select (the phone's own picker) between − and + steppers. */
export function ScoreField({ label, value, max, onChange, disabled }: ScoreFieldProps) {
  const labelId = useId();
  const options = Array.from({ length: max + 1 }, (_, i) => i);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label={`Decrease ${label.toLowerCase()}`} disabled={disabled || value <= 0} onClick={() => onChange(value - 1)} sx={{ border: 1, borderColor: 'divider' }}>
          <Remove />
        </IconButton>
        <TextField
          select
          value={String(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          disabled={disabled}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': label },
          }}
          sx={{
            flex: 1,
            minWidth: 48,
            // No arrow and no side padding: two digits must fit between the steppers on a 360 px phone.
            '& .MuiNativeSelect-select.MuiNativeSelect-select': { px: 0.5, py: 1 },
            '& .MuiNativeSelect-icon': { display: 'none' },
            '& select': { fontSize: '1.375rem', fontWeight: 750, textAlign: 'center', textAlignLast: 'center', fontVariantNumeric: 'tabular-nums', cursor: 'pointer' },
          }}
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </TextField>
        <IconButton aria-label={`Increase ${label.toLowerCase()}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)} sx={{ border: 1, borderColor: 'divider' }}>
          <Add />
        </IconButton>
      </Box>
    </Box>
  );
}
