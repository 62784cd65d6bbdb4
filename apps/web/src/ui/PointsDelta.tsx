import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { roundForDisplay } from '@caps/domain/rating';

/** '+12.34', '−12.34' (a real minus sign) or '0.00': points with the 2 decimals of SPEC.md §9. */
function formatPointsDelta(value: number): string {
  const rounded = roundForDisplay(value);
  if (rounded > 0) return `+${rounded.toFixed(2)}`;
  if (rounded < 0) return `\u2212${Math.abs(rounded).toFixed(2)}`;
  return '0.00';
}

/** A points change: green when gained, red when lost, plain when nothing moved. */
export function PointsDelta({ value, sx }: { value: number; sx?: SxProps<Theme> }) {
  const rounded = roundForDisplay(value);
  const color = rounded > 0 ? 'success.main' : rounded < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box component="span" sx={[{ color, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {formatPointsDelta(value)}
    </Box>
  );
}
