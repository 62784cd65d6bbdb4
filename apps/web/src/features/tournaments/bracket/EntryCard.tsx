import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SkipNext from '@mui/icons-material/SkipNext';
import { Link as RouterLink } from 'react-router';
import type { TBracketEntryView, TGameType } from '@caps/domain';
import { GAME_TYPE_PATHS } from '@caps/domain/enums';
import type { TCompetitor } from '../tournament-rules.ts';
import { usePickedDnd } from '../picked-dnd-loader.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './bracket-layout.ts';

export interface EntryCardActions {
  onResult: () => void;
  onSkip: () => void;
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
  /** Owner actions, only when the entry allows them. */
  actions?: EntryCardActions;
  /** PICKED seeding: slots accept dropped competitors. */
  drop?: EntrySlotDrop;
  highlightId?: string | null;
  onHighlight?: (id: string | null) => void;
  /** Draw without positioning (round robin stacks). */
  sx?: object;
}

const ACTION_STRIP = 44;

/** Winner, loser and forfeiter of a decided entry, for the row styles. */
function outcomeOf(entry: TBracketEntryView, sides: EntryCardProps['sides']) {
  const winnerId = entry.result?.winnerId ?? (entry.forfeited ? (sides.find((s) => s && s.id !== entry.forfeitedId)?.id ?? null) : null);
  return { winnerId, decided: winnerId !== null };
}

/** One match: both competitors with scores, the winner bold, byes dimmed; owner actions on the right edge. */
export function EntryCard({ entry, gameType, sides, label, actions, drop, highlightId, onHighlight, sx }: EntryCardProps) {
  const { winnerId, decided } = outcomeOf(entry, sides);
  const scores = entry.result ? [entry.result.competitor1Points, entry.result.competitor2Points] : null;
  const hasStrip = Boolean(actions || entry.game);
  return (
    <Box
      role="group"
      aria-label={label}
      data-coordinate={entry.coordinate}
      sx={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: entry.bye ? 'divider' : 'rgba(147, 161, 176, 0.45)',
        borderStyle: entry.bye ? 'dashed' : 'solid',
        borderRadius: 1.25,
        opacity: entry.bye ? 0.55 : 1,
        overflow: 'hidden',
        ...sx,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {([1, 2] as const).map((slot) => (
          <SlotRow
            key={slot}
            slot={slot}
            entry={entry}
            competitor={sides[slot - 1] ?? null}
            score={scores ? scores[slot - 1] : undefined}
            isWinner={decided && sides[slot - 1]?.id === winnerId}
            isLoser={decided && sides[slot - 1] !== null && sides[slot - 1]?.id !== winnerId}
            drop={drop}
            label={label}
            highlightId={highlightId}
            onHighlight={onHighlight}
          />
        ))}
      </Box>
      {hasStrip && (
        <Box sx={{ width: ACTION_STRIP, display: 'flex', flexDirection: 'column', borderLeft: 1, borderColor: 'divider' }}>
          {actions && (
            <>
              <Tooltip title="Enter the result" placement="right">
                <IconButton aria-label={`Enter the result of ${label}`} onClick={actions.onResult} color="primary" sx={{ flex: 1, borderRadius: 0 }}>
                  <AddCircleOutline fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Skip the game" placement="right">
                <IconButton aria-label={`Skip ${label}`} onClick={actions.onSkip} sx={{ flex: 1, borderRadius: 0 }}>
                  <SkipNext fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
          {!actions && entry.game && (
            <Tooltip title="Detailed game info" placement="right">
              <IconButton
                component={RouterLink}
                to={`/${GAME_TYPE_PATHS[gameType]}/${entry.game.id}`}
                aria-label={`Detailed game info of ${label}`}
                sx={{ flex: 1, borderRadius: 0 }}
              >
                <InfoOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
    </Box>
  );
}

interface SlotRowProps {
  slot: 1 | 2;
  entry: TBracketEntryView;
  competitor: TCompetitor | null;
  score: number | undefined;
  isWinner: boolean;
  isLoser: boolean;
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

function SlotRowView({ slot, entry, competitor, score, isWinner, isLoser, drop, highlightId, onHighlight, rootRef, rootProps, isOver = false, isDragging = false }: SlotRowViewProps) {
  const forfeited = entry.forfeited && competitor !== null && competitor.id === entry.forfeitedId;
  const highlighted = competitor !== null && competitor.id === highlightId;
  const empty = entry.bye ? 'Bye' : drop ? 'Drop here' : 'TBD';
  return (
    <Box
      ref={rootRef}
      {...rootProps}
      onMouseEnter={competitor && onHighlight ? () => onHighlight(competitor.id) : undefined}
      onMouseLeave={competitor && onHighlight ? () => onHighlight(null) : undefined}
      data-slot={slot}
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        borderTop: slot === 2 ? 1 : 0,
        borderColor: 'divider',
        cursor: drop && competitor ? 'grab' : undefined,
        // Lets a finger scroll the bracket; the touch sensor starts a drag only after a short press.
        touchAction: drop && competitor ? 'manipulation' : undefined,
        opacity: isDragging ? 0.4 : 1,
        bgcolor: isOver ? 'action.selected' : highlighted ? 'action.hover' : undefined,
        outline: isOver ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Tooltip title={competitor?.name ?? ''} disableHoverListener={!competitor} placement="top">
        <Typography
          component="span"
          noWrap
          sx={{
            flex: 1,
            minWidth: 0,
            fontSize: '0.875rem',
            fontWeight: isWinner ? 750 : 450,
            color: competitor ? 'text.primary' : 'text.secondary',
            fontStyle: competitor ? 'normal' : 'italic',
            opacity: isLoser ? 0.6 : 1,
          }}
        >
          {competitor?.name ?? empty}
        </Typography>
      </Tooltip>
      {forfeited && (
        <Typography component="span" variant="caption" color="text.secondary">
          Forfeited
        </Typography>
      )}
      {score !== undefined && (
        <Typography
          component="span"
          sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '0.9375rem', fontWeight: isWinner ? 800 : 500, opacity: isLoser ? 0.6 : 1, minWidth: 20, textAlign: 'right' }}
        >
          {score}
        </Typography>
      )}
    </Box>
  );
}
