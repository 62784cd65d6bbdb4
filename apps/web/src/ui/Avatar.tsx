import MuiAvatar from '@mui/material/Avatar';
import { AVATAR_SIZES } from '@caps/domain/limits';
import { capClipPolygon } from './cap-shape.ts';

/** The external avatar service; images are looked up by the hash the server computes from the email. */
export const AVATAR_SERVICE_URL = 'https://www.gravatar.com/avatar';

export type AvatarSize = keyof typeof AVATAR_SIZES;

const CAP_CLIP = capClipPolygon();

/** Image URL for a hash; asks for twice the display size so it stays sharp on dense screens. */
export function avatarUrl(hash: string, sizePx: number): string {
  return `${AVATAR_SERVICE_URL}/${encodeURIComponent(hash)}?s=${sizePx * 2}&d=identicon`;
}

/** Up to two initials of a username, for the fallback when the image cannot load. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

export interface AvatarProps {
  username: string;
  avatarHash?: string | null;
  size?: AvatarSize;
}

/** A player's picture clipped to a bottle-cap silhouette; shows initials when there is no image. */
export function Avatar({ username, avatarHash, size = 'small' }: AvatarProps) {
  const px = AVATAR_SIZES[size];
  return (
    <MuiAvatar
      src={avatarHash ? avatarUrl(avatarHash, px) : undefined}
      alt={username}
      sx={{
        width: px,
        height: px,
        fontSize: px * 0.38,
        fontWeight: 700,
        bgcolor: 'background.raised',
        color: 'text.primary',
        clipPath: CAP_CLIP,
        borderRadius: 0,
      }}
      slotProps={{ img: { loading: 'lazy', referrerPolicy: 'no-referrer' } }}
    >
      {initialsOf(username)}
    </MuiAvatar>
  );
}
