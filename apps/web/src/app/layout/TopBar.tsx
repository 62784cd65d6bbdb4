import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Link as RouterLink } from 'react-router';
import { Wordmark } from '../../ui/Logo.tsx';

export interface TopBarProps {
  navOpen: boolean;
  onMenuClick: () => void;
  isSmallScreen: boolean;
}

/** Menu button and the wordmark; on phones the menu opens the drawer, on desktop it pins the rail open. */
export function TopBar({ navOpen, onMenuClick, isSmallScreen }: TopBarProps) {
  const label = isSmallScreen ? 'Open navigation menu' : navOpen ? 'Collapse navigation' : 'Expand navigation';
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        zIndex: theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar disableGutters sx={(theme) => ({ minHeight: `${theme.layout.topBarHeight}px !important`, gap: 1, pl: '3px', pr: 2 })}>
        <IconButton aria-label={label} aria-controls="app-navigation" aria-expanded={navOpen} onClick={onMenuClick} color="inherit">
          {navOpen && !isSmallScreen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          aria-label="Caps League, homepage"
          underline="none"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 0.5, borderRadius: 1, color: 'text.primary' }}
        >
          <Wordmark height={30} />
        </Link>
      </Toolbar>
    </AppBar>
  );
}
