/**
 * PICKED seeding's drag and drop (picked-dnd.tsx, with dnd-kit) is loaded only when an owner places players: never for
 * a visitor, and not on the tournament page's way to its first paint. The tournament page loads it (`use` on
 * loadPickedDnd) and hands the module to the rows and slots below it through PickedDndContext.
 */
import { createContext, useContext } from 'react';

export type PickedDndModule = typeof import('./picked-dnd.tsx');

let loading: Promise<PickedDndModule> | undefined;

/** The drag-and-drop module; one download per page load (a failed one is tried again at the next call). */
export function loadPickedDnd(): Promise<PickedDndModule> {
  loading ??= import('./picked-dnd.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The loaded module, inside the drag-and-drop context of a page that is placing players. */
export const PickedDndContext = createContext<PickedDndModule | null>(null);

/** The drag-and-drop module for a draggable row or a droppable slot; only rendered while placing players. */
export function usePickedDnd(): PickedDndModule {
  const dnd = useContext(PickedDndContext);
  if (!dnd) throw new Error('usePickedDnd outside PickedDndContext');
  return dnd;
}
