import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import type { NavEntry } from './nav-items.tsx';
import { NavList } from './NavList.tsx';
import { useT } from '../../i18n/use-t.ts';

const isIOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

export interface PhoneDrawerProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  entries: NavEntry[];
}

/**
 * True once the drawer's entries may render. The drawer's modal renders synchronously when it mounts (MUI's portal);
 * its entries follow in a transition, which React splits into small tasks, unless the drawer mounts open.
 */
function useContentReady(open: boolean): boolean {
  const [ready, setReady] = useState(open);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready || open;
}

/** The swipe-in navigation of phones; closes after an entry is chosen. */
export function PhoneDrawer({ open, onOpen, onClose, entries }: PhoneDrawerProps) {
  const contentReady = useContentReady(open);
  const t = useT();
  return (
    <SwipeableDrawer
      anchor="left"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      disableBackdropTransition={!isIOS}
      disableDiscovery={isIOS}
      slotProps={{
        paper: {
          'aria-label': t('nav.menu'),
          sx: (theme) => ({
            width: theme.layout.drawerExpanded,
            maxWidth: '85vw',
            pt: `${theme.layout.topBarHeight}px`,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }),
        },
      }}
    >
      <Box component="nav" id="app-navigation" aria-label={t('nav.main')}>
        {contentReady && <NavList entries={entries} onNavigate={onClose} />}
      </Box>
    </SwipeableDrawer>
  );
}
