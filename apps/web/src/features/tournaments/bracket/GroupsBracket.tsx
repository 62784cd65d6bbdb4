import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView } from '@caps/domain';
import { groupAdvanceOf, groupLetter, groupOfCoordinate, groupRoundOfCoordinate, playoffSeedLabels } from '@caps/domain/brackets/formats/groups-playoffs';
import { competitorsOf, seedNumbers } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { EliminationDrawing } from './EliminationBracket.tsx';
import { entryCardStyles } from './EntryCard.tsx';
import { useNamePeek } from './name-peek.tsx';
import { RoundColumns } from './RoundColumns.tsx';
import { playoffOf } from './groups-playoff.ts';
import { StandingsTable } from './StandingsTable.tsx';

/** Groups into playoffs: each group's table and rounds, then the playoff bracket (its slots say whom they wait for). */
export function GroupsBracket(props: BracketProps) {
  const { tournament, actionsFor, highlightId, onHighlight, stream } = props;
  const names = new Map(competitorsOf(tournament).map((c) => [c.id, c.name]));
  const peek = useNamePeek();
  const groups = new Map<number, TBracketEntryView[]>();
  for (const entry of tournament.bracketEntries) {
    const group = groupOfCoordinate(entry.coordinate);
    if (group !== null) groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const playoff = playoffOf(tournament.bracketEntries);
  const advance = groupAdvanceOf(tournament.settings);
  return (
    // Groups side by side as the width allows (one column on a phone), then the playoff.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      {[...groups].map(([group, entries]) => {
        const letter = groupLetter(group);
        const rounds = new Map<number, TBracketEntryView[]>();
        for (const entry of entries) {
          const round = groupRoundOfCoordinate(entry.coordinate);
          rounds.set(round, [...(rounds.get(round) ?? []), entry]);
        }
        const rows = tournament.competitorTournamentStats.filter((s) => s.group === group);
        return (
          <Box
            key={group}
            component="section"
            aria-labelledby={`group-${letter}`}
            sx={{ flex: stream ? '0 1 auto' : '1 1 560px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
          >
            <Typography id={`group-${letter}`} variant="h3" component="h3">
              {`Group ${letter}`}
            </Typography>
            <StandingsTable rows={rows} names={names} label={`Group ${letter} standings`} leaderDecided={entries.every((e) => e.final)} highlightId={highlightId} onHighlight={onHighlight} />
            {!stream && <Typography variant="body2" color="text.secondary">{`The top ${advance} go on to the playoff.`}</Typography>}
            {/* The stream view shows the tables; the page the games too. */}
            {!stream && (
              <Box onClick={peek.onClick} sx={[{ display: 'flex', flexWrap: 'wrap', gap: 3 }, entryCardStyles]}>
                <RoundColumns
                  rounds={[...rounds].map(([round, list]) => ({ key: `${letter}-${round}`, title: `Group ${letter} · Round ${round + 1}`, entries: list }))}
                  gameType={tournament.gameType}
                  seeds={seedNumbers(tournament)}
                  actionsFor={actionsFor}
                  highlightId={highlightId}
                  onHighlight={onHighlight}
                />
              </Box>
            )}
          </Box>
        );
      })}
      {playoff.firstRow && (
        // On the stream view the playoff may sit beside the group tables; on the page it has a row of its own.
        <Box component="section" aria-labelledby="playoff-title" sx={{ flex: stream ? '0 1 auto' : '1 1 100%', minWidth: 0 }}>
          <Typography id="playoff-title" variant="h3" component="h3" sx={{ mb: 1.5 }}>
            Playoff
          </Typography>
          <EliminationDrawing {...props} firstRow={playoff.firstRow} reset={false} seedPlaceholders={playoffSeedLabels(groups.size, advance)} />
        </Box>
      )}
      {peek.popover}
    </Box>
  );
}
