/** Round robin by the circle method (sheet §11.3–11.4): entries made at seeding, coordinate = 1000·round + match. */
import { emptyEntry, type TNewId } from './empty-entry.ts';
import type { TEntryPlace } from './match-place.ts';
import type { TBracketEntry } from './types.ts';

/** Coordinates of one round robin round span this many values. */
export const ROUND_ROBIN_ROUND_STEP = 1000;

export interface TRoundRobinPairing {
  round: number;
  match: number;
  /** Null where the competitor would have met the dummy "nobody" of an odd field. */
  competitor1Id: string | null;
  competitor2Id: string | null;
}

/** Round (0-based) of a round robin coordinate. */
export function roundRobinRound(coordinate: number): number {
  return Math.floor(coordinate / ROUND_ROBIN_ROUND_STEP);
}

/** The place of a round robin or Swiss entry: round and match from its coordinate, its round named 'Round n'. */
export function roundsPlace(coordinate: number): TEntryPlace {
  const round = roundRobinRound(coordinate);
  return {
    place: { stage: 'rounds', group: null, round, match: coordinate % ROUND_ROBIN_ROUND_STEP },
    roundCode: { code: 'ROUND', n: round + 1 },
  };
}

/**
 * Circle method in list order: an odd field gets a dummy; round r pairs list[j] with list[len − 1 − j]; after each
 * round the last element moves to index 1. A,B,C,D → (A,D)(B,C), (A,C)(D,B), (A,B)(C,D).
 */
export function circlePairings(competitorIds: readonly string[]): TRoundRobinPairing[] {
  const circle: (string | null)[] = [...competitorIds];
  if (circle.length % 2 === 1) circle.push(null);
  const rounds = circle.length - 1;
  const matches = circle.length / 2;
  const pairings: TRoundRobinPairing[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let match = 0; match < matches; match++) {
      pairings.push({
        round,
        match,
        competitor1Id: circle[match] ?? null,
        competitor2Id: circle[circle.length - 1 - match] ?? null,
      });
    }
    const last = circle.pop();
    if (last !== undefined) circle.splice(1, 0, last);
  }
  return pairings;
}

/** The seeded entries of a round robin; a pairing with the dummy is a bye, closed at once so odd fields finish. */
export function roundRobinEntries(competitorIds: readonly string[], newId: TNewId): TBracketEntry[] {
  return circlePairings(competitorIds).map((pairing) => {
    const bye = pairing.competitor1Id === null || pairing.competitor2Id === null;
    return {
      ...emptyEntry(newId(), pairing.round * ROUND_ROBIN_ROUND_STEP + pairing.match, null),
      competitor1Id: pairing.competitor1Id,
      competitor2Id: pairing.competitor2Id,
      bye,
      final: bye,
    };
  });
}
