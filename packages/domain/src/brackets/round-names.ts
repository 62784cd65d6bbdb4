/**
 * Round names of elimination brackets (SPEC §9): each entry's round, as the reopen confirmation lists it and as the
 * bracket drawing titles its columns. A tournament's round names come from its format, which asks this for its
 * elimination entries (single and double elimination, the groups' playoff).
 */
import { isDoubleEliminationType, LOWER_BRACKET_BASE, rowsWithCoordinates, type TBracketEntryType } from './entry-types.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './layout.ts';
import { eliminationLayout } from './layouts.ts';

/** Names of the single elimination rows and of the upper bracket's rows (with the grand final, D_RO_1). */
const ROW_NAMES: Partial<Record<TBracketEntryType, string>> = {
  RO_64: 'Ro 64',
  RO_32: 'Ro 32',
  RO_16: 'Ro 16',
  RO_8: 'Quarter finals',
  RO_4: 'Semi finals',
  RO_2: 'Final',
  D_RO_16: 'Ro 16',
  D_RO_8: 'Quarter finals',
  D_RO_4: 'Semi finals',
  D_RO_2: 'Bracket Finals',
  D_RO_1: 'Grand Finals',
};

/** The lower bracket's final: its own name (issue 37), so it is never taken for the upper one ('Bracket Finals'). */
const LOWER_FINAL_NAME = 'Lower Bracket Finals';

/** A lower-bracket row: 'Lower round N', counted from the first lower round played, and the lower final. */
function lowerRoundName(firstRow: TBracketEntryType, type: TBracketEntryType): string | null {
  if (type === 'D_RO_2') return LOWER_FINAL_NAME;
  // Final first, so the first lower round played is the last row.
  const rows = rowsWithCoordinates(firstRow, 'lower');
  const index = rows.findIndex((row) => row.type === type);
  return index < 0 ? null : `Lower round ${rows.length - index}`;
}

/**
 * Name of the round of the entry at `coordinate` in the elimination bracket whose first row is `firstRow` (a single
 * or double elimination size code, or a playoff's RO_n): 'Quarter finals', 'Lower round 2', 'Lower Bracket Finals',
 * 'Grand Finals', 'Grand Final reset'. Every entry of the bracket has one; null for a coordinate it does not hold.
 */
export function eliminationRoundName(firstRow: TBracketEntryType, coordinate: number): string | null {
  const isDouble = isDoubleEliminationType(firstRow);
  if (isDouble && coordinate === GRAND_FINAL_RESET_COORDINATE) return 'Grand Final reset';
  const type = eliminationLayout(firstRow).byCoordinate.get(coordinate)?.type;
  if (type === undefined) return null;
  if (isDouble && coordinate >= LOWER_BRACKET_BASE) return lowerRoundName(firstRow, type);
  return ROW_NAMES[type] ?? null;
}
