/** Tournament size codes (SPEC §9, SERVER-RULES §7). Which sizes a format offers is in its setup (formats/). */
import { roundSize } from './entry-types.ts';

/** The `size` codes a tournament can be created with. Formats without a bracket size send a code that only names the column. */
export const TOURNAMENT_SIZES = ['RO_8', 'RO_16', 'RO_32', 'RO_64', 'D_RO_8', 'D_RO_16'] as const;
export type TTournamentSize = (typeof TOURNAMENT_SIZES)[number];

/** Slots in the first row of a bracket: 8 for RO_8 and D_RO_8. */
export function bracketSize(size: TTournamentSize): number {
  return roundSize(size);
}
