import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import type { TSeasonHistoryRow } from '@caps/domain';
import { formatDecimal } from '../../ui/stats-format.ts';
import { seasonName } from './season-name.ts';
import { useT } from '../../i18n/use-t.ts';

/** "Season history": the final place and points of each past season (by game type for a player). */
export function SeasonHistory({
  rows,
  withGameType = true,
}: {
  rows: readonly TSeasonHistoryRow[];
  withGameType?: boolean;
}) {
  const t = useT();
  return (
    <Card component="section" aria-labelledby="season-history" sx={{ p: 2.5, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <HistoryEduOutlined sx={{ color: 'text.secondary' }} />
        <Typography id="season-history" variant="h3" component="h3">
          {t('seasons.history.title')}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('seasons.history.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="season-history">
          {rows.map((r) => (
            <Box
              component="li"
              key={`${r.seasonId}:${r.gameType}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                columnGap: 2,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 700, flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
                {seasonName(r.name)}
                {withGameType && (
                  <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                    {' · '}
                    {t(`gameType.${r.gameType}`)}
                  </Typography>
                )}
              </Typography>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.rank === null ? t('seasons.history.unranked') : t('seasons.history.rank', { rank: r.rank })}
              </Typography>
              <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('seasons.history.line', { points: formatDecimal(r.points), count: r.gamesPlayed })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
