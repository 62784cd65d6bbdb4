/**
 * The app's frame: the page background, the desktop rail and the main column. AppLayout draws the app in them, and
 * the build draws index.html's static shell with the same components (app/shell/render-shell.tsx), so that the HTML
 * paints the frame exactly where React will. Their sizes depend only on CSS (media queries, never on a script), so
 * that the HTML, which runs none, lays them out as React does.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/use-t.ts';

/** The whole page: the theme's background, at least the screen's height. */
export function AppFrame({ children }: { children: ReactNode }) {
  return <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>{children}</Box>;
}

/**
 * The desktop rail (from `sm` on; phones get the drawer instead): collapsed to icons, expanded while hovered, focused
 * from the keyboard or pinned open.
 */
export function Rail({ pinned = false, children }: { pinned?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <Box
      component="nav"
      id="app-navigation"
      aria-label={t('nav.main')}
      sx={(theme) => ({
        display: { xs: 'none', sm: 'block' },
        position: 'fixed',
        top: theme.layout.topBarHeight,
        bottom: 0,
        left: 0,
        zIndex: theme.zIndex.drawer,
        width: pinned ? theme.layout.drawerExpanded : theme.layout.drawerCollapsed,
        overflowX: 'hidden',
        overflowY: 'auto',
        scrollbarWidth: 'none',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: theme.transitions.create(['width', 'box-shadow'], { duration: theme.transitions.duration.short }),
        // Expands over the content on hover, and when a keyboard user tabs into it.
        '&:hover, &:has(:focus-visible)': {
          width: theme.layout.drawerExpanded,
          boxShadow: pinned ? 'none' : theme.shadows[12],
        },
      })}
    >
      {children}
    </Box>
  );
}

/** The page's column: below the top bar, and beside the rail from `sm` on. */
export function MainArea({ railPinned = false, children }: { railPinned?: boolean; children: ReactNode }) {
  return (
    <Box
      component="main"
      id="main"
      tabIndex={-1}
      sx={(theme) => ({
        pt: `${theme.layout.topBarHeight}px`,
        pl: { xs: 0, sm: `${railPinned ? theme.layout.drawerExpanded : theme.layout.drawerCollapsed}px` },
        transition: theme.transitions.create('padding-left', { duration: theme.transitions.duration.short }),
        minWidth: 0,
        outline: 'none',
      })}
    >
      {children}
    </Box>
  );
}
