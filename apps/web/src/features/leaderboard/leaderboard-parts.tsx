/** Pieces shared by the leaderboard's table (desktop) and cards (phone). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { TGameType, TLeaderboardRow } from '@caps/domain';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { Avatar } from '../../ui/Avatar.tsx';
import { formatDate } from '../../ui/dates.ts';
import { PlayerStatsCard } from '../../ui/PlayerStatsCard.tsx';
import { formatDecimal } from '../../ui/stats-format.ts';

export interface LeaderboardRowsProps {
  rows: TLeaderboardRow[];
  /** The signed-in player, whose row is highlighted. */
  myId: string | null;
  gameType: TGameType;
}

/** 'Never seen' / 'No games played' when the date is missing. */
export function lastSeenText(row: TLeaderboardRow): string {
  return row.lastSeen ? formatDate(row.lastSeen) : 'Never seen';
}

export function lastGameText(row: TLeaderboardRow): string {
  return row.lastGame ? formatDate(row.lastGame) : 'No games played';
}

/** The rank as '1.', bold and in tabular figures. */
export function RankNumber({ rank }: { rank: number }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', minWidth: '3ch', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: rank <= 3 ? 'text.primary' : 'text.secondary' }}
    >
      {rank}.
    </Box>
  );
}

/** Points, large. */
export function PointsValue({ points }: { points: number }) {
  return (
    <Box component="span" sx={{ fontSize: '1.375rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatDecimal(points)}
    </Box>
  );
}

/** The signed-in player's row: a faint accent tint. */
export const highlightBg = (theme: Theme) => alpha(theme.palette.primary.main, 0.12);

export function YouChip() {
  return <Chip label="You" size="small" color="primary" variant="outlined" sx={{ fontWeight: 700, flexShrink: 0 }} />;
}

/** Avatar and name linking to the profile; on devices with a mouse, hovering (or focusing) shows the stats card. */
export function PlayerLink({ row, gameType, withHoverCard }: { row: TLeaderboardRow; gameType: TGameType; withHoverCard: boolean }) {
  const link = (
    <Link
      component={RouterLink}
      to={`/players/${encodeURIComponent(row.id)}`}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 44, minWidth: 0, fontWeight: 700, fontSize: '1.0625rem' }}
    >
      <Avatar username={row.username} avatarHash={row.avatarHash} size="tiny" />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.username}
      </Box>
    </Link>
  );
  if (!withHoverCard) return link;
  return (
    <Tooltip
      title={<PlayerStatsCard username={row.username} avatarHash={row.avatarHash} stats={row.stats} caption={GAME_TYPE_LABELS[gameType]} />}
      placement="right-start"
      enterDelay={300}
      enterNextDelay={300}
      describeChild
      slotProps={{ tooltip: { sx: { p: 0, maxWidth: 'none', boxShadow: 8 } } }}
    >
      {link}
    </Tooltip>
  );
}
