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
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 2, overflowWrap: 'anywhere' }}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, color: 'error.light', mb: 0.5 }}>
        {t('corrections.voided.title')}
      </Typography>
      <Typography>
        {t('corrections.voided.by', { name: game.voidedByName ?? t('corrections.voided.anAdmin') })}
        {game.voidedAt && <RichMessage id="corrections.voided.on" values={{ time: <time dateTime={game.voidedAt}>{formatDateTime(game.voidedAt)}</time> }} />}
        {game.voidReason && t('corrections.voided.reason', { reason: game.voidReason })}
        {t('corrections.voided.noLonger')}
      </Typography>
    </Box>
  );
}
