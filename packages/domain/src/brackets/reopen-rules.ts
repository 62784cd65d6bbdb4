/**
 * What the formats share when an entry is reopened (issue 24): an entry loses its result, and the entries fed by it
 * through an elimination layout are found by following the layout's slot sources.
 */
import type { TBracketLayout } from './layout.ts';
import type { TBracketEntry } from './types.ts';

/** The entry without its game or forfeit (a bye stays a bye: the format's `advance` works out whether it still is). */
export function withoutResult(entry: TBracketEntry): TBracketEntry {
  return { ...entry, gameId: null, result: null, forfeited: false, forfeitedId: null, final: entry.bye };
}

/**
 * Coordinates whose slots are filled, directly or through other entries, from the winner or the loser of any of
 * `from` (not `from` themselves), nearest first: the order they are played in.
 */
export function fedCoordinates(layout: TBracketLayout, from: Iterable<number>): number[] {
  const reached = new Set<number>();
  const queue = [...from];
  const start = new Set(queue);
  while (queue.length > 0) {
    const coordinate = queue.shift()!;
    for (const node of layout.entries) {
      const isFed = node.sources.some((s) => s.kind !== 'seed' && s.from === coordinate);
      if (isFed && !reached.has(node.coordinate) && !start.has(node.coordinate)) {
        reached.add(node.coordinate);
        queue.push(node.coordinate);
      }
    }
  }
  return [...reached];
}

/** The entries at these coordinates, in their order. */
export function entriesAt(entries: readonly TBracketEntry[], coordinates: Iterable<number>): TBracketEntry[] {
  const byCoordinate = new Map(entries.map((e) => [e.coordinate, e]));
  return [...new Set(coordinates)].flatMap((c) => byCoordinate.get(c) ?? []);
}

/** Reopening's default reset: the entry and its dependents lose their results; `advance` recomputes the rest. */
export function clearResults(
  entries: readonly TBracketEntry[],
  entryId: string,
  dependentIds: ReadonlySet<string>,
): TBracketEntry[] {
  return entries.map((e) => (e.id === entryId || dependentIds.has(e.id) ? withoutResult(e) : e));
}
