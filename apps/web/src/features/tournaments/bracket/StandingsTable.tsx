import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TCompetitorStats } from '@caps/domain';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export interface StandingsTableProps {
  /** In the server's order (the format's tie-breaks). */
  rows: readonly TCompetitorStats[];
  names: ReadonlyMap<string, string>;
  label: string;
  /** Bold the leader's row (the tournament or the group is decided). */
  leaderDecided: boolean;
  /** Rank of the first row (a later part of split standings starts further down). */
  firstRank?: number;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
}

/** Games, points and sinks of each competitor, ranked as the server sends them; scrolls sideways inside its own box. */
export function StandingsTable({ rows, names, label, leaderDecided, firstRank = 1, highlightId, onHighlight }: StandingsTableProps) {
  return (
    <TableContainer
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.25,
        maxWidth: 640,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Player</TableCell>
            <TableCell align="right">Games</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell align="right">Difference</TableCell>
            <TableCell align="right">Sinks</TableCell>
            <TableCell align="right">Difference</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s, i) => (
            <TableRow
              key={s.competitorId}
              hover
              selected={s.competitorId === highlightId}
              onMouseEnter={onHighlight ? () => onHighlight(s.competitorId) : undefined}
              onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
            >
              <TableCell sx={{ fontWeight: i + firstRank === 1 && leaderDecided ? 750 : 500, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {`${i + firstRank}. ${names.get(s.competitorId) ?? 'Unknown'}`}
              </TableCell>
              <TableCell align="right">{`${s.wins}-${s.losses}`}</TableCell>
              <TableCell align="right">{`${s.points}-${s.pointsLost}`}</TableCell>
              <TableCell align="right">{signed(s.points - s.pointsLost)}</TableCell>
              <TableCell align="right">{`${s.sinks}-${s.sinksLost}`}</TableCell>
              <TableCell align="right">{signed(s.sinks - s.sinksLost)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
