/** Round robin: its setup options (plain data, read by the create dialog). */
import { TOURNAMENT_SIZES } from '../sizes.ts';
import { LIMITS } from '../../limits.ts';
import type { TFormatSetup } from './format.ts';

export const ROUND_ROBIN_SETUP: TFormatSetup = {
  type: 'ROUND_ROBIN',
  drawing: 'rounds',
  // Any code is accepted (the earlier client sends one); it only names the column.
  sizes: ['D_RO_16', ...TOURNAMENT_SIZES.filter((s) => s !== 'D_RO_16')],
  sizeChoices: [],
  seedTypes: ['ROUND_ROBIN_CIRCLE'],
  minCompetitors: 2,
  maxCompetitors: () => LIMITS.roundRobinMaxCompetitors,
  settings: [],
};
