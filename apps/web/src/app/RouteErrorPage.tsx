import Box from '@mui/material/Box';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Page } from '../ui/Page.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy).
 * Built from plain boxes: it must work even when the chunks with the richer components failed.
 */
export function RouteErrorPage() {
  const t = useT();
  return (
    <Page>
      <Box
        role="alert"
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          py: 5,
          px: 2,
          textAlign: 'center',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: `${theme.layout.cardRadius}px`,
        })}
      >
        <ErrorOutlineOutlined sx={{ fontSize: 44, color: 'text.secondary' }} />
        <Box component="h1" sx={{ m: 0, fontSize: '1.25rem' }}>
          {t('app.error.title')}
        </Box>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t('app.error.description')}
        </Box>
        <Box
          component="button"
          type="button"
          onClick={() => window.location.reload()}
          sx={(theme) => ({
            mt: 1,
            minHeight: theme.layout.touchTarget,
            px: 2.5,
            border: 0,
            borderRadius: `${theme.layout.buttonRadius}px`,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
          })}
        >
          {t('app.error.reload')}
        </Box>
      </Box>
    </Page>
  );
}
