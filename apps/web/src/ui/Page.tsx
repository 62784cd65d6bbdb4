import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export type PageWidth = 'wide' | 'reading' | 'form';

/** Centred page column: the wide layout (1250 px max), a reading column, or a narrow form column. */
export function Page({ children, width = 'wide' }: { children: ReactNode; width?: PageWidth }) {
  return (
    <Box
      sx={(theme) => ({
        width: '100%',
        maxWidth:
          width === 'wide'
            ? theme.layout.pageMaxWidth
            : width === 'reading'
              ? theme.layout.readingMaxWidth
              : theme.layout.formMaxWidth,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 3 },
      })}
    >
      {children}
    </Box>
  );
}
