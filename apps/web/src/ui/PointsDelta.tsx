import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { roundForDisplay } from '@caps/domain/rating';
import { formatSignedDecimal } from './stats-format.ts';

/** A points change: green when gained, red when lost, plain when nothing moved. */
export function PointsDelta({ value, sx }: { value: number; sx?: SxProps<Theme> }) {
  const rounded = roundForDisplay(value);
  const color = rounded > 0 ? 'success.main' : rounded < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box
      component="span"
      sx={[
        { color, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {formatSignedDecimal(value)}
    </Box>
  );
}
