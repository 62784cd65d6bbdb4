import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TBracketEntryView } from '@caps/domain';
import { competitorsOf, entrySide, seedNumbers } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import { useBracketClicks } from './bracket-clicks.tsx';
import { useBracketStyles } from './bracket-styles.ts';
import { EntryCard } from './EntryCard.tsx';
import { RoundColumns } from './RoundColumns.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { roundWords } from '../../../i18n/round-names.ts';

/**
 * Formats played in rounds (round robin, Swiss): the standings in the server's order (the format's tie-breaks), then
 * every round made so far; `totalRounds` adds the rounds still to come (Swiss pairs each once the previous ends).
 */
export function RoundsBracket({
  tournament,
  actionsFor,
  highlightId,
  onHighlight,
  stream,
  totalRounds,
}: BracketProps & { totalRounds?: number }) {
  const names = new Map(competitorsOf(tournament).map((c) => [c.id, c.name]));
  const clicks = useBracketClicks();
  const root = useBracketStyles();
  const byRound = new Map<number, TBracketEntryView[]>();
  for (const entry of tournament.bracketEntries) {
    const { round } = entry.place;
    byRound.set(round, [...(byRound.get(round) ?? []), entry]);
  }
  const rounds = [...byRound].map(([round, entries]) => ({
    key: String(round),
    title: totalRounds
      ? translate('tournaments.round.nOf', { n: round + 1, total: totalRounds })
      : entries[0]
        ? roundWords(entries[0].roundCode)
        : '',
    entries,
  }));
  if (stream) return <RoundsStream tournament={tournament} names={names} rounds={rounds} />;
  return (
    // One shrinkable column: with the default `auto` column the standings table's width set the page's width on a phone;
    // now the table scrolls sideways inside its own box.
    <Box
      onClick={clicks.onClick}
      className={root}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
      <Box component="section" aria-labelledby="rr-results" sx={{ minWidth: 0 }}>
        <Typography id="rr-results" variant="h3" component="h3" sx={{ mb: 1.5 }}>
          {translate('tournaments.bracket.results')}
        </Typography>
        <StandingsTable
          rows={tournament.competitorTournamentStats}
          names={names}
          label={translate('tournaments.bracket.standings')}
          leaderDecided={tournament.finished}
          highlightId={highlightId}
          onHighlight={onHighlight}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <RoundColumns
          rounds={rounds}
          gameType={tournament.gameType}
          seeds={seedNumbers(tournament)}
          actionsFor={actionsFor}
          highlightId={highlightId}
          onHighlight={onHighlight}
        />
        {totalRounds !== undefined && byRound.size < totalRounds && !tournament.finished && (
          <Box component="section" aria-labelledby="rr-next-round">
            <Typography id="rr-next-round" variant="h6" component="h3" color="textSecondary" sx={{ mb: 1 }}>
              {translate('tournaments.round.nOf', { n: byRound.size + 1, total: totalRounds })}
            </Typography>
            <Typography color="textSecondary" sx={{ maxWidth: 184 }}>
              {translate('tournaments.bracket.nextRoundNote')}
            </Typography>
          </Box>
        )}
      </Box>
      {clicks.popover}
    </Box>
  );
}

/** Rows of one standings column on the stream view. */
const STREAM_STANDINGS_ROWS = 16;

/** The stream view: the standings in columns of 16 beside the round being played (or the last one). */
function RoundsStream({
  tournament,
  names,
  rounds,
}: {
  tournament: BracketProps['tournament'];
  names: ReadonlyMap<string, string>;
  rounds: ReadonlyArray<{ key: string; title: string; entries: readonly TBracketEntryView[] }>;
}) {
  const rows = tournament.competitorTournamentStats;
  const parts = Array.from({ length: Math.ceil(rows.length / STREAM_STANDINGS_ROWS) }, (_, i) =>
    rows.slice(i * STREAM_STANDINGS_ROWS, (i + 1) * STREAM_STANDINGS_ROWS),
  );
  const current = rounds.find((round) => round.entries.some((e) => !e.final)) ?? rounds.at(-1);
  const seeds = seedNumbers(tournament);
  const clicks = useBracketClicks();
  const root = useBracketStyles();
  return (
    <Box
      onClick={clicks.onClick}
      className={root}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}
    >
      {parts.map((part, i) => (
        <Box key={i} sx={{ flex: '0 1 auto', minWidth: 0 }}>
          <StandingsTable
            rows={part}
            firstRank={i * STREAM_STANDINGS_ROWS + 1}
            names={names}
            label={
              i === 0
                ? translate('tournaments.bracket.standings')
                : translate('tournaments.bracket.standingsFrom', { n: i * STREAM_STANDINGS_ROWS + 1 })
            }
            leaderDecided={tournament.finished}
          />
        </Box>
      ))}
      {current && (
        <Box component="section" aria-labelledby="stream-round" sx={{ flex: '1 1 400px', minWidth: 0 }}>
          <Typography id="stream-round" variant="h6" component="h3" color="textSecondary" sx={{ mb: 1 }}>
            {current.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {current.entries.map((entry, i) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                gameType={tournament.gameType}
                sides={[entrySide(entry, 1), entrySide(entry, 2)]}
                label={translate('tournaments.bracket.match', { round: current.title, n: i + 1 })}
                seeds={seeds}
              />
            ))}
          </Box>
        </Box>
      )}
      {clicks.popover}
    </Box>
  );
}
