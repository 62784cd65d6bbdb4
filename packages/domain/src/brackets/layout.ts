/** The shape of an elimination bracket: its entries and where each competitor slot is filled from. */
import type { TBracketEntryType } from './entry-types.ts';

/** Where a slot's competitor comes from: placed at seeding, or the winner or loser of another entry. */
export type TSlotSource = { kind: 'seed' } | { kind: 'winner'; from: number } | { kind: 'loser'; from: number };

export interface TLayoutEntry {
  coordinate: number;
  type: TBracketEntryType;
  /** Sources of competitor1 and competitor2. */
  sources: readonly [TSlotSource, TSlotSource];
}

export interface TBracketLayout {
  /** Every entry, the final (coordinate 0) first. */
  entries: readonly TLayoutEntry[];
  /** Coordinates of the seeded first row, ascending. */
  firstRound: readonly number[];
  byCoordinate: ReadonlyMap<number, TLayoutEntry>;
}

/** Coordinate of the entry whose winner wins the tournament. */
export const FINAL_COORDINATE = 0;

/**
 * Coordinate of double elimination's grand final reset (formats/double-elimination.ts): after every upper-bracket
 * coordinate, before the lower bracket's (from 1000). Not part of the layout: the format adds it.
 */
export const GRAND_FINAL_RESET_COORDINATE = 999;

/** Builds the lookup and first-row list of a layout from its entries. */
export function toLayout(entries: readonly TLayoutEntry[]): TBracketLayout {
  const firstRound = entries
    .filter((e) => e.sources[0].kind === 'seed')
    .map((e) => e.coordinate)
    .sort((a, b) => a - b);
  return { entries, firstRound, byCoordinate: new Map(entries.map((e) => [e.coordinate, e])) };
}
