/**
 * The setup options of every format (plain data, no bracket rules): what the create dialog offers and the server
 * accepts. The web reads this module instead of keeping its own copy.
 */
import type { TSeedType, TTournamentType } from '../../enums.ts';
import { refuse, type TBracketRefusal } from '../errors.ts';
import type { TTournamentSize } from '../sizes.ts';
import { DOUBLE_ELIMINATION_SETUP } from './double-elimination-setup.ts';
import type { TFormatSetup } from './format.ts';
import { ROUND_ROBIN_SETUP } from './round-robin-setup.ts';
import { SINGLE_ELIMINATION_SETUP } from './single-elimination-setup.ts';

/** Every format's setup, by tournament type (a new type does not compile until it has one here). */
export const FORMAT_SETUPS: { readonly [K in TTournamentType]: TFormatSetup } = {
  SINGLE_ELIMINATION: SINGLE_ELIMINATION_SETUP,
  DOUBLE_ELIMINATION: DOUBLE_ELIMINATION_SETUP,
  ROUND_ROBIN: ROUND_ROBIN_SETUP,
};

/** Most competitors a tournament of this type and size takes. */
export function maxCompetitors(tournamentType: TTournamentType, size: TTournamentSize): number {
  return FORMAT_SETUPS[tournamentType].maxCompetitors(size);
}

/** Refuses a size or seed type the tournament type does not offer; null when the combination is valid. */
export function checkTournamentSetup(tournamentType: TTournamentType, size: TTournamentSize, seedType: TSeedType): TBracketRefusal | null {
  const setup = FORMAT_SETUPS[tournamentType];
  if (!setup.sizes.includes(size)) return refuse('invalid', `Size ${size} is not available for ${tournamentType}`);
  if (!setup.seedTypes.includes(seedType)) return refuse('invalid', `Seed type ${seedType} is not available for ${tournamentType}`);
  return null;
}
