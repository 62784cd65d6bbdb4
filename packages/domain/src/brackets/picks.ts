/** PICKED seeding: the owner places competitors in first-row slots before seeding (`POST …/setSeed`). */
import { BracketError, refuse, type TBracketRefusal } from './errors.ts';
import { formatOf } from './formats/registry.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

/**
 * A placement for one entry. An omitted competitor leaves the slot as it is; null empties it (the earlier client
 * posts its whole locally edited bracket, where null means the slot is empty).
 */
export interface TSeedPick {
  coordinate: number;
  competitor1Id?: string | null;
  competitor2Id?: string | null;
}

type TPlaced = { entries: TBracketEntry[] } | { refusal: TBracketRefusal };

function place(tournament: TBracketTournament, picks: readonly TSeedPick[]): TPlaced {
  if (tournament.seeded) return { refusal: refuse('conflict', 'TOURNAMENT_ALREADY_SEEDED') };
  if (tournament.seedType !== 'PICKED') {
    return { refusal: refuse('invalid', 'PICKS_NEED_PICKED_SEEDING') };
  }
  const firstRound = new Set(formatOf(tournament.tournamentType).pickableCoordinates(tournament.size));
  const competitors = new Set(tournament.competitorIds);
  const byCoordinate = new Map(tournament.entries.map((e) => [e.coordinate, e]));
  for (const pick of picks) {
    const entry = byCoordinate.get(pick.coordinate);
    if (!entry) return { refusal: refuse('invalid', 'PICK_NO_ENTRY', { coordinate: pick.coordinate }) };
    const next = { ...entry };
    if (pick.competitor1Id !== undefined) next.competitor1Id = pick.competitor1Id;
    if (pick.competitor2Id !== undefined) next.competitor2Id = pick.competitor2Id;
    for (const id of [next.competitor1Id, next.competitor2Id]) {
      if (id === null) continue;
      if (!competitors.has(id)) {
        return { refusal: refuse('invalid', 'PICK_NOT_IN_TOURNAMENT', { id }) };
      }
      if (!firstRound.has(pick.coordinate)) {
        return { refusal: refuse('invalid', 'PICK_NOT_FIRST_ROUND', { coordinate: pick.coordinate }) };
      }
    }
    byCoordinate.set(pick.coordinate, next);
  }
  const entries = tournament.entries.map((e) => byCoordinate.get(e.coordinate) ?? e);
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const id of [entry.competitor1Id, entry.competitor2Id]) {
      if (id === null) continue;
      if (seen.has(id)) return { refusal: refuse('invalid', 'PICK_TWICE', { id }) };
      seen.add(id);
    }
  }
  return { entries };
}

/** Refuses placements on a seeded or non-PICKED tournament, outside the first row, of strangers, or twice. */
export function checkPicks(tournament: TBracketTournament, picks: readonly TSeedPick[]): TBracketRefusal | null {
  const placed = place(tournament, picks);
  return 'refusal' in placed ? placed.refusal : null;
}

/** Applies the placements; throws BracketError when checkPicks refuses. */
export function applyPicks(tournament: TBracketTournament, picks: readonly TSeedPick[]): TBracketTournament {
  const placed = place(tournament, picks);
  if ('refusal' in placed) throw new BracketError(placed.refusal);
  return { ...tournament, entries: placed.entries };
}

/** Competitors not yet placed in any slot. */
export function unplacedCompetitors(tournament: TBracketTournament): string[] {
  const placed = new Set(tournament.entries.flatMap((e) => [e.competitor1Id, e.competitor2Id]));
  return tournament.competitorIds.filter((id) => !placed.has(id));
}
