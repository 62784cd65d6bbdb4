import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerLine } from './doubles/doubles-form.ts';
import { ScoreField } from './ScoreField.tsx';
import { useT } from '../../i18n/use-t.ts';

const pairSx = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } } as const;
/** Three steppers fit side by side from `sm` on; on a phone the third goes under the first two. */
const tripleSx = {
  ...pairSx,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** What PlayerLines shows of a player: rebuttals only where the form asks for them. */
type ShownLine = Pick<PlayerLine, 'score' | 'sinks'> & Partial<Pick<PlayerLine, 'rebuttals'>>;

export interface PlayerLinesProps {
  players: ReadonlyArray<{ id: string; username: string }>;
  lineOf: (playerId: string) => ShownLine;
  scoreMax: number;
  sinksMax: number;
  /** Asks for each player's rebuttals too, 0 to this (doubles: they are posted, not derived from the sinks). */
  rebuttalsMax?: number;
  onChange: (playerId: string, patch: Partial<PlayerLine>) => void;
}

/** Each player's points and sinks (and rebuttals when asked), steppers side by side (the doubles form, a correction). */
export function PlayerLines({ players, lineOf, scoreMax, sinksMax, rebuttalsMax, onChange }: PlayerLinesProps) {
  const t = useT();
  return (
    <>
      {players.map((p) => (
        // On a phone the frame goes, so that two steppers fit side by side.
        <Box
          key={p.id}
          component="fieldset"
          sx={{
            border: { xs: 0, sm: 1 },
            borderColor: { sm: 'divider' },
            borderRadius: 2,
            px: { xs: 0, sm: 2 },
            pt: 0.5,
            pb: { xs: 0, sm: 1.5 },
            m: 0,
            minWidth: 0,
          }}
        >
          <Typography component="legend" sx={{ px: { xs: 0, sm: 0.5 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('games.lines.stats', { name: p.username })}
          </Typography>
          <Box sx={rebuttalsMax === undefined ? pairSx : tripleSx}>
            <ScoreField
              label={t('games.lines.points', { name: p.username })}
              value={lineOf(p.id).score}
              max={scoreMax}
              onChange={(score) => onChange(p.id, { score })}
            />
            <ScoreField
              label={t('games.lines.sinks', { name: p.username })}
              value={lineOf(p.id).sinks}
              max={sinksMax}
              onChange={(sinks) => onChange(p.id, { sinks })}
            />
            {rebuttalsMax !== undefined && (
              <ScoreField
                label={t('games.lines.rebuttals', { name: p.username })}
                value={lineOf(p.id).rebuttals ?? 0}
                max={rebuttalsMax}
                onChange={(rebuttals) => onChange(p.id, { rebuttals })}
              />
            )}
          </Box>
        </Box>
      ))}
    </>
  );
}

/** A team's points, added up from its players' points as they are chosen (never typed: the two could disagree). */
export function TeamScore({ label, score }: { label: string; score: number }) {
  const t = useT();
  const id = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1,
        minHeight: 56,
        bgcolor: 'action.hover',
        borderRadius: 2,
      }}
    >
      <Box>
        <Typography id={id} sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('games.post.teamSum')}
        </Typography>
      </Box>
      <Typography
        component="output"
        aria-labelledby={id}
        aria-live="polite"
        sx={{ fontSize: '1.75rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        {score}
      </Typography>
    </Box>
  );
}
