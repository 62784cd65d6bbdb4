/**
 * Where a match sits in its tournament and what its round is called, as codes: every format gives each of its entries
 * one (formats/format.ts `place`), the server carries both with every entry, and the web draws by the place and words
 * the round's code in the reader's language. Nothing here is English: see round-names.ts for the answers that still
 * carry a name.
 */

/**
 * The stages a match can be in: a single elimination bracket; double elimination's upper and lower brackets and its
 * final (the grand final and its reset); the rounds of a round robin or a Swiss; a group and the playoff of groups
 * into playoffs.
 */
export const MATCH_STAGES = ['bracket', 'upper', 'lower', 'final', 'rounds', 'group', 'playoff'] as const;
export type TMatchStage = (typeof MATCH_STAGES)[number];

/** A match's place, every number counted from 0 (as the standings count groups). */
export interface TMatchPlace {
  stage: TMatchStage;
  /** The group (0 = group A) in the group stage; null in every other stage. */
  group: number | null;
  /** The round within its stage (and group), the first one played 0; the grand final reset is the final's round 1. */
  round: number;
  /** The match within its round, in the bracket's order. */
  match: number;
}

/** Codes of round names (SPEC §9), with the numbers their words need; `n` counts from 1 as people do. */
export type TRoundCode =
  /** 'Ro 16', 'Ro 32', 'Ro 64': `n` players. */
  | { code: 'ROUND_OF'; n: number }
  | { code: 'QUARTER_FINAL' }
  | { code: 'SEMI_FINAL' }
  /** The final of a single elimination bracket or a playoff. */
  | { code: 'FINAL' }
  /** Double elimination: the upper bracket's final ('Bracket Finals'). */
  | { code: 'UPPER_FINAL' }
  | { code: 'LOWER_ROUND'; n: number }
  | { code: 'LOWER_FINAL' }
  | { code: 'GRAND_FINAL' }
  | { code: 'GRAND_FINAL_RESET' }
  /** Round robin and Swiss. */
  | { code: 'ROUND'; n: number }
  /** A group's round: `group` as the place counts it (0 = A). */
  | { code: 'GROUP_ROUND'; group: number; n: number };

/** An entry's place and its round's name. */
export interface TEntryPlace {
  place: TMatchPlace;
  roundCode: TRoundCode;
}

/** Whether two places are in the same round (of the same stage and group). */
export function isSameRound(a: TMatchPlace, b: TMatchPlace): boolean {
  return a.stage === b.stage && a.group === b.group && a.round === b.round;
}
