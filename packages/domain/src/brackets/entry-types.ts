/** BracketEntryType codes of the sheet §11.2 and the rows (rounds) they name. */

export const BRACKET_ENTRY_TYPES = [
  'RO_64',
  'RO_32',
  'RO_16',
  'RO_8',
  'RO_4',
  'RO_2',
  'D_RO_16',
  'D_RO_12',
  'D_RO_8',
  'D_RO_6',
  'D_RO_4',
  'D_RO_3',
  'D_RO_2',
  'D_RO_1',
] as const;
export type TBracketEntryType = (typeof BRACKET_ENTRY_TYPES)[number];

/** Numeric values of the codes; the earlier server used them only for its player cap. */
export const BRACKET_ENTRY_TYPE_VALUES: Record<TBracketEntryType, number> = {
  RO_64: 64,
  RO_32: 32,
  RO_16: 16,
  RO_8: 8,
  RO_4: 4,
  RO_2: 2,
  D_RO_1: 202,
  D_RO_2: 204,
  D_RO_3: 206,
  D_RO_4: 208,
  D_RO_6: 212,
  D_RO_8: 216,
  D_RO_12: 224,
  D_RO_16: 236,
};

/** Upper bracket (and single elimination) coordinates are below 1000, lower bracket ones from 1000. */
export const LOWER_BRACKET_BASE = 1000;

export type TBracketSide = 'upper' | 'lower';

interface TRow {
  type: TBracketEntryType;
  /** Entries in this row. */
  count: number;
}

/** Rows from the final outwards; the coordinates of a side run through them in this order. */
const ROWS: Record<'single' | TBracketSide, readonly TRow[]> = {
  single: [
    { type: 'RO_2', count: 1 },
    { type: 'RO_4', count: 2 },
    { type: 'RO_8', count: 4 },
    { type: 'RO_16', count: 8 },
    { type: 'RO_32', count: 16 },
    { type: 'RO_64', count: 32 },
  ],
  upper: [
    { type: 'D_RO_1', count: 1 },
    { type: 'D_RO_2', count: 1 },
    { type: 'D_RO_4', count: 2 },
    { type: 'D_RO_8', count: 4 },
    { type: 'D_RO_16', count: 8 },
  ],
  lower: [
    { type: 'D_RO_2', count: 1 },
    { type: 'D_RO_3', count: 1 },
    { type: 'D_RO_4', count: 2 },
    { type: 'D_RO_6', count: 2 },
    { type: 'D_RO_8', count: 4 },
    { type: 'D_RO_12', count: 4 },
  ],
};

/** Whether a code is a double elimination row. */
export function isDoubleEliminationType(type: TBracketEntryType): boolean {
  return type.startsWith('D_');
}

/** The number of players a row is named after: 16 for RO_16 and D_RO_16, 3 for D_RO_3. */
export function roundSize(type: TBracketEntryType): number {
  return Number(type.slice(type.lastIndexOf('_') + 1));
}

function rowsOf(type: TBracketEntryType, side: TBracketSide): readonly TRow[] {
  return isDoubleEliminationType(type) ? ROWS[side] : ROWS.single;
}

/** Entries in the rows of a side that come after `type` (closer to the final); its first coordinate offset. */
export function entryCountAbove(type: TBracketEntryType, side: TBracketSide = 'upper'): number {
  const size = roundSize(type);
  return rowsOf(type, side)
    .filter((row) => roundSize(row.type) < size)
    .reduce((sum, row) => sum + row.count, 0);
}

/** Entries in `type`'s row and the rows after it; one past its last coordinate offset. */
export function entryCountAtOrAbove(type: TBracketEntryType, side: TBracketSide = 'upper'): number {
  const size = roundSize(type);
  return rowsOf(type, side)
    .filter((row) => roundSize(row.type) <= size)
    .reduce((sum, row) => sum + row.count, 0);
}

/** Whether the row's size is a power of two (the main columns of the bracket drawing). */
export function isPowerOfTwoRound(type: TBracketEntryType): boolean {
  const size = roundSize(type);
  return (size & (size - 1)) === 0;
}

/** The next power-of-two row towards the final: D_RO_16 → D_RO_8, D_RO_12 → D_RO_8, RO_16 → RO_8. */
export function nextPowerOfTwoRoundAbove(type: TBracketEntryType): TBracketEntryType | null {
  const size = roundSize(type);
  const candidates = rowsOf(type, 'upper').filter((row) => roundSize(row.type) < size && isPowerOfTwoRound(row.type));
  return candidates.at(-1)?.type ?? null;
}

/** The rows of one side of a bracket of the given first-row type, final first, with their coordinates. */
export function rowsWithCoordinates(
  firstRow: TBracketEntryType,
  side: TBracketSide,
): { type: TBracketEntryType; coordinates: number[] }[] {
  const base = side === 'lower' ? LOWER_BRACKET_BASE : 0;
  const rows = rowsOf(firstRow, side);
  const last = side === 'lower' ? lowerFirstRow(firstRow) : firstRow;
  const lastIndex = rows.findIndex((row) => row.type === last);
  return rows.slice(0, lastIndex + 1).map((row) => {
    const start = base + entryCountAbove(row.type, side);
    return { type: row.type, coordinates: Array.from({ length: row.count }, (_, i) => start + i) };
  });
}

/** First lower-bracket row of a double elimination bracket: D_RO_12 for 16, D_RO_6 for 8, D_RO_3 for 4. */
function lowerFirstRow(upperFirstRow: TBracketEntryType): TBracketEntryType {
  const size = roundSize(upperFirstRow);
  const row = ROWS.lower.find((r) => roundSize(r.type) === (size * 3) / 4);
  if (!row) throw new Error(`No lower bracket for ${upperFirstRow}`);
  return row.type;
}
