import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { GameSideCard } from '../../../ui/GameDetailLayout.tsx';
import { PointsDelta } from '../../../ui/PointsDelta.tsx';
import { StatBlock } from '../../../ui/StatBlock.tsx';
import { formatDecimal } from '../../../ui/stats-format.ts';
import type { DoublesSide } from './doubles-sides.ts';
import { useT } from '../../../i18n/use-t.ts';

/** A team's line of a doubles game: score, points change, beers, then points, rebuttals and sinks by player. */
export function DoublesTeamCard({ side }: { side: DoublesSide }) {
  const t = useT();
  return (
    <GameSideCard name={side.name} isWinner={side.isWinner} nakedLap={side.nakedLap}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mb: 2 }}>
        <StatBlock label={t('games.detail.score')} value={side.score} />
        <StatBlock label={t('games.detail.pointsChange')} value={side.stands ? <PointsDelta value={side.pointsChange} /> : t('games.detail.notCounted')} />
        <StatBlock label={t('games.detail.beersDowned')} value={formatDecimal(side.beersDowned)} />
      </Box>
      <Table size="small" aria-label={t('doubles.byPlayerLabel', { team: side.name })} sx={{ '& td, & th': { borderColor: 'divider', px: 1 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700 } }}>
            <TableCell>{t('doubles.byPlayer')}</TableCell>
            <TableCell align="right">{t('tournaments.result.points')}</TableCell>
            <TableCell align="right">{t('games.detail.rebuttals')}</TableCell>
            <TableCell align="right">{t('games.detail.sinks')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {side.lines.map((line) => (
            <TableRow key={line.id} sx={{ '&:last-child td': { borderBottom: 0 }, '& td': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}>
              <TableCell sx={{ maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/players/${encodeURIComponent(line.id)}`}>
                  {line.username}
                </Link>
              </TableCell>
              <TableCell align="right">{line.score}</TableCell>
              <TableCell align="right">{line.rebuttals}</TableCell>
              <TableCell align="right">{line.sinks}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </GameSideCard>
  );
}
