/** PICKED seeding on the client: the owner's unsaved placements of competitors in first-row slots. */
import type { TSeedPickBody, TTournamentView } from '@caps/domain';
import { formatOf } from '@caps/domain/brackets/formats/registry';
import { entrySide } from './tournament-rules.ts';

/** Competitor ids of each first-row entry, by coordinate. */
export type TSlots = ReadonlyMap<number, readonly [string | null, string | null]>;

/** Coordinates of the seeded first row (empty for formats without picking). */
function firstRoundOf(t: Pick<TTournamentView, 'tournamentType' | 'size'>): number[] {
  return [...formatOf(t.tournamentType).pickableCoordinates(t.size)];
}

/** The placements the server holds. */
export function slotsOf(t: TTournamentView): TSlots {
  const first = new Set(firstRoundOf(t));
  return new Map(
    t.bracketEntries
      .filter((e) => first.has(e.coordinate))
      .map((e) => [e.coordinate, [entrySide(e, 1)?.id ?? null, entrySide(e, 2)?.id ?? null]] as const),
  );
}

/**
 * Puts a competitor (or nobody) in a slot. The competitor leaves any other slot; when it came from a slot by drag and
 * the target was taken, the two swap places.
 */
export function placeInSlot(
  slots: TSlots,
  coordinate: number,
  slot: 1 | 2,
  competitorId: string | null,
  from?: { coordinate: number; slot: 1 | 2 },
): TSlots {
  if (!slots.has(coordinate)) return slots;
  const next = new Map(slots);
  const displaced = next.get(coordinate)?.[slot - 1] ?? null;
  if (competitorId !== null) {
    for (const [c, pair] of next) {
      if (pair[0] === competitorId || pair[1] === competitorId)
        next.set(c, [pair[0] === competitorId ? null : pair[0], pair[1] === competitorId ? null : pair[1]]);
    }
  }
  const set = (c: number, s: 1 | 2, id: string | null) => {
    const pair = next.get(c);
    if (pair) next.set(c, s === 1 ? [id, pair[1]] : [pair[0], id]);
  };
  set(coordinate, slot, competitorId);
  if (
    from &&
    displaced !== null &&
    displaced !== competitorId &&
    !(from.coordinate === coordinate && from.slot === slot)
  )
    set(from.coordinate, from.slot, displaced);
  return next;
}

/** Drops competitors that are no longer in the list. */
export function keepOnly(slots: TSlots, ids: ReadonlySet<string>): TSlots {
  const keep = (id: string | null) => (id !== null && ids.has(id) ? id : null);
  return new Map([...slots].map(([c, [a, b]]) => [c, [keep(a), keep(b)]] as const));
}

/** Competitors not placed in any slot, in list order. */
export function unplaced(slots: TSlots, ids: readonly string[]): string[] {
  const placed = new Set([...slots.values()].flatMap((pair) => pair.filter((id): id is string => id !== null)));
  return ids.filter((id) => !placed.has(id));
}

/** The setSeed body: every first-row entry with both slots (null empties a slot). */
export function picksBody(slots: TSlots, isDoubles: boolean): TSeedPickBody[] {
  return [...slots].map(([coordinate, [a, b]]) => {
    const ref = (id: string | null) => (id === null ? null : { id });
    return isDoubles ? { coordinate, team1: ref(a), team2: ref(b) } : { coordinate, player1: ref(a), player2: ref(b) };
  });
}

/** Whether two placements are the same. */
export function sameSlots(a: TSlots, b: TSlots): boolean {
  if (a.size !== b.size) return false;
  return [...a].every(([c, [x, y]]) => {
    const other = b.get(c);
    return other !== undefined && other[0] === x && other[1] === y;
  });
}
