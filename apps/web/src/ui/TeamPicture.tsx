import Box from '@mui/material/Box';
import { AVATAR_SIZES } from './ui-constants.ts';
import { Avatar, type AvatarSize } from './Avatar.tsx';

export interface TeamPictureProps {
  players: ReadonlyArray<{ username: string; avatarHash?: string | null }>;
  size?: AvatarSize;
}

/** A team's two caps overlapping diagonally, offset enough that the first one's initials stay readable. */
export function TeamPicture({ players, size = 'small' }: TeamPictureProps) {
  const px = AVATAR_SIZES[size];
  const [first, second] = players;
  return (
    <Box aria-hidden sx={{ position: 'relative', width: px * 1.65, height: px * 1.45, flexShrink: 0 }}>
      <Box sx={{ position: 'absolute', left: 0, top: 0 }}>
        <Avatar username={first?.username ?? '?'} avatarHash={first?.avatarHash} size={size} />
      </Box>
      {/* A ring in the surface colour separates the front cap from the one behind it. */}
      <Box
        sx={(theme) => {
          const ring = theme.palette.background.paper;
          return {
            position: 'absolute',
            left: px * 0.65,
            top: px * 0.45,
            filter: `drop-shadow(2px 0 0 ${ring}) drop-shadow(-2px 0 0 ${ring}) drop-shadow(0 2px 0 ${ring}) drop-shadow(0 -2px 0 ${ring})`,
          };
        }}
      >
        <Avatar username={second?.username ?? '?'} avatarHash={second?.avatarHash} size={size} />
      </Box>
    </Box>
  );
}
