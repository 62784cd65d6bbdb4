import Box from '@mui/material/Box';
import { useT } from '../../i18n/use-t.ts';

/** First tab stop: jumps past the navigation to the page content. */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href="#main"
      sx={(theme) => ({
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: theme.zIndex.tooltip,
        px: 2,
        py: 1.5,
        color: 'primary.light',
        fontWeight: 600,
        bgcolor: 'background.raised',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '&:focus': { top: 8 },
      })}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
