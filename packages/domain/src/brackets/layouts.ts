/** The layout of a tournament's bracket, built once per type and size. */
import type { TTournamentType } from '../enums.ts';
import { doubleEliminationLayout } from './double-elimination.ts';
import { BracketError, refuse } from './errors.ts';
import type { TBracketLayout } from './layout.ts';
import { singleEliminationLayout } from './single-elimination.ts';
import type { TTournamentSize } from './sizes.ts';

const cache = new Map<string, TBracketLayout>();

/** Layout of an elimination tournament; null for round robin, whose entries are made at seeding. */
export function bracketLayout(tournamentType: TTournamentType, size: TTournamentSize): TBracketLayout | null {
  if (tournamentType === 'ROUND_ROBIN') return null;
  const key = `${tournamentType}:${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const isDoubleSize = size.startsWith('D_');
  if (isDoubleSize !== (tournamentType === 'DOUBLE_ELIMINATION')) {
    throw new BracketError(refuse('invalid', `Size ${size} is not available for ${tournamentType}`));
  }
  const layout = isDoubleSize ? doubleEliminationLayout(size) : singleEliminationLayout(size);
  cache.set(key, layout);
  return layout;
}
