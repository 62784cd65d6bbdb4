import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TGameView } from '@caps/domain';
import { formatDateTime } from '../../../ui/dates.ts';

/** On a voided game's page: that it no longer counts, who voided it, when and why. */
export function VoidedBanner({ game }: { game: Pick<TGameView, 'voidReason' | 'voidedAt' | 'voidedByName'> }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 2, overflowWrap: 'anywhere' }}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, color: 'error.light', mb: 0.5 }}>
        This game was voided
      </Typography>
      <Typography>
        Voided by {game.voidedByName ?? 'an admin'}
        {game.voidedAt && (
          <>
            {' '}
            on <time dateTime={game.voidedAt}>{formatDateTime(game.voidedAt)}</time>
          </>
        )}
        {game.voidReason && <>: “{game.voidReason}”</>}. It no longer counts in lists, leaderboards or stats.
      </Typography>
    </Box>
  );
}
