/** Geometry of the flip gesture (SPEC.md §4, §9): the card turns with the finger and commits from 75 % of 90 degrees. */
import { UI_LIMITS } from '../../ui/ui-constants.ts';

/** A card turns at most a quarter turn: edge-on, revealing the new count beneath. */
export const FLIP_MAX_DEG = 90;

/**
 * How far the finger travels, as a share of the card's height, to turn it the full 90 degrees. Less than the whole
 * height so a thumb can finish the flip without leaving the card.
 */
export const FULL_FLIP_DRAG_RATIO = 0.6;

/** The angle at and beyond which releasing the card commits the flip. */
export const FLIP_COMMIT_DEG = UI_LIMITS.liveFlipCommitRatio * FLIP_MAX_DEG;

/** Card angle (0–90 degrees) for a drag of `dragPx` towards the hinge side on a card `cardHeightPx` tall. */
export function flipAngle(dragPx: number, cardHeightPx: number): number {
  if (!(cardHeightPx > 0) || !(dragPx > 0)) return 0;
  return Math.min(1, dragPx / (cardHeightPx * FULL_FLIP_DRAG_RATIO)) * FLIP_MAX_DEG;
}

/** Releasing at this angle commits the flip (otherwise the card snaps back). */
export function isFlipCommitted(angleDeg: number): boolean {
  return angleDeg >= FLIP_COMMIT_DEG;
}
