import Box from '@mui/material/Box';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { TLiveSideStats } from '@caps/domain/live-game-schemas';
import { tokens } from '../../ui/design-tokens.ts';
import { useT } from '../../i18n/use-t.ts';

/** How a card is marked: plain, the side that must rebut (green), or the side that sank last (red). */
export type ScoreTone = 'plain' | 'rebut' | 'sank';

export interface ScoreFaceProps {
  name: string;
  stats: TLiveSideStats;
  tone: ScoreTone;
  position: 'top' | 'bottom';
  /** A short note under the name, e.g. "Must rebut". */
  badge?: string;
  /** Shown instead of the drag arrow, e.g. when this side cannot sink any more. */
  note?: string;
}

const TONE_COLOUR: Record<ScoreTone, string> = { plain: tokens.accent, rebut: tokens.win, sank: tokens.accent };

/** Corner radius of each half of the scoreboard: round on the outside, tight at the hinge. */
export function faceRadius(position: 'top' | 'bottom'): string {
  return position === 'top' ? '20px 20px 6px 6px' : '6px 6px 20px 20px';
}

/** One half of the scoreboard: name, the points huge, sinks and rebuttals, readable at arm's length. */
export function ScoreFace({ name, stats, tone, position, badge, note }: ScoreFaceProps) {
  const colour = TONE_COLOUR[tone];
  const arrow = <DragHint position={position} note={note} />;
  return (
    <Box
      data-tone={tone}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        px: 2.5,
        py: 1.5,
        borderRadius: faceRadius(position),
        border: `${tone === 'rebut' ? 5 : 3}px solid ${colour}`,
        bgcolor: tokens.background,
        boxShadow: tone === 'rebut' ? `0 0 24px ${colour}55, inset 0 0 32px ${colour}22` : 'none',
        fontVariantNumeric: 'tabular-nums',
        overflow: 'hidden',
      }}
    >
      {position === 'bottom' && arrow}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box
          component="span"
          sx={{
            fontSize: '1.75rem',
            fontWeight: 750,
            lineHeight: 1.2,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
        {badge && <ScoreBadge badge={badge} tone={tone} />}
      </Box>
      <ScorePoints score={stats.score} />
      <ScoreCounts stats={stats} />
      {position === 'top' && arrow}
    </Box>
  );
}

/** The short note beside the name ("Must rebut"), in the card's colour. */
function ScoreBadge({ badge, tone }: { badge: string; tone: ScoreTone }) {
  return (
    <Box
      component="span"
      sx={{
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontSize: '0.9375rem',
        fontWeight: 750,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        color: tone === 'rebut' ? '#04140b' : '#fff',
        bgcolor: TONE_COLOUR[tone],
        whiteSpace: 'nowrap',
      }}
    >
      {badge}
    </Box>
  );
}

/** The drag arrow toward the hinge, or a note in its place. */
function DragHint({ position, note }: Pick<ScoreFaceProps, 'position' | 'note'>) {
  const Arrow = position === 'top' ? KeyboardArrowDown : KeyboardArrowUp;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', color: 'text.secondary', height: 28, alignItems: 'center' }}>
      {note ? (
        <Box component="span" sx={{ fontSize: '0.875rem', color: tokens.warning }}>
          {note}
        </Box>
      ) : (
        <Arrow aria-hidden sx={{ fontSize: 32, opacity: 0.7 }} />
      )}
    </Box>
  );
}

/** The points, huge, under their label. */
function ScorePoints({ score }: { score: number }) {
  const t = useT();
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box
        component="span"
        sx={{
          fontSize: '1rem',
          fontWeight: 650,
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: '0.12em',
        }}
      >
        {t('liveGame.points')}
      </Box>
      <Box
        component="span"
        data-testid="points"
        sx={{ fontSize: 'clamp(4rem, 17vh, 8.5rem)', fontWeight: 800, lineHeight: 1 }}
      >
        {score}
      </Box>
    </Box>
  );
}

/** Sinks and rebuttals, side by side. */
function ScoreCounts({ stats }: { stats: TLiveSideStats }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: '1.375rem', fontWeight: 650 }}>
      <span>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, mr: 1 }}>
          {t('liveGame.sinks')}
        </Box>
        {stats.sinks}
      </span>
      <span>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, mr: 1 }}>
          {t('liveGame.rebuttals')}
        </Box>
        {stats.rebuttals}
      </span>
    </Box>
  );
}
