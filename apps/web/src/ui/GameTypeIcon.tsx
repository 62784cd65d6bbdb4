import { useId } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { TGameType } from '@caps/domain';
import { capPath } from './cap-shape.ts';

const SOLID = capPath(12, 12, 10.5);
const OUTLINE = capPath(12, 12, 9.6, 0.12);
const BACK = capPath(8.6, 8.6, 7.6);
const FRONT = capPath(15.4, 15.4, 7.6);
const FRONT_GAP = capPath(15.4, 15.4, 9.4, 0.1);

export interface GameTypeIconProps extends Omit<SvgIconProps, 'children'> {
  gameType: TGameType;
  /** Accessible name; leave out when a visible label sits next to the icon. */
  title?: string;
}

/** Cap glyph per game type: solid (Singles), outlined (Easy Caps), outlined with a dot (Unranked), two caps (Doubles). */
export function GameTypeIcon({ gameType, title, ...props }: GameTypeIconProps) {
  const maskId = `gti${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <SvgIcon
      viewBox="0 0 24 24"
      titleAccess={title}
      aria-hidden={title ? undefined : true}
      data-game-type={gameType}
      {...props}
    >
      {gameType === 'SINGLES' && <path d={SOLID} />}
      {gameType === 'EASY_CAPS' && (
        <path d={OUTLINE} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" />
      )}
      {gameType === 'UNRANKED' && (
        <>
          <path d={OUTLINE} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" />
          <circle cx={12} cy={12} r={2.4} />
        </>
      )}
      {gameType === 'DOUBLES' && (
        <>
          <defs>
            <mask id={maskId} maskUnits="userSpaceOnUse" x={0} y={0} width={24} height={24}>
              <rect width={24} height={24} fill="#fff" />
              <path d={FRONT_GAP} fill="#000" />
            </mask>
          </defs>
          <path d={BACK} mask={`url(#${maskId})`} />
          <path d={FRONT} />
        </>
      )}
    </SvgIcon>
  );
}
