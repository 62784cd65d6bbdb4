import type { CSSProperties } from 'react';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Replay from '@mui/icons-material/Replay';
import SkipNext from '@mui/icons-material/SkipNext';
import { Link as RouterLink } from 'react-router';
import type { TBracketEntryView, TGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { TCompetitor } from '../tournament-rules.ts';
import { usePickedDnd } from '../picked-dnd-loader.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './bracket-layout.ts';

/** The owner's buttons on an entry, each present only when the server offers its action. */
/**
 * The action buttons' tooltips: fixed to the viewport and kept inside it. Absolutely placed, one beside a button near
 * the right edge of a phone ran a few pixels past it and the browser widened the page to fit.
 */
const ACTION_TOOLTIP = { popper: { popperOptions: { strategy: 'fixed' as const }, modifiers: [{ name: 'preventOverflow', options: { altAxis: true, padding: 8 } }] } };

export interface EntryCardActions {
  onResult?: () => void;
  onSkip?: () => void;
  /** Reopens a decided entry (a confirmation lists what it resets). */
  onReopen?: () => void;
}

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
  seeds?: ReadonlyMap<string, number>;
  /** Owner actions, only when the entry allows them. */
  actions?: EntryCardActions;
  /** PICKED seeding: slots accept dropped competitors. */
  drop?: EntrySlotDrop;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
  /** Where an elimination bracket places the card; round robin stacks them without. */
  style?: CSSProperties;
}

/**
 * The cards' styles, serialised once per bracket instead of once per card and element: the bracket's root takes them
 * in its `sx`, and the cards are plain elements with these classes, their states in data attributes.
 */
export function entryCardStyles(theme: Theme) {
  const { palette, typography, spacing, layout } = theme;
  return {
    '& .entry-card': {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      backgroundColor: palette.background.paper,
      border: `1px solid ${alpha(palette.text.secondary, 0.45)}`,
      borderRadius: `${layout.cardRadius}px`,
      overflow: 'hidden',
    },
    '& .entry-card:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    // Dimmed by colour, not opacity: the seed and the empty slot keep AA contrast.
    '& .entry-card[data-bye]': { borderColor: palette.divider, borderStyle: 'dashed', color: palette.text.secondary, backgroundColor: 'transparent' },
    '& .entry-slots': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
    '& .entry-slot': {
      flex: 1,
      minHeight: 0,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1),
      padding: spacing(0, 1.25),
      outlineOffset: -2,
    },
    '& .entry-slot + .entry-slot': { borderTop: `1px solid ${palette.divider}` },
    '& .entry-slot[data-highlighted]': { backgroundColor: palette.action.hover },
    '& .entry-slot[data-over]': { backgroundColor: palette.action.selected, outline: `2px dashed ${palette.primary.main}` },
    '& .entry-slot[data-dragging]': { opacity: 0.4 },
    // Lets a finger scroll the bracket; the touch sensor starts a drag only after a short press (which must not select
    // the name or open the long-press menu).
    '& .entry-slot[data-grab]': { cursor: 'grab', touchAction: 'manipulation', userSelect: 'none', WebkitTouchCallout: 'none' },
    '& .entry-slot:focus-visible': { outline: `2px solid ${palette.primary.main}` },
    '& .entry-name, & .entry-score': { ...typography.body1, margin: 0 },
    // Up to two lines, broken anywhere: a 15-character username always shows whole on a phone, where nothing hovers to
    // reveal a title; a longer team name is clamped and shows whole on a tap (name-peek.tsx).
    '& .entry-name': {
      flex: 1,
      minWidth: 0,
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflowWrap: 'anywhere',
      fontSize: '0.875rem',
      lineHeight: 1.2,
      fontWeight: 450,
    },
    '& .entry-name[data-empty]': { color: palette.text.secondary, fontStyle: 'italic' },
    '& .entry-seed': { fontSize: '0.75rem', color: palette.text.secondary, fontVariantNumeric: 'tabular-nums', minWidth: 14, textAlign: 'right', flexShrink: 0 },
    '& .entry-score': { fontVariantNumeric: 'tabular-nums', fontSize: '0.9375rem', fontWeight: 500, minWidth: 20, textAlign: 'right' },
    '& .entry-slot[data-outcome="winner"] .entry-name': { fontWeight: 750 },
    '& .entry-slot[data-outcome="winner"] .entry-score': { fontWeight: 800 },
    '& .entry-slot[data-outcome="loser"] .entry-name, & .entry-slot[data-outcome="loser"] .entry-score': { opacity: 0.6 },
    '& .entry-forfeit': { ...typography.caption, color: palette.text.secondary },
    // One touch target wide.
    '& .entry-actions': { width: layout.touchTarget, display: 'flex', flexDirection: 'column', borderLeft: `1px solid ${palette.divider}` },
    '& .entry-action': { flex: 1, borderRadius: 0 },
  };
}

/** Winner, loser and forfeiter of a decided entry, for the row styles. */
function outcomeOf(entry: TBracketEntryView, sides: EntryCardProps['sides']) {
  const winnerId = entry.result?.winnerId ?? (entry.forfeited ? (sides.find((s) => s && s.id !== entry.forfeitedId)?.id ?? null) : null);
  return { winnerId, decided: winnerId !== null };
}

/** One match: both competitors with scores, the winner bold, byes dimmed; owner actions on the right edge. */
export function EntryCard({ entry, gameType, sides, label, placeholders, seeds, actions, drop, highlightId, onHighlight, style }: EntryCardProps) {
  const { winnerId, decided } = outcomeOf(entry, sides);
  const scores = entry.result ? [entry.result.competitor1Points, entry.result.competitor2Points] : null;
  const isOpen = Boolean(actions?.onResult || actions?.onSkip);
  const hasStrip = Boolean(isOpen || actions?.onReopen || entry.game);
  return (
    // tabIndex -1: the page focuses a card whose result was just entered (its buttons are gone), not a Tab stop.
    <div className="entry-card" role="group" aria-label={label} tabIndex={-1} data-coordinate={entry.coordinate} data-bye={entry.bye || undefined} style={style}>
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
          {actions?.onResult && (
            <Tooltip title="Enter the result" placement="right" slotProps={ACTION_TOOLTIP}>
              <IconButton className="entry-action" aria-label={`Enter the result of ${label}`} onClick={actions.onResult} color="primary">
                <AddCircleOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions?.onSkip && (
            <Tooltip title="Skip the game" placement="right" slotProps={ACTION_TOOLTIP}>
              <IconButton className="entry-action" aria-label={`Skip ${label}`} onClick={actions.onSkip}>
                <SkipNext fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {!isOpen && entry.game && (
            <Tooltip title="Detailed game info" placement="right" slotProps={ACTION_TOOLTIP}>
              <IconButton className="entry-action" component={RouterLink} to={`/${GAME_TYPE_PATHS[gameType]}/${entry.game.id}`} aria-label={`Detailed game info of ${label}`}>
                <InfoOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions?.onReopen && (
            <Tooltip title="Reopen the match" placement="right" slotProps={ACTION_TOOLTIP}>
              <IconButton className="entry-action" aria-label={`Reopen ${label}`} onClick={actions.onReopen}>
                <Replay fontSize="small" />
              </IconButton>
            </Tooltip>
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
  /** The competitor's seed number. */
  seed: number | undefined;
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
  const dragProps = competitor ? { ...drag.attributes, ...drag.listeners, 'aria-label': `${competitor.name}, ${spoken}` } : {};
  return <SlotRowView {...props} rootRef={setRef} rootProps={dragProps} isOver={drop.isOver} isDragging={drag.isDragging} />;
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
  const empty = placeholder ?? (entry.bye ? 'Bye' : drop ? 'Drop here' : 'TBD');
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
        <span className="entry-seed" aria-label={`seed ${seed}`}>
          {seed}
        </span>
      )}
      <span className="entry-name" data-empty={competitor ? undefined : true} title={competitor?.name}>
        {competitor?.name ?? empty}
      </span>
      {forfeited && <span className="entry-forfeit">Forfeited</span>}
      {score !== undefined && <span className="entry-score">{score}</span>}
    </div>
  );
}
