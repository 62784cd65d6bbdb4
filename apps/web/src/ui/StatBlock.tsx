import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label over a big value (scores, points, counts). */
export function StatBlock({
  label,
  value,
  align = 'left',
}: {
  label: string;
  value: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      <Typography component="div" variant="caption" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{ fontSize: '1.375rem', fontWeight: 750, lineHeight: 1.25, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
