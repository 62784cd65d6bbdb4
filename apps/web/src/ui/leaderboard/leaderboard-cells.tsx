/** Cells every leaderboard shows: the rank and the points. */
import Box from '@mui/material/Box';
import { formatDecimal } from '../stats-format.ts';
import type { LeaderboardColumn } from './LeaderboardView.tsx';
import { translate } from '../../i18n/i18n.ts';

/** The rank as '1.', bold and in tabular figures. */
function RankNumber({ rank }: { rank: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: '3ch',
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        color: rank <= 3 ? 'text.primary' : 'text.secondary',
      }}
    >
      {rank}.
    </Box>
  );
}

/** Points, large. */
export function PointsValue({ points }: { points: number }) {
  return (
    <Box
      component="span"
      sx={{ fontSize: '1.375rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatDecimal(points)}
    </Box>
  );
}

/** The first column of every leaderboard: '#', the rank. */
export function rankColumn<Row extends { rank: number }>(): LeaderboardColumn<Row> {
  return {
    key: 'rank',
    header: (
      <abbr title={translate('common.rank')} style={{ textDecoration: 'none' }}>
        #
      </abbr>
    ),
    cell: (row) => <RankNumber rank={row.rank} />,
    card: 'rank',
    width: 64,
    pl: 2.5,
  };
}
