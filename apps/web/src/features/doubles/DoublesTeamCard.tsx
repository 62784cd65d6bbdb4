import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { Link as RouterLink } from 'react-router';
import { PointsDelta } from '../../ui/PointsDelta.tsx';
import { StatBlock } from '../../ui/StatBlock.tsx';
import { formatDecimal } from '../../ui/stats-format.ts';
import type { DoublesSide } from './doubles-sides.ts';

/** A team's line of a doubles game: score, points change, beers, then points, rebuttals and sinks by player. */
export function DoublesTeamCard({ side }: { side: DoublesSide }) {
  const headingId = `doubles-team-${side.teamId ?? side.name}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-winner={side.isWinner ? 'true' : undefined}
      sx={{ p: 2.5, ...(side.isWinner && { borderWidth: 3, borderColor: 'primary.main' }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ color: 'primary.light', flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {side.name}
        </Typography>
        {side.isWinner && <Chip icon={<EmojiEventsOutlined />} label="Winner" color="primary" size="small" sx={{ fontWeight: 700 }} />}
        {side.nakedLap && <Chip label="Naked lap" color="warning" variant="outlined" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mb: 2 }}>
        <StatBlock label="Score" value={side.score} />
        <StatBlock label="Points change" value={<PointsDelta value={side.pointsChange} />} />
        <StatBlock label="Beers downed" value={formatDecimal(side.beersDowned)} />
      </Box>
      <Table size="small" aria-label={`${side.name}: points, rebuttals and sinks by player`} sx={{ '& td, & th': { borderColor: 'divider', px: 1 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700 } }}>
            <TableCell>By player</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell align="right">Rebuttals</TableCell>
            <TableCell align="right">Sinks</TableCell>
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
    </Card>
  );
}
