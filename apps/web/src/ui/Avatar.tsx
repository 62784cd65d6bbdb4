import { useState } from 'react';
import MuiAvatar from '@mui/material/Avatar';
import { initialsOf } from '@caps/domain/initials';
import { AVATAR_SIZES } from './ui-constants.ts';
import { capClipPolygon } from './cap-shape.ts';

/** The external avatar service; images are looked up by the hash the server computes from the email. */
const AVATAR_SERVICE_URL = 'https://www.gravatar.com/avatar';

export type AvatarSize = keyof typeof AVATAR_SIZES;

const CAP_CLIP = capClipPolygon();
const INITIALS_STYLE = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** Image URL for a hash; asks for twice the display size so it stays sharp on dense screens. */
export function avatarUrl(hash: string, sizePx: number): string {
  return `${AVATAR_SERVICE_URL}/${encodeURIComponent(hash)}?s=${sizePx * 2}&d=identicon`;
}

export interface AvatarProps {
  username: string;
  avatarHash?: string | null;
  size?: AvatarSize;
}

/**
 * A player's picture clipped to a bottle-cap silhouette. The initials show at once, and the picture covers them once
 * (and only if) it has loaded: a slow or unreachable avatar service leaves the initials, never an empty cap.
 */
export function Avatar({ username, avatarHash, size = 'small' }: AvatarProps) {
  const px = AVATAR_SIZES[size];
  const src = avatarHash ? avatarUrl(avatarHash, px) : undefined;
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const outcome = settled?.src === src ? settled : null;
  const showsImage = src !== undefined && outcome?.loaded !== false;
  return (
    <MuiAvatar
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
    >
      {/* While the picture may still show, it names the player; the initials only stand in for it. They fill the cap
          and are centred in it, so that no box moves when the font arrives. */}
      <span aria-hidden={showsImage || undefined} style={INITIALS_STYLE}>
        {initialsOf(username)}
      </span>
      {showsImage && (
        <img
          src={src}
          alt={username}
          loading="lazy"
          referrerPolicy="no-referrer"
          // A picture the browser already has is shown from the first paint, not after a frame of initials.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0 && !outcome) setSettled({ src, loaded: true });
          }}
          onLoad={() => {
            if (!outcome?.loaded) setSettled({ src, loaded: true });
          }}
          onError={() => setSettled({ src, loaded: false })}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: outcome?.loaded ? 1 : 0,
          }}
        />
      )}
    </MuiAvatar>
  );
}
