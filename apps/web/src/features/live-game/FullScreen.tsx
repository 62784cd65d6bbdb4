import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/use-t.ts';

/** Covers the app's layout (bar and drawer) with the game, and stops the page behind it from scrolling or refreshing. */
export function FullScreen({ children }: { children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const html = document.documentElement;
    const previous = { overscroll: html.style.overscrollBehavior, overflow: document.body.style.overflow };
    html.style.overscrollBehavior = 'none';
    document.body.style.overflow = 'hidden';
    ref.current?.focus();
    return () => {
      html.style.overscrollBehavior = previous.overscroll;
      document.body.style.overflow = previous.overflow;
    };
  }, []);
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={t('liveGame.title')}
      tabIndex={-1}
      sx={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.drawer + 1,
        display: 'flex',
        flexDirection: 'column',
        height: '100dvh',
        bgcolor: 'background.default',
        overscrollBehavior: 'none',
        outline: 'none',
        pt: 'env(safe-area-inset-top)',
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      {children}
    </Box>
  );
}
