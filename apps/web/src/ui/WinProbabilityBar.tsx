import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n/use-t.ts';

export interface WinProbabilityBarProps {
  /** Player 1's chance to win, 0..1. */
  probability: number;
  player1: string;
  player2: string;
}

/** Whole percentages that add up to 100. */
function splitPercent(probability: number): [number, number] {
  const p1 = Math.round(Math.min(Math.max(probability, 0), 1) * 100);
  return [p1, 100 - p1];
}

/** The Elo win probability of player 1 over player 2 as one bar split in two, with both percentages. */
export function WinProbabilityBar({ probability, player1, player2 }: WinProbabilityBarProps) {
  const t = useT();
  const [p1, p2] = splitPercent(probability);
  return (
    <Box role="img" aria-label={t('winProbability.summary', { player1, p1, player2, p2 })}>
      <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1, gap: 2 }}>
        <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {p1}%
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('winProbability.label')}
        </Typography>
        <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {p2}%
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          height: 12,
          borderRadius: 999,
          overflow: 'hidden',
          bgcolor: 'background.raised',
          gap: '2px',
        }}
      >
        <Box
          sx={{ width: `${p1}%`, bgcolor: 'primary.main', transition: (theme) => theme.transitions.create('width') }}
        />
        <Box sx={{ flex: 1, bgcolor: 'secondary.main' }} />
      </Box>
    </Box>
  );
}
