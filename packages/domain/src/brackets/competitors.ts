/** Replacing the competitor list before seeding (`POST …/players`). */
import { assertAllowed, refuse, type TBracketRefusal } from './errors.ts';
import { maxCompetitors } from './formats/setups.ts';
import type { TBracketTournament } from './types.ts';

function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Refuses a new competitor list once seeded or above the size's limit; repeated ids count once. */
export function checkCompetitors(
  tournament: TBracketTournament,
  competitorIds: readonly string[],
): TBracketRefusal | null {
  if (tournament.seeded) return refuse('conflict', 'TOURNAMENT_ALREADY_SEEDED');
  if (distinct(competitorIds).length > maxCompetitors(tournament.tournamentType, tournament.size)) {
    return refuse('invalid', 'TOURNAMENT_TOO_MANY_PLAYERS');
  }
  return null;
}

/** Replaces the competitors (repeats dropped, order kept) and takes removed ones out of any picked slot. */
export function setCompetitors(tournament: TBracketTournament, competitorIds: readonly string[]): TBracketTournament {
  assertAllowed(checkCompetitors(tournament, competitorIds));
  const ids = distinct(competitorIds);
  const kept = new Set(ids);
  const keep = (id: string | null) => (id !== null && kept.has(id) ? id : null);
  return {
    ...tournament,
    competitorIds: ids,
    entries: tournament.entries.map((e) => ({
      ...e,
      competitor1Id: keep(e.competitor1Id),
      competitor2Id: keep(e.competitor2Id),
    })),
  };
}
