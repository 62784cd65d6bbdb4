/** A new tournament's bracket: its format decides which entries exist from creation. */
import type { TSeedType, TTournamentType } from '../enums.ts';
import { assertAllowed } from './errors.ts';
import { formatOf } from './formats/registry.ts';
import { checkTournamentSetup } from './formats/setups.ts';
import type { TTournamentSize } from './sizes.ts';
import { randomId, type TNewId } from './empty-entry.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

export interface TBracketSetup {
  tournamentType: TTournamentType;
  size: TTournamentSize;
  seedType: TSeedType;
}

/** Entries of a new tournament of this type and size (RO_N: N − 1, D_RO_N: 2N − 2, in coordinate order; none for round robin). */
export function createBracketEntries(tournamentType: TTournamentType, size: TTournamentSize, newId: TNewId = randomId): TBracketEntry[] {
  return formatOf(tournamentType).create(size, newId);
}

/** A new, unseeded tournament with no competitors; throws BracketError when the setup is not offered. */
export function createBracketTournament(setup: TBracketSetup, newId: TNewId = randomId): TBracketTournament {
  assertAllowed(checkTournamentSetup(setup.tournamentType, setup.size, setup.seedType));
  return {
    ...setup,
    competitorIds: [],
    seeded: false,
    finished: false,
    winnerId: null,
    entries: createBracketEntries(setup.tournamentType, setup.size, newId),
  };
}
