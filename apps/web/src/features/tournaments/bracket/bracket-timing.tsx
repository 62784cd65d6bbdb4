/**
 * User timing marks around the first bracket a page draws: `bracket:start` when its drawing first renders (its code
 * loaded: the renderer's chunk is not part of the drawing), `bracket:drawn` once the drawing is in the DOM (layout
 * effect of its commit), and the measure `bracket render` between them. `npm run bench:lighthouse` sums the
 * main-thread script time between the two marks in its trace (the bracket's render, held to a budget); DevTools shows
 * the measure. Once per page load, so a stream view polled for hours adds nothing to the performance timeline.
 */
import { useLayoutEffect, type ComponentType } from 'react';

const BRACKET_START_MARK = 'bracket:start';
const BRACKET_DRAWN_MARK = 'bracket:drawn';

let state: 'waiting' | 'started' | 'drawn' = 'waiting';
const canMark = typeof performance !== 'undefined' && typeof performance.mark === 'function';

/** Marks the start of the page's first drawing. */
function markBracketStart(): void {
  if (state !== 'waiting' || !canMark) return;
  state = 'started';
  performance.mark(BRACKET_START_MARK);
}

/** A renderer's drawing that marks the start of the page's first render of a bracket. */
export function timedDrawing<P extends object>(Drawing: ComponentType<P>): ComponentType<P> {
  return function TimedDrawing(props: P) {
    markBracketStart();
    return <Drawing {...props} />;
  };
}

/** Rendered after the drawing: marks its first commit. */
export function BracketDrawnMark() {
  useLayoutEffect(() => {
    if (state !== 'started' || !canMark) return;
    state = 'drawn';
    performance.mark(BRACKET_DRAWN_MARK);
    performance.measure('bracket render', BRACKET_START_MARK, BRACKET_DRAWN_MARK);
  }, []);
  return null;
}
