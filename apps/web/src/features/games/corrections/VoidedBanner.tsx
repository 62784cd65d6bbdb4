import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TGameView } from '@caps/domain';
import { formatDateTime } from '../../../ui/dates.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RichMessage } from '../../../i18n/RichMessage.tsx';

/** On a voided game's page: that it no longer counts, who voided it, when and why. */
export function VoidedBanner({ game }: { game: Pick<TGameView, 'voidReason' | 'voidedAt' | 'voidedByName'> }) {
  const t = useT();
  const titleId = useId();
  const name = game.voidedByName ?? t('corrections.voided.anAdmin');
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 2, overflowWrap: 'anywhere' }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, color: 'error.light', mb: 0.5 }}>
        {t('corrections.voided.title')}
      </Typography>
      {/* Three sentences of their own: a reason ending in a full stop never meets the next one's. */}
      <Typography>
        {game.voidedAt ? (
          <RichMessage
            id="corrections.voided.byOn"
            values={{ name, time: <time dateTime={game.voidedAt}>{formatDateTime(game.voidedAt)}</time> }}
          />
        ) : (
          t('corrections.voided.by', { name })
        )}
      </Typography>
      {game.voidReason && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {t('corrections.voided.reason', { reason: game.voidReason })}
        </Typography>
      )}
      <Typography color="text.secondary">{t('corrections.voided.noLonger')}</Typography>
    </Box>
  );
}
