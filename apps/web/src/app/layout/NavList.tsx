import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { isEntryActive, type NavEntry } from './nav-items.tsx';

export interface NavListProps {
  entries: NavEntry[];
  /** Called after an entry was chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

// The language row is seldom used: its code loads after the first render, outside the start-up bundle.
const LanguageSwitch = lazy(() => import('./LanguageSwitch.tsx').then((m) => ({ default: m.LanguageSwitch })));

// Plain ButtonBase rows rather than MUI List parts: the navigation ships in the start-up bundle.
const itemSx = {
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  gap: 2,
  width: (theme: { layout: { drawerExpanded: number } }) => theme.layout.drawerExpanded - 6,
  minHeight: 48,
  px: '9px',
  mx: '3px',
  my: '2px',
  borderRadius: 1,
  position: 'relative',
  color: 'text.primary',
  textAlign: 'left',
  font: 'inherit',
  fontWeight: 650,
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease-out, color 150ms ease-out',
  '&:hover': { bgcolor: 'action.hover', color: 'primary.light' },
  // The lighter red keeps 4.5:1 on the hover tint; the stronger selected tint brought it to 4.0:1.
  '&.active': { color: 'primary.light', bgcolor: 'action.hover' },
  // Inset ring: the rail clips anything outside it.
  '&.Mui-focusVisible': { outlineOffset: '-2px' },
  '& .nav-icon': { display: 'flex', width: 24, flexShrink: 0, justifyContent: 'center', fontSize: 24 },
  '& .nav-icon svg': { fontSize: 24 },
} as const;

const groupSx = { display: 'flex', flexDirection: 'column', py: 1 } as const;

/** The drawer entries; Login/Logout sits apart at the end. */
export function NavList({ entries, onNavigate }: NavListProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const last = entries[entries.length - 1];
  const main = entries.slice(0, -1);

  const renderEntry = (entry: NavEntry) => {
    const content = (
      <>
        <Box component="span" className="nav-icon" aria-hidden>
          {entry.icon}
        </Box>
        <Box component="span" className="nav-label" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {entry.label}
        </Box>
        {entry.badge && <Suspense fallback={null}>{entry.badge}</Suspense>}
      </>
    );
    if (entry.action === 'logout') {
      return (
        <ButtonBase
          key={entry.key}
          sx={itemSx}
          onClick={async () => {
            onNavigate?.();
            await logout();
            await navigate('/');
          }}
        >
          {content}
        </ButtonBase>
      );
    }
    // Not NavLink: its prefix match lit Singles on /singles/tournament/7, which is a Tournaments page.
    const active = isEntryActive(entry, pathname);
    return (
      <ButtonBase
        key={entry.key}
        component={Link}
        to={entry.to ?? '/'}
        className={active ? 'active' : undefined}
        aria-current={active ? 'page' : undefined}
        sx={itemSx}
        onClick={onNavigate}
      >
        {content}
      </ButtonBase>
    );
  };

  return (
    <>
      <Box sx={groupSx}>{main.map(renderEntry)}</Box>
      <Box sx={{ ...groupSx, borderTop: 1, borderColor: 'divider' }}>
        <Suspense fallback={<Box sx={{ minHeight: 48 }} />}>
          <LanguageSwitch />
        </Suspense>
        {last && renderEntry(last)}
      </Box>
    </>
  );
}
