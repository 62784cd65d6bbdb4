import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Link as RouterLink } from 'react-router';
import { Wordmark } from '../../ui/Logo.tsx';
import { useAuth } from '../../features/auth/index.ts';
import { useT } from '../../i18n/use-t.ts';

// The bell (and its polling) is for players only, so its code loads once a player is signed in.
const NotificationsBell = lazy(() =>
  import('../../features/notifications/index.ts').then((m) => ({ default: m.NotificationsBell })),
);

export interface TopBarProps {
  navOpen: boolean;
  onMenuClick?: () => void;
  isSmallScreen: boolean;
}

/** Menu button and the wordmark; on phones the menu opens the drawer, on desktop it pins the rail open. */
export function TopBar(props: TopBarProps) {
  const { isUser } = useAuth();
  return (
    <TopBarFrame {...props}>
      {isUser && (
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center' }}>
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
        </Box>
      )}
    </TopBarFrame>
  );
}

/**
 * The top bar without the signed-in player's parts (`children`, at its end): what every visitor sees, and what the
 * HTML's static shell paints (app/shell/render-shell.tsx).
 */
export function TopBarFrame({ navOpen, onMenuClick, isSmallScreen, children }: TopBarProps & { children?: ReactNode }) {
  const t = useT();
  const label = t(isSmallScreen ? 'nav.open' : navOpen ? 'nav.collapse' : 'nav.expand');
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'fixed',
        inset: '0 0 auto 0',
        zIndex: theme.zIndex.drawer + 1,
        height: theme.layout.topBarHeight,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: '3px',
        pr: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <ButtonBase
        aria-label={label}
        aria-controls="app-navigation"
        aria-expanded={navOpen}
        onClick={onMenuClick}
        sx={(theme) => ({
          width: theme.layout.touchTarget,
          height: theme.layout.touchTarget,
          borderRadius: '50%',
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
        })}
      >
        {navOpen && !isSmallScreen ? <MenuOpen /> : <MenuIcon />}
      </ButtonBase>
      <Box
        component={RouterLink}
        to="/"
        aria-label={t('app.homeLink')}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          px: 0.5,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
        }}
      >
        <Wordmark height={30} />
      </Box>
      {children}
    </Box>
  );
}
