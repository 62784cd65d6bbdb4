/** Our own achievement badges: a cap-edged ring with a line-art glyph per kind, drawn in the current colour. */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  ACHIEVEMENT_CONDITIONS,
  isSeasonAward,
  type TAchievement,
  type TSeasonAwardKind,
} from '@caps/domain/achievement-conditions';
import { capPath } from '../../../ui/cap-shape.ts';

const RING = capPath(50, 50, 46, 0.08);
const SMALL_CAP = capPath(66, 38, 9, 0.14, 13);
const PODIUM_CAP = capPath(50, 28, 7, 0.14, 13);
const SHIELD = 'M50 26 L70 33 V50 C70 63 61 71 50 76 C39 71 30 63 30 50 V33 Z';
/** The season badges' letter: part of the drawing (S for season, and for sezon), the same in every language. */
const SEASON_MARK = 'S';
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function ShieldWith({ text }: { text: string }) {
  return (
    <>
      <path d={SHIELD} {...line} />
      <text
        x={50}
        y={57}
        textAnchor="middle"
        fontSize={text.length > 1 ? 19 : 22}
        fontWeight={800}
        fill="currentColor"
        fontFamily="inherit"
      >
        {text}
      </text>
    </>
  );
}

function Podium({ easy }: { easy: boolean }) {
  return (
    <>
      <path d="M28 72 V58 H40 V46 H60 V54 H72 V72 Z" {...line} />
      <text x={50} y={65} textAnchor="middle" fontSize={13} fontWeight={800} fill="currentColor" fontFamily="inherit">
        1
      </text>
      {/* The cap above the podium tells the two placements apart: solid for singles, outlined for easy caps. */}
      <path d={PODIUM_CAP} fill={easy ? 'none' : 'currentColor'} stroke="currentColor" strokeWidth={2.5} />
    </>
  );
}

/**
 * A season award's glyph, from its condition: a cup with handles on a base for first place on a season's final table,
 * three steps with the season's mark for a wider podium (the top 3; any new season award of more places).
 */
function SeasonGlyph({ kind }: { kind: TSeasonAwardKind }) {
  if (ACHIEVEMENT_CONDITIONS[kind].places === 1)
    return (
      <>
        <path d="M36 30 H64 V44 C64 54 57 60 50 60 C43 60 36 54 36 44 Z" {...line} />
        <path d="M36 35 H28 C28 45 32 49 37 49 M64 35 H72 C72 45 68 49 63 49" {...line} />
        <path d="M50 60 V68 M38 72 H62" {...line} />
      </>
    );
  return (
    <>
      <path d="M26 72 V56 H40 V44 H60 V62 H74 V72 Z" {...line} />
      <text x={50} y={60} textAnchor="middle" fontSize={12} fontWeight={800} fill="currentColor" fontFamily="inherit">
        {SEASON_MARK}
      </text>
    </>
  );
}

/** A game achievement's glyph, one per kind (a new one does not compile until it is drawn here). */
function GameGlyph({ kind }: { kind: Exclude<TAchievement, TSeasonAwardKind> }) {
  switch (kind) {
    case 'PLAY_FIRST_GAME':
      return (
        <>
          <path d="M27 72 Q36 38 55 36" {...line} strokeDasharray="1 7" />
          <path d={SMALL_CAP} fill="currentColor" />
          <path d="M30 74 H70" {...line} />
        </>
      );
    case 'FIRST_WIN':
      return (
        <>
          <path d="M30 66 L28 38 L41 50 L50 32 L59 50 L72 38 L70 66 Z" {...line} />
          <path d="M32 73 H68" {...line} />
        </>
      );
    case 'PLACE_IN_SINGLES':
      return <Podium easy={false} />;
    case 'PLACE_IN_EASY':
      return <Podium easy />;
    case 'FIRST_NAKED_LAP':
      return (
        <>
          <path d="M40 30 L28 37 L32 48 L37 46 V72 H63 V46 L68 48 L72 37 L60 30 Q50 38 40 30 Z" {...line} />
          <path d="M27 74 L73 28" {...line} />
        </>
      );
    case 'REBUTTALS_IN_A_ROW_5':
      return <ShieldWith text="5" />;
    case 'REBUTTALS_IN_A_ROW_7':
      return <ShieldWith text="7" />;
    case 'REBUTTALS_IN_A_ROW_10':
      return <ShieldWith text="10" />;
    case 'REBUTTALS_IN_A_ROW_12':
      return <ShieldWith text="12" />;
    case 'REBUTTALS_IN_A_ROW_15':
      return <ShieldWith text="15" />;
    case 'REBUT_ON_LAST_CHANCE':
      return (
        <>
          <path d={SHIELD} {...line} />
          <path d="M42 40 H58 L50 51 L58 62 H42 L50 51 Z" {...line} strokeWidth={3} />
        </>
      );
  }
}

function Glyph({ kind }: { kind: TAchievement }) {
  return isSeasonAward(kind) ? <SeasonGlyph kind={kind} /> : <GameGlyph kind={kind} />;
}

/** The badge of one achievement kind; `earned` colours the ring with the accent, otherwise everything is muted. */
export function AchievementBadge({ kind, earned, size = 72 }: { kind: TAchievement; earned: boolean; size?: number }) {
  const { palette } = useTheme();
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      aria-hidden
      data-achievement={kind}
      sx={{
        width: size,
        height: size,
        display: 'block',
        color: earned ? 'text.primary' : 'text.secondary',
        flexShrink: 0,
      }}
    >
      <path
        d={RING}
        fill={earned ? palette.primary.dark : palette.background.raised}
        stroke={earned ? palette.primary.light : palette.divider}
        strokeWidth={3}
      />
      <Glyph kind={kind} />
    </Box>
  );
}
