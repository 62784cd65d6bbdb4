import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView, TCompetitorStats } from '@caps/domain';
import { groupAdvanceOf, groupLetter, playoffSeedLabels } from '@caps/domain/brackets/formats/groups-playoffs';
import { competitorsOf, seedNumbers } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { useBracketClicks } from './bracket-clicks.tsx';
import { useBracketStyles } from './bracket-styles.ts';
import { EliminationDrawing } from './EliminationBracket.tsx';
import { RoundColumns } from './RoundColumns.tsx';
import { playoffOf } from './groups-playoff.ts';
import { StandingsTable } from './StandingsTable.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { roundWords } from '../../../i18n/round-names.ts';

/** Each competitor's group place ('A1', 'B2'): the playoff cards show it instead of the seed (issue 37). */
function groupPlaces(rows: readonly TCompetitorStats[]): Map<string, string> {
  const seen = new Map<number, number>();
  return new Map(
    rows.flatMap((row) => {
      if (row.group === undefined) return [];
      const place = (seen.get(row.group) ?? 0) + 1;
      seen.set(row.group, place);
      return [[row.competitorId, `${groupLetter(row.group)}${place}`] as const];
    }),
  );
}

/**
 * Groups into playoffs: each group's table and rounds, then the playoff bracket (its slots say whom they wait for).
 * The groups are plain elements styled once by the root (16 groups of a 64-player tournament).
 */
export function GroupsBracket(props: BracketProps) {
  const { tournament, actionsFor, highlightId, onHighlight, stream } = props;
  const names = new Map(competitorsOf(tournament).map((c) => [c.id, c.name]));
  const clicks = useBracketClicks();
  const root = useBracketStyles();
  const groups = new Map<number, TBracketEntryView[]>();
  for (const entry of tournament.bracketEntries) {
    const { group } = entry.place;
    if (entry.place.stage === 'group' && group !== null) groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const playoff = playoffOf(tournament.bracketEntries);
  const advance = groupAdvanceOf(tournament.settings);
  const seeds = seedNumbers(tournament);
  return (
    // Groups side by side as the width allows (one column on a phone), then the playoff.
    <Box
      onClick={clicks.onClick}
      className={root}
      data-stream={stream || undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}
    >
      {[...groups].map(([group, entries]) => (
        <GroupSection
          key={group}
          group={group}
          entries={entries}
          names={names}
          advance={advance}
          seeds={seeds}
          tournament={tournament}
          actionsFor={actionsFor}
          highlightId={highlightId}
          onHighlight={onHighlight}
          stream={stream}
        />
      ))}
      {playoff.firstRow && (
        // On the stream view the playoff may sit beside the group tables; on the page it has a row of its own.
        <Box
          component="section"
          aria-labelledby="playoff-title"
          sx={{ flex: stream ? '0 1 auto' : '1 1 100%', minWidth: 0 }}
        >
          <Typography id="playoff-title" variant="h3" component="h3" sx={{ mb: 1.5 }}>
            {translate('tournaments.bracket.playoff')}
          </Typography>
          <EliminationDrawing
            {...props}
            firstRow={playoff.firstRow}
            reset={false}
            seedPlaceholders={playoffSeedLabels(groups.size, advance)}
            seedMarks={groupPlaces(tournament.competitorTournamentStats)}
            nested
          />
        </Box>
      )}
      {clicks.popover}
    </Box>
  );
}

/** One group: its title, its table and, on the page, its rounds. */
function GroupSection({
  group,
  entries,
  names,
  advance,
  seeds,
  tournament,
  actionsFor,
  highlightId,
  onHighlight,
  stream,
}: Pick<BracketProps, 'tournament' | 'actionsFor' | 'highlightId' | 'onHighlight' | 'stream'> & {
  group: number;
  entries: TBracketEntryView[];
  names: Map<string, string>;
  advance: number;
  seeds: ReturnType<typeof seedNumbers>;
}) {
  const letter = groupLetter(group);
  const rounds = new Map<number, TBracketEntryView[]>();
  for (const entry of entries) {
    const { round } = entry.place;
    rounds.set(round, [...(rounds.get(round) ?? []), entry]);
  }
  const rows = tournament.competitorTournamentStats.filter((s) => s.group === group);
  return (
    <section className="group" aria-labelledby={`group-${letter}`}>
      <h3 id={`group-${letter}`} className="group-title">
        {translate('tournaments.bracket.group', { group: letter })}
      </h3>
      <StandingsTable
        rows={rows}
        names={names}
        label={translate('tournaments.bracket.groupStandings', { group: letter })}
        leaderDecided={entries.every((e) => e.final)}
        highlightId={highlightId}
        onHighlight={onHighlight}
      />
      {/* The stream view shows the tables; the page the games too. */}
      {!stream && <p className="group-note">{translate('tournaments.bracket.groupNote', { count: advance })}</p>}
      {!stream && (
        <div className="group-rounds">
          <RoundColumns
            rounds={[...rounds].map(([round, list]) => ({
              key: `${letter}-${round}`,
              title: list[0] ? roundWords(list[0].roundCode) : '',
              entries: list,
            }))}
            gameType={tournament.gameType}
            seeds={seeds}
            actionsFor={actionsFor}
            highlightId={highlightId}
            onHighlight={onHighlight}
          />
        </div>
      )}
    </section>
  );
}
