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
import { useIsPhone } from '../../../ui/use-is-phone.ts';
import type { DoublesSide } from './doubles-sides.ts';
import { useT } from '../../../i18n/use-t.ts';

type Line = DoublesSide['lines'][number];

function PlayerName({ line }: { line: Line }) {
  return (
    <Link component={RouterLink} to={`/players/${encodeURIComponent(line.id)}`} sx={{ overflowWrap: 'anywhere' }}>
      {line.username}
    </Link>
  );
}

/** On a desktop: a table, a player a row. */
function LinesTable({ side }: { side: DoublesSide }) {
  const t = useT();
  return (
    <Table
      size="small"
      aria-label={t('doubles.byPlayerLabel', { team: side.name })}
      sx={{ '& td, & th': { borderColor: 'divider', px: 1 } }}
    >
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
          <TableRow
            key={line.id}
            sx={{
              '&:last-child td': { borderBottom: 0 },
              '& td': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
            }}
          >
            <TableCell>
              <PlayerName line={line} />
            </TableCell>
            <TableCell align="right">{line.score}</TableCell>
            <TableCell align="right">{line.rebuttals}</TableCell>
            <TableCell align="right">{line.sinks}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * On a phone: a player a block, the whole name on its own line and the three numbers under it, so that no name is cut
 * (a table's number columns left a name about 120 px in Polish).
 */
function LinesList({ side }: { side: DoublesSide }) {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('doubles.byPlayerLabel', { team: side.name })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {side.lines.map((line) => (
        <Box
          component="li"
          key={line.id}
          data-testid="doubles-player-line"
          sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={{ fontWeight: 600 }}>
            <PlayerName line={line} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 0.5 }}>
            <StatBlock label={t('tournaments.result.points')} value={line.score} />
            <StatBlock label={t('games.detail.rebuttals')} value={line.rebuttals} />
            <StatBlock label={t('games.detail.sinks')} value={line.sinks} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A team's line of a doubles game: score, points change, beers, then points, rebuttals and sinks by player. */
export function DoublesTeamCard({ side }: { side: DoublesSide }) {
  const t = useT();
  const isPhone = useIsPhone();
  return (
    <GameSideCard name={side.name} isWinner={side.isWinner} nakedLap={side.nakedLap}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, mb: 2 }}>
        <StatBlock label={t('games.detail.score')} value={side.score} />
        <StatBlock
          label={t('games.detail.pointsChange')}
          value={side.stands ? <PointsDelta value={side.pointsChange} /> : t('games.detail.notCounted')}
        />
        <StatBlock label={t('games.detail.beersDowned')} value={formatDecimal(side.beersDowned)} />
      </Box>
      {isPhone ? <LinesList side={side} /> : <LinesTable side={side} />}
    </GameSideCard>
  );
}
