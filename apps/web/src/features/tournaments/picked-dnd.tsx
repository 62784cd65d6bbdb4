/**
 * PICKED seeding by drag and drop (dnd-kit): competitors from the list or from a first-row slot are dropped on bracket
 * slots. Mouse and pen use the pointer sensor, fingers only the touch sensor (a short press, so the page still scrolls),
 * and the keyboard lifts with Space or Enter, moves slot by slot with the arrows and drops with Space or Enter, with
 * screen-reader announcements throughout. Loaded on demand, for an owner placing PICKED seeds (picked-dnd-loader.ts).
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { TSlots } from './picks-draft.ts';
import { translate } from '../../i18n/i18n.ts';

/** Where a dragged competitor comes from when it already sits in a slot. */
export interface TSlotRef {
  coordinate: number;
  slot: 1 | 2;
}

/** What a draggable carries. */
export interface TDragData {
  competitorId: string;
  name: string;
  from?: TSlotRef;
}

/** What a droppable slot carries. */
export interface TDropData extends TSlotRef {
  /** Spoken name of the slot ('Quarter finals, match 1, slot 2'). */
  label: string;
}

/** The dnd-kit id of a first-row slot. */
export function slotDndId(coordinate: number, slot: 1 | 2): string {
  return `slot:${coordinate}:${slot}`;
}

/** Reads the data of a draggable (undefined for anything else). */
export function dragDataOf(data: unknown): TDragData | undefined {
  if (typeof data !== 'object' || data === null || !('competitorId' in data) || !('name' in data)) return undefined;
  if (typeof data.competitorId !== 'string' || typeof data.name !== 'string') return undefined;
  const from = 'from' in data ? dropDataOf(data.from) : undefined;
  return from
    ? { competitorId: data.competitorId, name: data.name, from: { coordinate: from.coordinate, slot: from.slot } }
    : { competitorId: data.competitorId, name: data.name };
}

/** Reads the data of a droppable slot (undefined for anything else). */
export function dropDataOf(data: unknown): TDropData | undefined {
  if (typeof data !== 'object' || data === null || !('coordinate' in data) || !('slot' in data)) return undefined;
  const label = 'label' in data && typeof data.label === 'string' ? data.label : '';
  if (typeof data.coordinate !== 'number' || (data.slot !== 1 && data.slot !== 2)) return undefined;
  return { coordinate: data.coordinate, slot: data.slot, label };
}

/** How to drag with the keyboard, in the active language. */
const instructions = (): ScreenReaderInstructions => ({ draggable: translate('tournaments.dnd.instructions') });

/** Screen-reader texts of a placement. */
export const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) =>
    translate('tournaments.dnd.picked', {
      name: dragDataOf(active.data.current)?.name ?? translate('tournaments.dnd.thePlayer'),
    }),
  onDragOver: ({ active, over }) => {
    const name = dragDataOf(active.data.current)?.name ?? translate('tournaments.dnd.thePlayer');
    const target = dropDataOf(over?.data.current);
    return target
      ? translate('tournaments.dnd.over', { name, slot: target.label })
      : translate('tournaments.dnd.notOver', { name });
  },
  onDragEnd: ({ active, over }) => {
    const name = dragDataOf(active.data.current)?.name ?? translate('tournaments.dnd.thePlayer');
    const target = dropDataOf(over?.data.current);
    return target
      ? translate('tournaments.dnd.placed', { name, slot: target.label })
      : translate('tournaments.dnd.dropped', { name });
  },
  onDragCancel: ({ active }) =>
    translate('tournaments.dnd.cancelled', {
      name: dragDataOf(active.data.current)?.name ?? translate('tournaments.dnd.thePlayer'),
    }),
};

/**
 * The pointer sensor without fingers. Touch also sends pointer events, and pointerdown comes before touchstart: the
 * plain pointer sensor took every touch, the browser then scrolled the page (cancelling the pointer) and the touch
 * sensor's press-and-hold never ran. Leaving touch pointers alone lets the touch sensor decide between drag and scroll.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event, options) => event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

export interface PickedDndProviderProps {
  /** The first-row slots, in bracket order: the keyboard walks them in this order. */
  slots: TSlots;
  onPlace: (coordinate: number, slot: 1 | 2, competitorId: string, from?: TSlotRef) => void;
  children: ReactNode;
}

/** The drag-and-drop context of PICKED seeding around the competitor list and the bracket. */
export function PickedDndProvider({ slots, onPlace, children }: PickedDndProviderProps) {
  const order = useMemo(() => [...slots.keys()].flatMap((c) => [slotDndId(c, 1), slotDndId(c, 2)]), [slots]);
  // The keyboard moves between slots in bracket order rather than by pixels, so the slot it is on is tracked here.
  const keyboardIndex = useRef<number | null>(null);
  const viaKeyboard = useRef(false);
  const [dragging, setDragging] = useState<TDragData | null>(null);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = NEXT_KEYS.has(event.code) ? 1 : PREVIOUS_KEYS.has(event.code) ? -1 : 0;
    if (step === 0 || order.length === 0) return undefined;
    event.preventDefault();
    const index =
      keyboardIndex.current === null
        ? step === 1
          ? 0
          : order.length - 1
        : Math.min(order.length - 1, Math.max(0, keyboardIndex.current + step));
    keyboardIndex.current = index;
    const target = context.droppableRects.get(order[index] ?? '');
    const own = context.collisionRect;
    if (!target || !own) return { x: currentCoordinates.x, y: currentCoordinates.y + step * 0.001 };
    // Centre the dragged item on the slot (a hair off when nothing moves, so the collision is computed again).
    const next = {
      x: target.left + target.width / 2 - own.width / 2,
      y: target.top + target.height / 2 - own.height / 2,
    };
    return next.x === currentCoordinates.x && next.y === currentCoordinates.y
      ? { x: next.x, y: next.y + step * 0.001 }
      : next;
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    if (viaKeyboard.current) {
      const id: UniqueIdentifier | undefined =
        keyboardIndex.current === null ? undefined : order[keyboardIndex.current];
      const container = id === undefined ? undefined : args.droppableContainers.find((d) => d.id === id && !d.disabled);
      return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
    }
    const within = pointerWithin(args);
    return within.length > 0 ? within : closestCenter(args);
  };

  const reset = () => {
    keyboardIndex.current = null;
    viaKeyboard.current = false;
    setDragging(null);
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const data = dragDataOf(active.data.current);
    viaKeyboard.current = activatorEvent instanceof KeyboardEvent;
    // Lifted from a slot with the keyboard: the walk starts where it sits.
    const start = data?.from ? order.indexOf(slotDndId(data.from.coordinate, data.from.slot)) : -1;
    keyboardIndex.current = viaKeyboard.current && start >= 0 ? start : null;
    setDragging(data ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = dragDataOf(active.data.current);
    const target = dropDataOf(over?.data.current);
    reset();
    if (data && target) onPlace(target.coordinate, target.slot, data.competitorId, data.from);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: instructions() }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragging && <DraggedName name={dragging.name} />}</DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer during a drag: the competitor's name on a raised chip. */
function DraggedName({ name }: { name: string }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.5,
        height: 36,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        boxShadow: 8,
        fontWeight: 650,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
        cursor: 'grabbing',
      }}
    >
      {name}
    </Box>
  );
}

/** A competitor row of the list as a drag source (the handle is the keyboard stop). */
export function useCompetitorDrag(competitorId: string, name: string) {
  return useDraggable({ id: `competitor:${competitorId}`, data: { competitorId, name } satisfies TDragData });
}

/** A first-row slot: a drop target, and a drag source when someone sits in it. */
export function useSlotDnd(slot: TDropData, occupant: { id: string; name: string } | null) {
  const drop = useDroppable({ id: slotDndId(slot.coordinate, slot.slot), data: slot });
  const drag = useDraggable({
    id: `placed:${slot.coordinate}:${slot.slot}`,
    data: occupant
      ? ({
          competitorId: occupant.id,
          name: occupant.name,
          from: { coordinate: slot.coordinate, slot: slot.slot },
        } satisfies TDragData)
      : undefined,
    disabled: occupant === null,
  });
  return { drop, drag };
}
