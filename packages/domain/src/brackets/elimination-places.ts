/**
 * Places and round names of elimination brackets (SPEC §9): each entry's stage, round and match, and its round's code,
 * from the rows of its layout. A tournament's places come from its format, which asks this for its elimination
 * entries (single and double elimination, the groups' playoff).
 */
import { isDoubleEliminationType, rowsWithCoordinates, type TBracketEntryType } from './entry-types.ts';
import { GRAND_FINAL_RESET_COORDINATE } from './layout.ts';
import type { TEntryPlace, TMatchStage, TRoundCode } from './match-place.ts';

/** The round codes of the single elimination rows and of the upper bracket's rows (with the grand final, D_RO_1). */
const ROW_CODES: Partial<Record<TBracketEntryType, TRoundCode>> = {
  RO_64: { code: 'ROUND_OF', n: 64 },
  RO_32: { code: 'ROUND_OF', n: 32 },
  RO_16: { code: 'ROUND_OF', n: 16 },
  RO_8: { code: 'QUARTER_FINAL' },
  RO_4: { code: 'SEMI_FINAL' },
  RO_2: { code: 'FINAL' },
  D_RO_16: { code: 'ROUND_OF', n: 16 },
  D_RO_8: { code: 'QUARTER_FINAL' },
  D_RO_4: { code: 'SEMI_FINAL' },
  D_RO_2: { code: 'UPPER_FINAL' },
  D_RO_1: { code: 'GRAND_FINAL' },
};

/** The grand final reset: the final stage's second round, after every upper-bracket coordinate. */
const RESET_PLACE: TEntryPlace = {
  place: { stage: 'final', group: null, round: 1, match: 0 },
  roundCode: { code: 'GRAND_FINAL_RESET' },
};

type TRows = ReturnType<typeof rowsWithCoordinates>;

/** Places of rows given final first: the last row is round 0; `codeOf` names a row by its index from the final. */
function placeRows(
  places: Map<number, TEntryPlace>,
  stage: TMatchStage,
  rows: TRows,
  codeOf: (type: TBracketEntryType, fromFinal: number) => TRoundCode | undefined,
) {
  rows.forEach((row, fromFinal) => {
    const roundCode = codeOf(row.type, fromFinal);
    if (!roundCode) return;
    const round = rows.length - 1 - fromFinal;
    row.coordinates.forEach((coordinate, match) =>
      places.set(coordinate, { place: { stage, group: null, round, match }, roundCode }),
    );
  });
}

function placesOf(firstRow: TBracketEntryType): Map<number, TEntryPlace> {
  const places = new Map<number, TEntryPlace>();
  const upper = rowsWithCoordinates(firstRow, 'upper');
  if (!isDoubleEliminationType(firstRow)) {
    placeRows(places, 'bracket', upper, (type) => ROW_CODES[type]);
    return places;
  }
  const [grandFinal, ...upperRows] = upper;
  if (grandFinal) placeRows(places, 'final', [grandFinal], (type) => ROW_CODES[type]);
  placeRows(places, 'upper', upperRows, (type) => ROW_CODES[type]);
  // 'Lower round N', counted from the first lower round played; the lower final has a name of its own (issue 37).
  const lower = rowsWithCoordinates(firstRow, 'lower');
  placeRows(places, 'lower', lower, (_type, fromFinal) =>
    fromFinal === 0 ? { code: 'LOWER_FINAL' } : { code: 'LOWER_ROUND', n: lower.length - fromFinal },
  );
  return places;
}

const cache = new Map<TBracketEntryType, Map<number, TEntryPlace>>();

/**
 * Place and round code of the entry at `coordinate` in the elimination bracket whose first row is `firstRow` (a single
 * or double elimination size code, or a playoff's RO_n); double elimination's grand final reset included. Null for a
 * coordinate the bracket does not hold.
 */
export function eliminationPlace(firstRow: TBracketEntryType, coordinate: number): TEntryPlace | null {
  if (coordinate === GRAND_FINAL_RESET_COORDINATE) return isDoubleEliminationType(firstRow) ? RESET_PLACE : null;
  let places = cache.get(firstRow);
  if (!places) {
    places = placesOf(firstRow);
    cache.set(firstRow, places);
  }
  return places.get(coordinate) ?? null;
}
