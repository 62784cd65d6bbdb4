import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { Avatar, type AvatarSize } from './Avatar.tsx';

export interface PlayerChipProps {
  id: string;
  username: string;
  avatarHash?: string | null;
  size?: AvatarSize;
}

/** Avatar and name, linking to the player's profile. */
export function PlayerChip({ id, username, avatarHash, size = 'tiny' }: PlayerChipProps) {
  return (
    <Box
      component={RouterLink}
      to={`/players/${encodeURIComponent(id)}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        minWidth: 0,
        color: 'primary.light',
        fontWeight: 700,
        textDecoration: 'none',
        borderRadius: 1,
        '&:hover span.player-chip-name': { textDecoration: 'underline' },
      }}
    >
      <Avatar username={username} avatarHash={avatarHash} size={size} />
      <Box
        component="span"
        className="player-chip-name"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {username}
      </Box>
    </Box>
  );
}
