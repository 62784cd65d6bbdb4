import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import SkipNext from '@mui/icons-material/SkipNext';
import { Link as RouterLink } from 'react-router';
import { GAME_TYPE_PATHS, type TBracketEntryView, type TGameType } from '@caps/domain';
import type { TCompetitor } from '../tournament-rules.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './bracket-layout.ts';

/** Drag payload type of a competitor (from the list, or from another slot). */
export const COMPETITOR_DRAG_TYPE = 'application/x-caps-competitor';

export interface TDragPayload {
  id: string;
  from?: { coordinate: number; slot: 1 | 2 };
}

/** Reads a competitor dropped on a slot; undefined for anything else. */
export function readDragPayload(event: DragEvent): TDragPayload | undefined {
  try {
    const parsed: unknown = JSON.parse(event.dataTransfer.getData(COMPETITOR_DRAG_TYPE));
    if (typeof parsed !== 'object' || parsed === null || !('id' in parsed) || typeof parsed.id !== 'string') return undefined;
    const from = 'from' in parsed ? parsed.from : undefined;
    const isFrom = typeof from === 'object' && from !== null && 'coordinate' in from && 'slot' in from;
    return isFrom && typeof from.coordinate === 'number' && (from.slot === 1 || from.slot === 2)
      ? { id: parsed.id, from: { coordinate: from.coordinate, slot: from.slot } }
      : { id: parsed.id };
  } catch {
    return undefined;
  }
}

export interface EntryCardActions {
  onResult: () => void;
  onSkip: () => void;
}

export interface EntrySlotDrop {
  onDrop: (slot: 1 | 2, payload: TDragPayload) => void;
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
  highlightId: string | null | undefined;
  onHighlight: ((id: string | null) => void) | undefined;
}

function SlotRow({ slot, entry, competitor, score, isWinner, isLoser, drop, highlightId, onHighlight }: SlotRowProps) {
  const [isOver, setOver] = useState(false);
  const forfeited = entry.forfeited && competitor !== null && competitor.id === entry.forfeitedId;
  const highlighted = competitor !== null && competitor.id === highlightId;
  const empty = entry.bye ? 'Bye' : drop ? 'Drop here' : 'TBD';
  const dropHandlers = drop
    ? {
        onDragOver: (e: DragEvent) => {
          if (!e.dataTransfer.types.includes(COMPETITOR_DRAG_TYPE)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          setOver(false);
          const payload = readDragPayload(e);
          if (payload) drop.onDrop(slot, payload);
        },
      }
    : {};
  const dragHandlers =
    drop && competitor
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            const payload: TDragPayload = { id: competitor.id, from: { coordinate: entry.coordinate, slot } };
            e.dataTransfer.setData(COMPETITOR_DRAG_TYPE, JSON.stringify(payload));
            e.dataTransfer.effectAllowed = 'move';
          },
        }
      : {};
  return (
    <Box
      {...dropHandlers}
      {...dragHandlers}
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
        bgcolor: isOver ? 'action.selected' : highlighted ? 'action.hover' : undefined,
        outline: isOver ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: -2,
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
