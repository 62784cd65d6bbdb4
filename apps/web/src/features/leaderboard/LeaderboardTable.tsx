import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { GAME_TYPE_LABELS } from '@caps/domain/enums';
import { highlightBg, lastGameText, lastSeenText, PlayerLink, PointsValue, RankNumber, YouChip, type LeaderboardRowsProps } from './leaderboard-parts.tsx';

/** The leaderboard as a table (tablets and desktops): rank, player, points, last seen, last game. */
export function LeaderboardTable({ rows, myId, gameType }: LeaderboardRowsProps) {
  return (
    <Card>
      <Table aria-label={`${GAME_TYPE_LABELS[gameType]} leaderboard`} sx={{ tableLayout: 'fixed', '& td, & th': { borderColor: 'divider' } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700, py: 1.5 } }}>
            <TableCell sx={{ width: 64, pl: 2.5 }}>
              <abbr title="Rank" style={{ textDecoration: 'none' }}>
                #
              </abbr>
            </TableCell>
            <TableCell>Player</TableCell>
            <TableCell align="right" sx={{ width: 130 }}>
              Points
            </TableCell>
            <TableCell sx={{ width: 150, pl: 4 }}>Last Seen</TableCell>
            <TableCell sx={{ width: 150 }}>Last Game</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const isMe = row.id === myId;
            return (
              <TableRow
                key={row.id}
                data-testid="leaderboard-row"
                aria-current={isMe ? 'true' : undefined}
                sx={{
                  '&:last-child td': { borderBottom: 0 },
                  ...(isMe && {
                    bgcolor: highlightBg,
                    '& td:first-of-type': { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
                  }),
                }}
              >
                <TableCell sx={{ pl: 2.5 }}>
                  <RankNumber rank={row.rank} />
                </TableCell>
                <TableCell sx={{ py: 0.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <PlayerLink row={row} gameType={gameType} withHoverCard />
                    {isMe && <YouChip />}
                  </Box>
                </TableCell>
                <TableCell align="right">
                  <PointsValue points={row.stats.points} />
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', pl: 4 }}>{lastSeenText(row)}</TableCell>
                <TableCell sx={{ color: 'text.secondary' }}>{lastGameText(row)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
