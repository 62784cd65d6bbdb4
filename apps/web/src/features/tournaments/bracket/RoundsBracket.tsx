import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView } from '@caps/domain';
import { ROUND_ROBIN_ROUND_STEP } from '@caps/domain/brackets/round-robin-circle';
import { competitorsOf, entrySide } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { EntryCard, entryCardStyles } from './EntryCard.tsx';
import { useNamePeek } from './name-peek.tsx';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * Formats played in rounds (round robin, Swiss): the standings in the server's order (the format's tie-breaks), then
 * every round made so far; `totalRounds` adds the rounds still to come (Swiss pairs each once the previous ends).
 */
export function RoundsBracket({ tournament, actionsFor, highlightId, onHighlight, totalRounds }: BracketProps & { totalRounds?: number }) {
  const names = new Map(competitorsOf(tournament).map((c) => [c.id, c.name]));
  const peek = useNamePeek();
  const rounds = new Map<number, TBracketEntryView[]>();
  for (const entry of tournament.bracketEntries) {
    const round = Math.floor(entry.coordinate / ROUND_ROBIN_ROUND_STEP);
    rounds.set(round, [...(rounds.get(round) ?? []), entry]);
  }
  return (
    // One shrinkable column: with the default `auto` column the standings table's width set the page's width on a phone;
    // now the table scrolls sideways inside its own box.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box component="section" aria-labelledby="rr-results" sx={{ minWidth: 0 }}>
        <Typography id="rr-results" variant="h3" component="h3" sx={{ mb: 1.5 }}>
          Results
        </Typography>
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
          <Table size="small" aria-label="Standings" sx={{ '& td, & th': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', px: 1.25 } }}>
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
              {tournament.competitorTournamentStats.map((s, i) => (
                <TableRow
                  key={s.competitorId}
                  hover
                  selected={s.competitorId === highlightId}
                  onMouseEnter={onHighlight ? () => onHighlight(s.competitorId) : undefined}
                  onMouseLeave={onHighlight ? () => onHighlight(null) : undefined}
                >
                  <TableCell sx={{ fontWeight: i === 0 && tournament.finished ? 750 : 500, maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {`${i + 1}. ${names.get(s.competitorId) ?? 'Unknown'}`}
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
      </Box>
      <Box onClick={peek.onClick} sx={[{ display: 'flex', flexWrap: 'wrap', gap: 3 }, entryCardStyles]}>
        {[...rounds].map(([round, entries]) => (
          <Box key={round} component="section" aria-labelledby={`rr-round-${round}`}>
            <Typography id={`rr-round-${round}`} variant="h6" component="h3" color="text.secondary" sx={{ mb: 1 }}>
              {totalRounds ? `Round ${round + 1} of ${totalRounds}` : `Round ${round + 1}`}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {entries.map((entry, i) => (
                <EntryCard
                  key={entry.id}
                  entry={entry}
                  gameType={tournament.gameType}
                  sides={[entrySide(entry, 1), entrySide(entry, 2)]}
                  label={`Round ${round + 1}, match ${i + 1}`}
                  actions={actionsFor?.(entry)}
                  highlightId={highlightId}
                  onHighlight={onHighlight}
                />
              ))}
            </Box>
          </Box>
        ))}
        {totalRounds !== undefined && rounds.size < totalRounds && !tournament.finished && (
          <Box component="section" aria-labelledby="rr-next-round">
            <Typography id="rr-next-round" variant="h6" component="h3" color="text.secondary" sx={{ mb: 1 }}>
              {`Round ${rounds.size + 1} of ${totalRounds}`}
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 184 }}>
              Paired by record once the round before is complete.
            </Typography>
          </Box>
        )}
      </Box>
      {peek.popover}
    </Box>
  );
}
