import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TTeamRankRow } from '@caps/domain';
import { LIMITS } from '@caps/domain/limits';
import { useTeamLeaderboard } from '../../api/teams.ts';
import { useIsSmallScreen } from '../../app/layout/AppLayout.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { PlayerChip } from '../../ui/PlayerChip.tsx';
import { PointsValue, RankNumber } from '../leaderboard/leaderboard-parts.tsx';
import { TeamPicture } from '../teams/TeamPicture.tsx';

/** The 0-based page of `?page=` (1-based in the address). */
function pageOf(params: URLSearchParams): number {
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(asked) && asked > 1 ? asked - 1 : 0;
}

function TeamLink({ team }: { team: TTeamRankRow }) {
  return (
    <Link
      component={RouterLink}
      to={`/teams/${encodeURIComponent(team.id)}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, minHeight: 44, minWidth: 0, fontWeight: 700, fontSize: '1.0625rem' }}
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

function TeamTable({ rows }: { rows: TTeamRankRow[] }) {
  return (
    <Card>
      <Table aria-label="Team leaderboard" sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700, py: 1.5 } }}>
            <TableCell sx={{ width: 64, pl: 2.5 }}>
              <abbr title="Rank" style={{ textDecoration: 'none' }}>
                #
              </abbr>
            </TableCell>
            <TableCell>Team</TableCell>
            <TableCell align="right" sx={{ width: 140 }}>
              Team Points
            </TableCell>
            <TableCell sx={{ pl: 4 }}>Players</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="team-leaderboard-row" sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ pl: 2.5 }}>
                <RankNumber rank={row.rank} />
              </TableCell>
              <TableCell sx={{ py: 0.5 }}>
                <TeamLink team={row} />
              </TableCell>
              <TableCell align="right">
                <PointsValue points={row.doublesStats.points} />
              </TableCell>
              <TableCell sx={{ pl: 4, py: 0.5 }}>
                <Players team={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function TeamCards({ rows }: { rows: TTeamRankRow[] }) {
  return (
    <Stack component="ol" spacing={1.5} aria-label="Team leaderboard" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={row.id} data-testid="team-leaderboard-row" sx={{ px: 2, py: 1.5 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 1.5 }}>
            <RankNumber rank={row.rank} />
            <TeamLink team={row} />
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                Team Points
              </Typography>
              <PointsValue points={row.doublesStats.points} />
            </Box>
          </Box>
          <Box sx={{ mt: 0.5, pl: 4 }}>
            <Typography variant="caption" color="text.secondary">
              Players
            </Typography>
            <Players team={row} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

/** The Teams tab of /doubles: active teams with 5 accepted doubles games, by points, 10 a page (`?page=`). */
export function TeamLeaderboard() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const board = useTeamLeaderboard(page);
  const isPhone = useIsSmallScreen();
  const goTo = (next: number) =>
    setParams((prev) => {
      const updated = new URLSearchParams(prev);
      if (next === 0) updated.delete('page');
      else updated.set('page', String(next + 1));
      return updated;
    });

  if (board.isPending) return <Loading />;
  if (board.isError) {
    return (
      <Alert severity="error" role="alert">
        Failed to load the team leaderboard
      </Alert>
    );
  }
  const { content, totalPages } = board.data;
  if (content.length === 0) {
    return (
      <Card>
        <EmptyState
          title={page > 0 ? 'This page is empty' : `No team has played ${LIMITS.leaderboardMinGames} games`}
          icon={<LeaderboardOutlined fontSize="inherit" />}
          description={page > 0 ? undefined : `Teams enter the ranking after ${LIMITS.leaderboardMinGames} accepted doubles games.`}
        />
        {page > 0 && <Pager page={page} totalPages={Math.max(totalPages, page + 1)} onChange={goTo} label="Team leaderboard pages" />}
      </Card>
    );
  }
  return (
    <Box aria-busy={board.isPlaceholderData} sx={{ opacity: board.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease-out' }}>
      {isPhone ? <TeamCards rows={content} /> : <TeamTable rows={content} />}
      <Pager page={page} totalPages={totalPages} onChange={goTo} label="Team leaderboard pages" />
    </Box>
  );
}
