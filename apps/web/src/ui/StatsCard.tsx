import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { TGameType, TStatsView } from '@caps/domain';
import { GameTypeIcon } from './GameTypeIcon.tsx';
import { StatBlock } from './StatBlock.tsx';
import { formatStat, STAT_FIELDS, statField, type TStatKey } from './stats-format.ts';
import { useT } from '../i18n/use-t.ts';

const HEADLINE: readonly TStatKey[] = ['points', 'gamesPlayed', 'winLossRatio'];

/**
 * One game type's stats block: headline numbers, then every other statistic (unranked has no points). Its heading is an
 * h3 under a page's sections, an h2 where it is a section of its own.
 */
export function StatsCard({
  gameType,
  stats,
  headingLevel = 'h3',
}: {
  gameType: TGameType;
  stats: TStatsView;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const isRanked = gameType !== 'UNRANKED';
  const headline = HEADLINE.filter((key) => isRanked || key !== 'points');
  const rest = STAT_FIELDS.filter((f) => !HEADLINE.includes(f.key));
  const label = t(`gameType.${gameType}`);
  const headingId = `stats-${gameType}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <GameTypeIcon gameType={gameType} sx={{ color: 'text.secondary' }} />
        <Typography id={headingId} variant="h3" component={headingLevel}>
          {label}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${headline.length}, minmax(0, 1fr))`, gap: 2, mb: 2 }}>
        {headline.map((key) => (
          <StatBlock key={key} label={t(statField(key).label)} value={formatStat(stats, key)} />
        ))}
      </Box>
      {/* Phones: a compact grid of label-over-value; wider screens: two columns of label … value rows. */}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: '1fr 1fr' },
          columnGap: { xs: 1.5, sm: 3 },
          rowGap: { xs: 1.25, sm: 0 },
          m: 0,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {rest.map((field) => (
          <Box
            key={field.key}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              justifyContent: 'space-between',
              gap: { xs: 0, sm: 2 },
              py: { xs: 0, sm: 0.5 },
              minWidth: 0,
            }}
          >
            <Typography
              component="dt"
              color="text.secondary"
              sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' }, lineHeight: 1.3 }}
            >
              {t(field.label)}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                fontSize: { xs: '1rem', sm: '0.875rem' },
              }}
            >
              {formatStat(stats, field.key)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
