/**
 * The player leaderboard's columns: rank, player, points, the statistics the domain's table marks as columns
 * (`column` in stat-fields.ts), last seen and last game.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TGameType, TLeaderboardRow } from '@caps/domain';
import { Avatar } from '../../../ui/Avatar.tsx';
import { formatDate } from '../../../ui/dates.ts';
import { PointsValue, rankColumn } from '../../../ui/leaderboard/leaderboard-cells.tsx';
import type { LeaderboardColumn } from '../../../ui/leaderboard/LeaderboardView.tsx';
import { PlayerStatsCard } from '../../../ui/PlayerStatsCard.tsx';
import { formatStat, LEADERBOARD_STAT_FIELDS, type StatField } from '../../../ui/stats-format.ts';
import { translate } from '../../../i18n/i18n.ts';
import { LadderChips } from '../../seasons/index.ts';

/** 'Never seen' / 'No games played' when the date is missing. */
function lastSeenText(row: TLeaderboardRow): string {
  return row.lastSeen ? formatDate(row.lastSeen) : translate('users.board.neverSeen');
}

function lastGameText(row: TLeaderboardRow): string {
  return row.lastGame ? formatDate(row.lastGame) : translate('users.board.noGames');
}

/**
 * The signed-in player's mark. Its text and border are the lighter accent: the accent itself read 3.5:1 on the
 * row's red tint, the lighter one keeps AA (you-chip-contrast.test.tsx).
 */
function YouChip() {
  return (
    <Chip
      label={translate('users.board.you')}
      size="small"
      variant="outlined"
      sx={{ fontWeight: 700, flexShrink: 0, color: 'primary.light', borderColor: 'primary.light' }}
    />
  );
}

/** Avatar and name linking to the profile; on devices with a mouse, hovering (or focusing) shows the stats card. */
function PlayerLink({
  row,
  gameType,
  withHoverCard,
}: {
  row: TLeaderboardRow;
  gameType: TGameType;
  withHoverCard: boolean;
}) {
  const link = (
    <Link
      component={RouterLink}
      to={`/players/${encodeURIComponent(row.id)}`}
      underline="hover"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 44,
        minWidth: 0,
        fontWeight: 700,
        fontSize: '1.0625rem',
      }}
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
      title={
        <PlayerStatsCard
          username={row.username}
          avatarHash={row.avatarHash}
          stats={row.stats}
          caption={translate(`gameType.${gameType}`)}
        />
      }
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

function PlayerName({
  row,
  gameType,
  isMe,
  withHoverCard,
}: {
  row: TLeaderboardRow;
  gameType: TGameType;
  isMe: boolean;
  withHoverCard: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
      <PlayerLink row={row} gameType={gameType} withHoverCard={withHoverCard} />
      {isMe && <YouChip />}
      <LadderChips provisional={row.provisional} inactive={row.inactive} />
    </Box>
  );
}

/** A date under its label, on a phone's card. */
function Dated({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="div" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {text}
      </Typography>
    </Box>
  );
}

/** A statistic's column: its value, and on a phone's card under its label. */
function statColumn({ key, label }: StatField): LeaderboardColumn<TLeaderboardRow> {
  return {
    key,
    header: translate(label),
    cell: (row) => formatStat(row.stats, key),
    cardCell: (row) => <Dated label={translate(label)} text={formatStat(row.stats, key)} />,
    card: 'detail',
    align: 'right',
    width: 130,
  };
}

/** The columns of one game type's leaderboard; `myId`'s row says 'You'. */
export function playerLeaderboardColumns(
  gameType: TGameType,
  myId: string | null,
): LeaderboardColumn<TLeaderboardRow>[] {
  return [
    rankColumn(),
    {
      key: 'player',
      header: translate('users.board.player'),
      cell: (row) => <PlayerName row={row} gameType={gameType} isMe={row.id === myId} withHoverCard />,
      cardCell: (row) => <PlayerName row={row} gameType={gameType} isMe={row.id === myId} withHoverCard={false} />,
      card: 'name',
      cellSx: { py: 0.5 },
    },
    {
      key: 'points',
      header: translate('users.board.points'),
      cell: (row) => <PointsValue points={row.stats.points} />,
      cardCell: (row) => (
        <>
          <PointsValue points={row.stats.points} />
          <Typography component="div" variant="caption" color="text.secondary">
            {translate('users.board.pointsUnit')}
          </Typography>
        </>
      ),
      card: 'value',
      align: 'right',
      width: 130,
    },
    ...LEADERBOARD_STAT_FIELDS.map(statColumn),
    {
      key: 'lastSeen',
      header: translate('users.board.lastSeen'),
      cell: lastSeenText,
      cardCell: (row) => <Dated label={translate('users.board.lastSeen')} text={lastSeenText(row)} />,
      card: 'detail',
      width: 150,
      pl: 4,
      cellSx: { color: 'text.secondary' },
    },
    {
      key: 'lastGame',
      header: translate('users.board.lastGame'),
      cell: lastGameText,
      cardCell: (row) => <Dated label={translate('users.board.lastGame')} text={lastGameText(row)} />,
      card: 'detail',
      width: 150,
      cellSx: { color: 'text.secondary' },
    },
  ];
}
