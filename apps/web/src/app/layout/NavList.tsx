import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import type { NavEntry } from './nav-items.tsx';

export interface NavListProps {
  entries: NavEntry[];
  /** Called after an entry was chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

const itemSx = {
  minHeight: 48,
  px: '9px',
  gap: 2,
  borderRadius: 1,
  mx: '3px',
  color: 'text.primary',
  '&:hover': { bgcolor: 'action.hover', color: 'primary.light' },
  '&.active': { color: 'primary.light', bgcolor: 'action.selected' },
  '&.active .MuiListItemIcon-root': { color: 'primary.light' },
} as const;

/** The drawer entries; Login/Logout sits apart at the end. */
export function NavList({ entries, onNavigate }: NavListProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const last = entries[entries.length - 1];
  const main = entries.slice(0, -1);

  const renderEntry = (entry: NavEntry) => {
    const content = (
      <>
        <ListItemIcon sx={{ minWidth: 0, color: 'inherit', fontSize: 24, justifyContent: 'center', width: 24 }}>{entry.icon}</ListItemIcon>
        <ListItemText primary={entry.label} slotProps={{ primary: { noWrap: true, sx: { fontWeight: 650 } } }} />
      </>
    );
    if (entry.action === 'logout') {
      return (
        <ListItemButton
          key={entry.key}
          sx={itemSx}
          onClick={async () => {
            onNavigate?.();
            await logout();
            await navigate('/');
          }}
        >
          {content}
        </ListItemButton>
      );
    }
    return (
      <ListItemButton key={entry.key} component={NavLink} to={entry.to ?? '/'} end={entry.to === '/'} sx={itemSx} onClick={onNavigate}>
        {content}
      </ListItemButton>
    );
  };

  return (
    <>
      <List component="div" sx={{ py: 1 }}>
        {main.map(renderEntry)}
      </List>
      <Divider />
      <List component="div" sx={{ py: 1 }}>
        {last && renderEntry(last)}
      </List>
    </>
  );
}
