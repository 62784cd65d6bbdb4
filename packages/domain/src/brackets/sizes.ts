/** Tournament sizes and competitor limits (SPEC §9, SERVER-RULES §7). */
import type { TSeedType, TTournamentType } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { refuse, type TBracketRefusal } from './errors.ts';
import { roundSize } from './entry-types.ts';

/** The `size` codes a tournament can be created with. Round robin sends a D_RO code that only names its column. */
export const TOURNAMENT_SIZES = ['RO_8', 'RO_16', 'RO_32', 'RO_64', 'D_RO_8', 'D_RO_16'] as const;
export type TTournamentSize = (typeof TOURNAMENT_SIZES)[number];

const SIZES_BY_TYPE: Record<TTournamentType, readonly TTournamentSize[]> = {
  SINGLE_ELIMINATION: ['RO_8', 'RO_16', 'RO_32', 'RO_64'],
  DOUBLE_ELIMINATION: ['D_RO_8', 'D_RO_16'],
  ROUND_ROBIN: TOURNAMENT_SIZES,
};

const SEED_TYPES_BY_TYPE: Record<TTournamentType, readonly TSeedType[]> = {
  SINGLE_ELIMINATION: ['RANDOM', 'ELO', 'PICKED'],
  DOUBLE_ELIMINATION: ['RANDOM', 'ELO', 'PICKED'],
  ROUND_ROBIN: ['ROUND_ROBIN_CIRCLE'],
};

/** Competitors needed to seed any tournament. */
export const MIN_TOURNAMENT_COMPETITORS = 2;

/** Slots in the first row of a bracket: 8 for RO_8 and D_RO_8. */
export function bracketSize(size: TTournamentSize): number {
  return roundSize(size);
}

/** Most competitors a tournament of this type and size takes (round robin: 16, whatever its size code). */
export function maxCompetitors(tournamentType: TTournamentType, size: TTournamentSize): number {
  return tournamentType === 'ROUND_ROBIN' ? LIMITS.roundRobinMaxCompetitors : bracketSize(size);
}

/** Refuses a size or seed type the tournament type does not offer; null when the combination is valid. */
export function checkTournamentSetup(tournamentType: TTournamentType, size: TTournamentSize, seedType: TSeedType): TBracketRefusal | null {
  if (!SIZES_BY_TYPE[tournamentType].includes(size)) {
    return refuse('invalid', `Size ${size} is not available for ${tournamentType}`);
  }
  if (!SEED_TYPES_BY_TYPE[tournamentType].includes(seedType)) {
    return refuse('invalid', `Seed type ${seedType} is not available for ${tournamentType}`);
  }
  return null;
}
