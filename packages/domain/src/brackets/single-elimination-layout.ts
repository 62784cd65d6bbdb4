/** Single elimination layout (sheet §11.3): rows RO_2 … RO_N on coordinates 0 … N − 2. */
import { rowsWithCoordinates, type TBracketEntryType } from './entry-types.ts';
import { toLayout, type TBracketLayout, type TLayoutEntry } from './layout.ts';

/**
 * Builds the RO_N layout. Row RO_m holds coordinates m/2 − 1 … m − 2 and row index k feeds coordinate
 * m/4 − 1 + ⌊k/2⌋ (competitor1 when k is even); that is the heap order: entry c is fed by 2c + 1 and 2c + 2.
 */
export function singleEliminationLayout(firstRow: TBracketEntryType): TBracketLayout {
  const entries: TLayoutEntry[] = [];
  for (const row of rowsWithCoordinates(firstRow, 'upper')) {
    for (const coordinate of row.coordinates) {
      entries.push({
        coordinate,
        type: row.type,
        sources:
          row.type === firstRow
            ? [{ kind: 'seed' }, { kind: 'seed' }]
            : [
                { kind: 'winner', from: 2 * coordinate + 1 },
                { kind: 'winner', from: 2 * coordinate + 2 },
              ],
      });
    }
  }
  return toLayout(entries);
}
