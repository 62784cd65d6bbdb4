import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TStatsView } from '@caps/domain';
import { Avatar } from './Avatar.tsx';
import { formatStat, statField, type TStatKey } from './stats-format.ts';
import { useT } from '../i18n/use-t.ts';

const CARD_STATS: readonly TStatKey[] = [
  'points',
  'avgRebuttals',
  'gamesPlayed',
  'gamesWon',
  'gamesLost',
  'winLossRatio',
  'nakedLaps',
];

export interface PlayerStatsCardProps {
  username: string;
  avatarHash?: string | null;
  stats: TStatsView;
  /** Heading above the rows, e.g. the game type. */
  caption?: string;
}

/** A player's avatar, name and headline stats: the content of the player hover card. */
export function PlayerStatsCard({ username, avatarHash, stats, caption }: PlayerStatsCardProps) {
  const t = useT();
  return (
    <Box sx={{ p: 2, minWidth: 240, color: 'text.primary' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Avatar username={username} avatarHash={avatarHash} size="medium" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 750, fontSize: '1.125rem', color: 'primary.light', overflowWrap: 'anywhere' }}>
            {username}
          </Typography>
          {caption && (
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          )}
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {CARD_STATS.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(statField(key).label)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatStat(stats, key)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
