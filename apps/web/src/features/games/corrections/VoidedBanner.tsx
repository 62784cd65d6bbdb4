import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { TGameView } from '@caps/domain';
import { formatDateTime } from '../../../ui/dates.ts';

/** On a voided game's page: that it no longer counts, who voided it, when and why. */
export function VoidedBanner({ game }: { game: Pick<TGameView, 'voidReason' | 'voidedAt' | 'voidedByName'> }) {
  return (
    <Alert severity="error" variant="outlined" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>This game was voided</AlertTitle>
      Voided by {game.voidedByName ?? 'an admin'}
      {game.voidedAt && (
        <>
          {' '}
          on <time dateTime={game.voidedAt}>{formatDateTime(game.voidedAt)}</time>
        </>
      )}
      {game.voidReason && <>: “{game.voidReason}”</>}. It no longer counts in lists, leaderboards or stats.
    </Alert>
  );
}
