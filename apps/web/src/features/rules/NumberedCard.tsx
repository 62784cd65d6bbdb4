import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';

/** A card with a big accent number on the left: the commandments and the rule sections. */
export function NumberedCard({
  number,
  children,
  labelledBy,
}: {
  number: number;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <Card
      component={labelledBy ? 'section' : 'div'}
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 }, p: { xs: 2, sm: 3 } }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 36, sm: 44 },
          height: { xs: 36, sm: 44 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.raised',
          border: 1,
          borderColor: 'primary.main',
          color: 'primary.light',
          fontWeight: 800,
          fontSize: { xs: '1rem', sm: '1.125rem' },
        }}
      >
        {number}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>{children}</Box>
    </Card>
  );
}
