/** Column titles of the elimination bracket drawing (SPEC §9). A tournament's round names come from its format. */
import type { TBracketEntryType } from './entry-types.ts';

const ROUND_NAMES: Partial<Record<TBracketEntryType, string>> = {
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

/** Title of an elimination row; null for the lower-bracket-only rows D_RO_12, D_RO_6 and D_RO_3, which have none. */
export function roundNameOfType(type: TBracketEntryType): string | null {
  return ROUND_NAMES[type] ?? null;
}
