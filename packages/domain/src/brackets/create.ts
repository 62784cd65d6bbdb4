/** A new tournament's bracket: its format decides which entries exist from creation. */
import type { TSeedType, TTournamentType } from '../enums.ts';
import { assertAllowed } from './errors.ts';
import { formatOf } from './formats/registry.ts';
import type { TTournamentSettings } from './formats/settings.ts';
import { checkTournamentSetup, settingsWithDefaults } from './formats/setups.ts';
import type { TTournamentSize } from './sizes.ts';
import { randomId, type TNewId } from './empty-entry.ts';
import type { TBracketEntry, TBracketTournament } from './types.ts';

export interface TBracketSetup {
  tournamentType: TTournamentType;
  size: TTournamentSize;
  seedType: TSeedType;
  /** The format's settings; those left out take their defaults. */
  settings?: TTournamentSettings;
}

/**
 * Entries of a new tournament of this type and size (RO_N: N − 1, D_RO_N: 2N − 2 and the grand final reset when set,
 * in coordinate order; none for round robin).
 */
export function createBracketEntries(
  tournamentType: TTournamentType,
  size: TTournamentSize,
  newId: TNewId = randomId,
  settings: TTournamentSettings = {},
): TBracketEntry[] {
  return formatOf(tournamentType).create({ size, settings }, newId);
}

/** A new, unseeded tournament with no competitors and its settings; throws BracketError when the setup is not offered. */
export function createBracketTournament(setup: TBracketSetup, newId: TNewId = randomId): TBracketTournament {
  assertAllowed(checkTournamentSetup(setup.tournamentType, setup.size, setup.seedType, setup.settings));
  const settings = settingsWithDefaults(setup.tournamentType, setup.settings);
  return {
    tournamentType: setup.tournamentType,
    size: setup.size,
    seedType: setup.seedType,
    settings,
    competitorIds: [],
    seeded: false,
    finished: false,
    winnerId: null,
    entries: createBracketEntries(setup.tournamentType, setup.size, newId, settings),
  };
}
