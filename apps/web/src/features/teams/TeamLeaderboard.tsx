import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TTeamRankRow } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useTeamLeaderboard } from '../../api/teams.ts';
import { PointsValue, rankColumn } from '../../ui/leaderboard/leaderboard-cells.tsx';
import type { LeaderboardColumn } from '../../ui/leaderboard/LeaderboardView.tsx';
import { PagedLeaderboard } from '../../ui/leaderboard/PagedLeaderboard.tsx';
import { PlayerChip } from '../../ui/PlayerChip.tsx';
import { usePageParam } from '../../ui/use-page-param.ts';
import { TeamPicture } from '../../ui/TeamPicture.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-t.ts';
import { emptyBoard, LadderChips, provisionalHeading, SeasonSwitcher, useSeasonParams } from '../seasons/index.ts';

function TeamLink({ team }: { team: TTeamRankRow }) {
  return (
    <Link
      component={RouterLink}
      to={`/teams/${encodeURIComponent(team.id)}`}
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
      <TeamPicture players={team.players} size="tiny" />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {team.name}
      </Box>
    </Link>
  );
}

function Players({ team }: { team: TTeamRankRow }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, minWidth: 0 }}>
      {team.players.map((p) => (
        <PlayerChip key={p.id} id={p.id} username={p.username} avatarHash={p.avatarHash} />
      ))}
    </Box>
  );
}

/** Rank, team, team points and its players; on a phone's card the players sit under the name. */
/** The team leaderboard's columns, in the active language. */
const teamColumns = (): LeaderboardColumn<TTeamRankRow>[] => [
  rankColumn(),
  {
    key: 'team',
    header: translate('teams.board.team'),
    cell: (row) => (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
        <TeamLink team={row} />
        <LadderChips provisional={row.provisional} inactive={row.inactive} />
      </Box>
    ),
    card: 'name',
    cellSx: { py: 0.5 },
  },
  {
    key: 'points',
    header: translate('teams.board.points'),
    cell: (row) => <PointsValue points={row.doublesStats.points} />,
    cardCell: (row) => (
      <>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate('teams.board.points')}
        </Typography>
        <PointsValue points={row.doublesStats.points} />
      </>
    ),
    card: 'value',
    align: 'right',
    width: 140,
  },
  {
    key: 'players',
    header: translate('teams.board.players'),
    cell: (row) => <Players team={row} />,
    cardCell: (row) => (
      <>
        <Typography variant="caption" color="text.secondary">
          {translate('teams.board.players')}
        </Typography>
        <Players team={row} />
      </>
    ),
    card: 'detail',
    pl: 4,
    cellSx: { py: 0.5 },
  },
];

/**
 * The Teams tab of /doubles: active teams with 5 accepted doubles games by points, and on the current season's board
 * the provisional teams after them; 10 a page (`?page=`).
 */
export function TeamLeaderboard() {
  useLanguage();
  const [page, goTo] = usePageParam();
  const { season, includeInactive, setSeason, setIncludeInactive } = useSeasonParams();
  const board = useTeamLeaderboard(page, season, includeInactive);
  return (
    <>
      <SeasonSwitcher
        season={season}
        onSeasonChange={setSeason}
        includeInactive={includeInactive}
        onIncludeInactiveChange={setIncludeInactive}
        withAdmin
      />
      <PagedLeaderboard
        board={board}
        page={page}
        onPageChange={goTo}
        label={translate('teams.board.label')}
        pagerLabel={translate('teams.board.pages')}
        failedText={translate('teams.board.failed')}
        empty={emptyBoard('teams', season, board.data?.onlyInactive ?? false, () => setIncludeInactive(true), {
          title: translate('teams.board.empty', { count: LIMITS.leaderboardMinGames }),
          description: translate('teams.board.emptyHint', { count: LIMITS.leaderboardMinGames }),
        })}
        columns={teamColumns()}
        rowTestId="team-leaderboard-row"
        cardDetailsSx={{ mt: 0.5, pl: 4 }}
        isMuted={(row) => row.inactive && includeInactive}
        sectionBefore={provisionalHeading}
      />
    </>
  );
}
