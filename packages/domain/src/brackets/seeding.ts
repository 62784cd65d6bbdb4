/** Seeding (`POST …/seed`, sheet §11.4 fixed by SERVER-RULES §7): the shared checks, then the format places and settles. */
import { assertAllowed, refuse, type TBracketRefusal } from './errors.ts';
import type { TSeedOptions } from './formats/format.ts';
import { formatOf } from './formats/registry.ts';
import { checkTournamentSetup, maxCompetitors } from './formats/setups.ts';
import { unplacedCompetitors } from './picks.ts';
import { settleTournament } from './settle.ts';
import { randomId } from './empty-entry.ts';
import type { TBracketTournament } from './types.ts';

export type { TSeedOptions } from './formats/format.ts';

/** Refuses seeding twice, an unavailable setup, too few or too many competitors, unplaced PICKED competitors, or what the format refuses. */
export function canSeed(tournament: TBracketTournament): TBracketRefusal | null {
  if (tournament.seeded) return refuse('conflict', 'TOURNAMENT_ALREADY_SEEDED');
  const setup = checkTournamentSetup(
    tournament.tournamentType,
    tournament.size,
    tournament.seedType,
    tournament.settings,
  );
  if (setup) return setup;
  const format = formatOf(tournament.tournamentType);
  const count = tournament.competitorIds.length;
  const min = format.setup.minCompetitors;
  if (count < min) return refuse('invalid', 'SEED_TOO_FEW', { min });
  if (count > maxCompetitors(tournament.tournamentType, tournament.size)) {
    return refuse('invalid', 'TOURNAMENT_TOO_MANY_PLAYERS');
  }
  if (tournament.seedType === 'PICKED' && unplacedCompetitors(tournament).length > 0) {
    return refuse('invalid', 'SEED_ALL_PLACED');
  }
  return format.checkSeed(tournament);
}

/**
 * Seeds the tournament: the format places the competitors (elimination: the first row, where entries with fewer than
 * two competitors become closed byes; round robin: its entries are made), then it is settled. Throws BracketError
 * when canSeed refuses.
 */
export function seedTournament(tournament: TBracketTournament, options: TSeedOptions = {}): TBracketTournament {
  assertAllowed(canSeed(tournament));
  const { entries, seedOrder } = formatOf(tournament.tournamentType).seed(tournament, options);
  return settleTournament(
    { ...tournament, seeded: true, ...(seedOrder ? { seedOrder } : {}) },
    entries,
    options.newId ?? randomId,
  );
}
