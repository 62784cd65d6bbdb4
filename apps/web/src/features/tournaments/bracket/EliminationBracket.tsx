import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import type { TBracketEntryType, TBracketEntryView, TSlotSource } from '@caps/domain';
import { competitorsOf, entrySide, seedNumbers } from '../tournament-rules.ts';
import type { BracketProps } from './bracket-props.ts';
import {
  CARD_HEIGHT,
  eliminationGeometry,
  fitScale,
  hasReset,
  WINNER_WIDTH,
  type TBracketGeometry,
  type TPlacedEntry,
} from './bracket-layout.ts';
import { useBracketClicks } from './bracket-clicks.tsx';
import { useBracketStyles } from './bracket-styles.ts';
import { EntryCard } from './EntryCard.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { roundWords } from '../../../i18n/round-names.ts';

/**
 * Each card's name for screen readers and placeholders, from its round's code and its place: 'Quarter finals, match
 * 2', 'Lower round 3, match 1', 'Grand Final reset' (a round of one match after the one it may follow).
 */
function entryLabels(entries: readonly TPlacedEntry[]): Map<number, string> {
  return new Map(
    entries.map((placed) => {
      const round = roundWords(placed.roundCode);
      const label =
        placed.roundCode.code === 'GRAND_FINAL_RESET'
          ? round
          : translate('tournaments.bracket.match', { round, n: placed.place.match + 1 });
      return [placed.coordinate, label] as const;
    }),
  );
}

/**
 * Single or double elimination: the tournament's whole bracket, and on the page (not the stream view) every
 * competitor's games, points and sinks below it.
 */
export function EliminationBracket(props: BracketProps) {
  const { tournament, stream, highlightId, onHighlight } = props;
  const rows = tournament.competitorTournamentStats;
  const root = useBracketStyles();
  return (
    <>
      <EliminationDrawing {...props} firstRow={tournament.size} reset={hasReset(tournament)} />
      {!stream && rows.length > 0 && (
        <Box component="section" aria-labelledby="elimination-standings" className={root} sx={{ mt: 3 }}>
          <Typography id="elimination-standings" variant="h3" component="h3" sx={{ mb: 1.5 }}>
            {translate('tournaments.bracket.standings')}
          </Typography>
          <StandingsTable
            rows={rows}
            names={new Map(competitorsOf(tournament).map((c) => [c.id, c.name]))}
            label={translate('tournaments.bracket.standings')}
            leaderDecided={tournament.finished}
            byPlace
            highlightId={highlightId}
            onHighlight={onHighlight}
          />
        </Box>
      )}
    </>
  );
}

export interface EliminationDrawingProps extends BracketProps {
  /** The bracket's first row (a single or double elimination size code, or a playoff's RO_n). */
  firstRow: TBracketEntryType;
  /** Draw the grand final reset. */
  reset: boolean;
  /** What first-row slots wait for before they are filled (a playoff: '1st Group A'). */
  seedPlaceholders?: ReadonlyMap<number, readonly [string | null, string | null]>;
  /** Drawn inside another drawing's root (a groups tournament's playoff), which carries the styles and handles clicks. */
  nested?: boolean;
  /** What the cards show before a name instead of the seed number (a playoff: the group place, 'A1'). */
  seedMarks?: ReadonlyMap<string, number | string>;
}

/**
 * Where an empty slot's competitor will come from: 'Winner of Semi finals, match 1', 'Loser of Ro 16, match 3'; the
 * grand final reset says whom it is for, or that it was not needed.
 */
function placeholdersOf(
  placed: TPlacedEntry,
  entry: TBracketEntryView,
  labels: ReadonlyMap<number, string>,
  seeded: readonly [string | null, string | null] | undefined,
): [string | null, string | null] {
  if (placed.roundCode.code === 'GRAND_FINAL_RESET')
    return entry.bye
      ? [translate('tournaments.bracket.notNeeded'), translate('tournaments.bracket.notNeeded')]
      : [translate('tournaments.bracket.upperChampion'), translate('tournaments.bracket.ifLowerWins')];
  if (entry.bye) return [null, null];
  const of = (source: TSlotSource, slot: 0 | 1) =>
    source.kind === 'seed'
      ? (seeded?.[slot] ?? null)
      : translate(source.kind === 'winner' ? 'tournaments.bracket.winnerOf' : 'tournaments.bracket.loserOf', {
          match: labels.get(source.from) ?? translate('tournaments.bracket.previousRound'),
        });
  return [of(placed.sources[0], 0), of(placed.sources[1], 1)];
}

/** The connectors and the section and column titles under the cards. */
function DrawingBackdrop({ geometry }: { geometry: TBracketGeometry }) {
  return (
    <>
      <Box
        component="svg"
        aria-hidden
        width={geometry.width}
        height={geometry.height}
        sx={{ position: 'absolute', inset: 0, color: 'divider', pointerEvents: 'none' }}
      >
        {geometry.connectors.map((d) => (
          <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth={1.5} />
        ))}
      </Box>
      {geometry.sectionTitles.map((t) => (
        <h3 key={t.text} className="section-title" style={{ left: t.x, top: t.y }}>
          {t.text}
        </h3>
      ))}
      {geometry.columnTitles.map((t) => (
        <p key={`${t.text}-${t.x}-${t.y}`} className="column-title" style={{ left: t.x, top: t.y }}>
          {t.text}
        </p>
      ))}
    </>
  );
}

/** The trophy and the winner's name (or 'TBD') at the end of the drawing. */
function WinnerLabel({ at, name }: { at: { x: number; y: number }; name: string | null }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        left: at.x + 8,
        top: at.y - 26,
        width: WINNER_WIDTH - 8,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <EmojiEventsOutlined sx={{ color: name ? 'warning.main' : 'text.secondary' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {translate('tournaments.bracket.winner')}
        </Typography>
        <Typography noWrap sx={{ fontWeight: 750 }} title={name ?? undefined}>
          {name ?? translate('tournaments.bracket.tbd')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The tournament's winner's name (a player's or a team's); null while it has none. */
function winnerNameOf({ winner }: EliminationDrawingProps['tournament']): string | null {
  if (!winner) return null;
  return 'user' in winner ? winner.user.username : winner.team.name;
}

/** Columns of entry cards with connectors, drawn smaller to fit a little too narrow a box, else scrolling sideways. */
export function EliminationDrawing({
  tournament,
  firstRow,
  reset,
  seedPlaceholders,
  nested = false,
  seedMarks,
  stream = false,
  actionsFor,
  sidesFor,
  dropFor,
  highlightId,
  onHighlight,
}: EliminationDrawingProps) {
  // Not memoised: its titles and labels are in the active language, and a layout's geometry takes microseconds.
  const geometry = eliminationGeometry(firstRow, { reset });
  const byCoordinate = new Map(tournament.bracketEntries.map((e) => [e.coordinate, e]));
  const winnerName = winnerNameOf(tournament);
  const labels = entryLabels(geometry.entries);
  const seeds = seedMarks ?? seedNumbers(tournament);
  const clicks = useBracketClicks();
  const root = useBracketStyles();
  const region = useRef<HTMLDivElement>(null);
  const available = useAvailableWidth(region);
  // Only the page's own drawing: the stream view scales the whole screen itself, and a playoff drawn inside another
  // drawing may take its width from the drawing (a box sized by what it holds would shrink it again and again).
  const scale = nested || stream ? 1 : fitScale(geometry.width, available);
  return (
    <Box
      ref={region}
      role="region"
      aria-label={translate('tournaments.bracket.drawing')}
      tabIndex={0}
      onClick={nested ? undefined : clicks.onClick}
      className={nested ? undefined : root}
      data-scale={scale === 1 ? undefined : scale.toFixed(2)}
      sx={{
        overflowX: 'auto',
        overflowY: 'hidden',
        pb: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {/* A drawing a little wider than the screen is drawn smaller to fit it (fitScale); a much wider one scrolls. */}
      <Box sx={{ width: geometry.width * scale, height: geometry.height * scale }}>
        <Box
          sx={{
            position: 'relative',
            width: geometry.width,
            height: geometry.height,
            minWidth: geometry.width,
            transform: scale === 1 ? undefined : `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        >
          <DrawingBackdrop geometry={geometry} />
          {geometry.entries.map((placed) => {
            const entry = byCoordinate.get(placed.coordinate);
            if (!entry) return null;
            return (
              <EntryCard
                key={entry.id}
                entry={entry}
                gameType={tournament.gameType}
                sides={sidesFor ? sidesFor(entry) : [entrySide(entry, 1), entrySide(entry, 2)]}
                label={labels.get(placed.coordinate) ?? ''}
                placeholders={placeholdersOf(placed, entry, labels, seedPlaceholders?.get(placed.coordinate))}
                seeds={seeds}
                actions={actionsFor?.(entry)}
                drop={dropFor?.(entry)}
                highlightId={highlightId}
                onHighlight={onHighlight}
                style={{ position: 'absolute', left: placed.x, top: placed.y - CARD_HEIGHT / 2 }}
              />
            );
          })}
          <WinnerLabel at={geometry.winner} name={winnerName} />
        </Box>
      </Box>
      {!nested && clicks.popover}
    </Box>
  );
}

/** The region's width inside its scroll box, kept as the window changes (null before the first layout). */
function useAvailableWidth(region: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = region.current;
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [region]);
  return width;
}
