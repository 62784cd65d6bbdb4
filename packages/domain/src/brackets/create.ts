/** A new tournament's bracket: elimination entries exist from creation, round robin ones from seeding. */
import type { TSeedType, TTournamentType } from '../enums.ts';
import { assertAllowed } from './errors.ts';
import { bracketLayout } from './layouts.ts';
import { checkTournamentSetup, type TTournamentSize } from './sizes.ts';
import { emptyEntry, randomId, type TNewId } from './empty-entry.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

export interface TBracketSetup {
  tournamentType: TTournamentType;
  size: TTournamentSize;
  seedType: TSeedType;
}

/** Empty entries of an elimination bracket in coordinate order (RO_N: N − 1, D_RO_N: 2N − 2); none for round robin. */
export function createBracketEntries(tournamentType: TTournamentType, size: TTournamentSize, newId: TNewId = randomId): TBracketEntry[] {
  const layout = bracketLayout(tournamentType, size);
  if (!layout) return [];
  return [...layout.entries].sort((a, b) => a.coordinate - b.coordinate).map((e) => emptyEntry(newId(), e.coordinate, e.type));
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
