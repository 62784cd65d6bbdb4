/**
 * Scaling a drawing to fit a screen (the stream view): a drawing of fixed width (an elimination bracket) keeps its
 * width; one that flows (rounds, groups) may be laid out wider than the screen so that it wraps into fewer rows, then
 * everything is scaled down until it fits both ways. The widths tried go from the screen's up to four times it.
 */

export interface TFit {
  /** Width to lay the content out at, in px. */
  width: number;
  /** Scale to draw it at (at most 1). */
  scale: number;
}

const WIDENING = [1, 1.5, 2, 3, 4];

/**
 * The layout width and scale that show the content largest inside `available`: `minWidth` is the content's own width
 * (0 when it flows), `heightAt` its height when laid out at a width.
 */
export function bestFit(
  available: { width: number; height: number },
  minWidth: number,
  heightAt: (width: number) => number,
): TFit {
  let best: TFit = { width: Math.max(available.width, minWidth), scale: 0 };
  const tried = new Set<number>();
  for (const factor of WIDENING) {
    const width = Math.max(Math.round(available.width * factor), minWidth);
    if (tried.has(width)) continue;
    tried.add(width);
    const height = heightAt(width);
    const scale = Math.min(1, available.width / width, height > 0 ? available.height / height : 1);
    if (scale > best.scale + 1e-9) best = { width, scale };
    // Wider only shrinks it further once the height already fits.
    if (height <= available.height) break;
  }
  return best;
}
