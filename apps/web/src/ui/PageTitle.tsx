import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/use-t.ts';

export interface PageTitleProps {
  title: string;
  icon?: ReactNode;
  /** Actions shown at the end of the title row (e.g. 'Create new'). */
  actions?: ReactNode;
  /** Set the document title too (default true). */
  documentTitle?: boolean;
}

/** The page heading (the one h1) with an optional icon and actions; also names the browser tab. */
export function PageTitle({ title, icon, actions, documentTitle = true }: PageTitleProps) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        pb: 2,
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {documentTitle && <title>{t('app.titleSuffix', { title })}</title>}
      {icon && (
        <Box
          sx={{ display: 'flex', fontSize: 32, color: 'text.secondary', '& svg': { fontSize: 'inherit' } }}
          aria-hidden
        >
          {icon}
        </Box>
      )}
      <Typography variant="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}
