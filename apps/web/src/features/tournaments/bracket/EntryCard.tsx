import { lazy, Suspense, type CSSProperties } from 'react';
import type { TBracketEntryView, TGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { TCompetitor } from '../tournament-rules.ts';
import { usePickedDnd } from '../picked-dnd-loader.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { EntryCardActions } from './EntryActionButtons.tsx';
import { hasLongPiece, namePieces } from './entry-name.ts';

// The owner's buttons (MUI icon buttons with tooltips, and Popper under them) load with the first entry that has one:
// a visitor's bracket never evaluates them.
const EntryActionButtons = lazy(() =>
  import('./EntryActionButtons.tsx').then((m) => ({ default: m.EntryActionButtons })),
);

/** PICKED seeding: the entry's slots take dropped competitors (the drag-and-drop context does the placing). */
export interface EntrySlotDrop {
  droppable: true;
}

export interface EntryCardProps {
  entry: TBracketEntryView;
  gameType: TGameType;
  sides: [TCompetitor | null, TCompetitor | null];
  /** Round title for screen readers ('Quarter finals, match 2'). */
  label: string;
  /** What an empty slot says instead of 'TBD' (where its competitor will come from). */
  placeholders?: readonly [string | null, string | null];
  /** Seed numbers by competitor id, shown before the names. */
  /** What each competitor's slot shows before the name: a seed number, or a playoff's group place ('A1'). */
  seeds?: ReadonlyMap<string, number | string>;
  /** Owner actions, only when the entry allows them. */
  actions?: EntryCardActions;
  /** PICKED seeding: slots accept dropped competitors. */
  drop?: EntrySlotDrop;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
  /** Where an elimination bracket places the card; round robin stacks them without. */
  style?: CSSProperties;
}

/** Winner, loser and forfeiter of a decided entry, for the row styles. */
function outcomeOf(entry: TBracketEntryView, sides: EntryCardProps['sides']) {
  const winnerId =
    entry.result?.winnerId ??
    (entry.forfeited ? (sides.find((s) => s && s.id !== entry.forfeitedId)?.id ?? null) : null);
  return { winnerId, decided: winnerId !== null };
}

/** What a screen reader says for a card: 'Quarter finals, match 2: Ania 11, Kuba 8, Ania won'. */
export function spokenMatch(
  label: string,
  entry: TBracketEntryView,
  sides: EntryCardProps['sides'],
  placeholders: EntryCardProps['placeholders'],
): string {
  const { winnerId } = outcomeOf(entry, sides);
  const tbd = translate('tournaments.bracket.tbd');
  const name = (i: 0 | 1) =>
    sides[i]?.name ?? placeholders?.[i] ?? (entry.bye ? translate('tournaments.bracket.bye') : tbd);
  const winner = sides.find((s) => s && s.id === winnerId)?.name;
  if (entry.result) {
    const text = translate('tournaments.spoken.result', {
      match: label,
      a: name(0),
      pointsA: entry.result.competitor1Points,
      b: name(1),
      pointsB: entry.result.competitor2Points,
    });
    return winner ? translate('tournaments.spoken.won', { text, winner }) : text;
  }
  if (entry.forfeited) {
    const skipper = sides.find((s) => s && s.id === entry.forfeitedId)?.name ?? tbd;
    const text = translate('tournaments.spoken.skipped', { match: label, a: name(0), b: name(1), skipper });
    return winner ? translate('tournaments.spoken.goesThrough', { text, winner }) : text;
  }
  if (entry.bye)
    return translate('tournaments.spoken.bye', { match: label, name: sides[0]?.name ?? sides[1]?.name ?? tbd });
  return translate('tournaments.spoken.against', { match: label, a: name(0), b: name(1) });
}

/** One match: both competitors with scores, the winner bold, byes dimmed; owner actions on the right edge. */
export function EntryCard({
  entry,
  gameType,
  sides,
  label,
  placeholders,
  seeds,
  actions,
  drop,
  highlightId,
  onHighlight,
  style,
}: EntryCardProps) {
  const { winnerId, decided } = outcomeOf(entry, sides);
  const scores = entry.result ? [entry.result.competitor1Points, entry.result.competitor2Points] : null;
  const isOpen = Boolean(actions?.onResult || actions?.onSkip);
  const hasOwnerButtons = Boolean(isOpen || actions?.onReopen);
  const hasStrip = Boolean(hasOwnerButtons || entry.game);
  return (
    // A Tab stop that says the match (keyboard and screen-reader users reach every match, not only open ones); the page
    // also focuses a card whose result was just entered (its buttons are gone).
    <div
      className="entry-card"
      role="group"
      aria-label={spokenMatch(label, entry, sides, placeholders)}
      tabIndex={0}
      data-coordinate={entry.coordinate}
      data-bye={entry.bye || undefined}
      style={style}
    >
      <div className="entry-slots">
        {([1, 2] as const).map((slot) => {
          const competitor = sides[slot - 1] ?? null;
          return (
            <SlotRow
              key={slot}
              slot={slot}
              entry={entry}
              competitor={competitor}
              score={scores ? scores[slot - 1] : undefined}
              placeholder={placeholders?.[slot - 1] ?? null}
              seed={competitor ? seeds?.get(competitor.id) : undefined}
              outcome={decided && competitor ? (competitor.id === winnerId ? 'winner' : 'loser') : undefined}
              drop={drop}
              label={label}
              highlightId={highlightId}
              onHighlight={onHighlight}
            />
          );
        })}
      </div>
      {hasStrip && (
        <div className="entry-actions">
          {/* A plain anchor (the bracket's root follows it inside the app: bracket-clicks.tsx), not a router link in a tooltip: a big bracket has a hundred. */}
          {!isOpen && entry.game && (
            <a
              className="entry-action entry-link"
              href={`/${GAME_TYPE_PATHS[gameType]}/${entry.game.id}`}
              aria-label={translate('tournaments.bracket.gameInfoOf', { match: label })}
              title={translate('tournaments.bracket.gameInfo')}
            />
          )}
          {actions && hasOwnerButtons && (
            <Suspense fallback={null}>
              <EntryActionButtons actions={actions} label={label} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}

interface SlotRowProps {
  slot: 1 | 2;
  entry: TBracketEntryView;
  competitor: TCompetitor | null;
  score: number | undefined;
  /** Shown in an empty slot that is waiting for a competitor. */
  placeholder: string | null;
  /** The competitor's seed number, or group place ('A1'). */
  seed: number | string | undefined;
  /** Set once the entry is decided. */
  outcome: 'winner' | 'loser' | undefined;
  drop: EntrySlotDrop | undefined;
  /** The card's label ('Quarter finals, match 2'). */
  label: string;
  highlightId: string | null | undefined;
  onHighlight: ((id: string | null) => void) | undefined;
}

/** A slot row; while placing PICKED seeds it is also a drop target and (when taken) a drag source. */
function SlotRow(props: SlotRowProps) {
  return props.drop ? <PickableSlotRow {...props} /> : <SlotRowView {...props} />;
}

function PickableSlotRow(props: SlotRowProps) {
  const { entry, slot, competitor, label } = props;
  const spoken = `${label}, slot ${slot}`;
  const { useSlotDnd } = usePickedDnd();
  const { drop, drag } = useSlotDnd({ coordinate: entry.coordinate, slot, label: spoken }, competitor);
  const setRef = (node: HTMLElement | null) => {
    drop.setNodeRef(node);
    drag.setNodeRef(node);
  };
  const dragProps = competitor
    ? { ...drag.attributes, ...drag.listeners, 'aria-label': `${competitor.name}, ${spoken}` }
    : {};
  return (
    <SlotRowView {...props} rootRef={setRef} rootProps={dragProps} isOver={drop.isOver} isDragging={drag.isDragging} />
  );
}

interface SlotRowViewProps extends SlotRowProps {
  rootRef?: (node: HTMLElement | null) => void;
  rootProps?: object;
  isOver?: boolean;
  isDragging?: boolean;
}

function SlotRowView({
  slot,
  entry,
  competitor,
  score,
  placeholder,
  seed,
  outcome,
  drop,
  highlightId,
  onHighlight,
  rootRef,
  rootProps,
  isOver = false,
  isDragging = false,
}: SlotRowViewProps) {
  const forfeited = entry.forfeited && competitor !== null && competitor.id === entry.forfeitedId;
  const pieces = competitor ? namePieces(competitor.name) : null;
  const empty =
    placeholder ??
    translate(
      entry.bye ? 'tournaments.bracket.bye' : drop ? 'tournaments.bracket.dropHere' : 'tournaments.bracket.tbd',
    );
  return (
    <div
      ref={rootRef}
      {...rootProps}
      className="entry-slot"
      data-slot={slot}
      data-outcome={outcome}
      data-highlighted={(competitor !== null && competitor.id === highlightId) || undefined}
      data-over={isOver || undefined}
      data-dragging={isDragging || undefined}
      data-grab={(drop && competitor !== null) || undefined}
      onMouseEnter={competitor && onHighlight ? () => onHighlight(competitor.id) : undefined}
      onMouseLeave={competitor && onHighlight ? () => onHighlight(null) : undefined}
    >
      {seed !== undefined && (
        <span
          className="entry-seed"
          aria-label={
            typeof seed === 'number'
              ? translate('tournaments.bracket.seed', { n: seed })
              : translate('tournaments.bracket.groupPlace', { place: seed })
          }
        >
          {seed}
        </span>
      )}
      <span
        className="entry-name"
        data-empty={competitor ? undefined : true}
        data-long={(pieces && hasLongPiece(pieces)) || undefined}
        title={competitor?.name}
      >
        {pieces ? pieces.map((piece, i) => (i === 0 ? piece : [<wbr key={i} />, piece])) : empty}
      </span>
      {forfeited && <span className="entry-forfeit">{translate('tournaments.bracket.forfeited')}</span>}
      {score !== undefined && <span className="entry-score">{score}</span>}
    </div>
  );
}
