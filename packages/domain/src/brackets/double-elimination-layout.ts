/**
 * Double elimination layouts (sheet §11.3): upper bracket on 0 … N − 1 (0 is the grand final, one game), lower
 * bracket on 1000 … 1000 + N − 3. The feed tables are copied row by row from the sheet so the earlier client's
 * drawing lines up.
 */
import { LOWER_BRACKET_BASE, rowsWithCoordinates, type TBracketEntryType } from './entry-types.ts';
import { toLayout, type TBracketLayout, type TLayoutEntry, type TSlotSource } from './layout.ts';

type TTarget = readonly [coordinate: number, slot: 1 | 2];
/** [from, winner goes to, loser goes to (upper bracket only)]. */
type TFeed = readonly [from: number, winnerTo: TTarget, loserTo?: TTarget];

const FINALS: readonly TFeed[] = [
  [1, [0, 1], [1000, 1]],
  [1001, [1000, 2]],
  [1000, [0, 2]],
];

const D_RO_8_FEEDS: readonly TFeed[] = [
  // First round
  [4, [2, 1], [1005, 2]],
  [5, [2, 2], [1005, 1]],
  [6, [3, 1], [1004, 2]],
  [7, [3, 2], [1004, 1]],
  // Upper semis
  [2, [1, 1], [1002, 1]],
  [3, [1, 2], [1003, 1]],
  // Lower
  [1004, [1002, 2]],
  [1005, [1003, 2]],
  [1002, [1001, 1]],
  [1003, [1001, 2]],
  ...FINALS,
];

const D_RO_16_FEEDS: readonly TFeed[] = [
  // First round
  [8, [4, 1], [1013, 2]],
  [9, [4, 2], [1013, 1]],
  [10, [5, 1], [1012, 2]],
  [11, [5, 2], [1012, 1]],
  [12, [6, 1], [1011, 2]],
  [13, [6, 2], [1011, 1]],
  [14, [7, 1], [1010, 2]],
  [15, [7, 2], [1010, 1]],
  // Upper quarter finals
  [4, [2, 1], [1006, 1]],
  [5, [2, 2], [1007, 1]],
  [6, [3, 1], [1008, 1]],
  [7, [3, 2], [1009, 1]],
  // Upper semis: the losers cross over (size 16 only)
  [2, [1, 1], [1003, 1]],
  [3, [1, 2], [1002, 1]],
  // Lower
  [1010, [1006, 2]],
  [1011, [1007, 2]],
  [1012, [1008, 2]],
  [1013, [1009, 2]],
  [1006, [1004, 1]],
  [1007, [1004, 2]],
  [1008, [1005, 1]],
  [1009, [1005, 2]],
  [1004, [1002, 2]],
  [1005, [1003, 2]],
  [1002, [1001, 1]],
  [1003, [1001, 2]],
  ...FINALS,
];

const FEEDS: Partial<Record<TBracketEntryType, readonly TFeed[]>> = {
  D_RO_8: D_RO_8_FEEDS,
  D_RO_16: D_RO_16_FEEDS,
};

/** Builds the D_RO_8 or D_RO_16 layout from the sheet's feed table. */
export function doubleEliminationLayout(firstRow: TBracketEntryType): TBracketLayout {
  const feeds = FEEDS[firstRow];
  if (!feeds) throw new Error(`No double elimination layout for ${firstRow}`);
  const sources = new Map<number, [TSlotSource, TSlotSource]>();
  const setSource = ([coordinate, slot]: TTarget, source: TSlotSource) => {
    const slots = sources.get(coordinate) ?? [{ kind: 'seed' }, { kind: 'seed' }];
    slots[slot - 1] = source;
    sources.set(coordinate, slots);
  };
  for (const [from, winnerTo, loserTo] of feeds) {
    setSource(winnerTo, { kind: 'winner', from });
    if (loserTo) setSource(loserTo, { kind: 'loser', from });
  }
  const rows = [...rowsWithCoordinates(firstRow, 'upper'), ...rowsWithCoordinates(firstRow, 'lower')];
  const entries: TLayoutEntry[] = rows.flatMap((row) =>
    row.coordinates.map((coordinate) => ({
      coordinate,
      type: row.type,
      sources: sources.get(coordinate) ?? [{ kind: 'seed' }, { kind: 'seed' }],
    })),
  );
  return toLayout(entries);
}

/** Whether a coordinate lies in the lower bracket. */
export function isLowerBracket(coordinate: number): boolean {
  return coordinate >= LOWER_BRACKET_BASE;
}
