/** New bracket entries: their ids and their empty state. */
import type { TBracketEntry } from './types.ts';

/** Makes entry ids; the default is a random UUID. */
export type TNewId = () => string;

/** Random UUID from Web Crypto (Node ≥ 19 and browsers). */
export const randomId: TNewId = () => globalThis.crypto.randomUUID();

/** An entry with nobody in it and nothing decided. */
export function emptyEntry(
  id: string,
  coordinate: number,
  bracketEntryType: TBracketEntry['bracketEntryType'],
): TBracketEntry {
  return {
    id,
    coordinate,
    bracketEntryType,
    competitor1Id: null,
    competitor2Id: null,
    gameId: null,
    result: null,
    forfeited: false,
    forfeitedId: null,
    bye: false,
    final: false,
  };
}
