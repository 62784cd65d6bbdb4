/** The layout of an elimination bracket, built once per first row. */
import { doubleEliminationLayout } from './double-elimination-layout.ts';
import { isDoubleEliminationType, type TBracketEntryType } from './entry-types.ts';
import type { TBracketLayout } from './layout.ts';
import { singleEliminationLayout } from './single-elimination-layout.ts';

const cache = new Map<TBracketEntryType, TBracketLayout>();

/**
 * Layout of the elimination bracket whose first row is `firstRow`: RO_N single elimination (RO_2 … RO_64), D_RO_8
 * or D_RO_16 double elimination. A tournament's size code is its first row.
 */
export function eliminationLayout(firstRow: TBracketEntryType): TBracketLayout {
  const cached = cache.get(firstRow);
  if (cached) return cached;
  const layout = isDoubleEliminationType(firstRow)
    ? doubleEliminationLayout(firstRow)
    : singleEliminationLayout(firstRow);
  cache.set(firstRow, layout);
  return layout;
}
