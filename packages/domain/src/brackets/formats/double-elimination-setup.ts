/** Double elimination: its setup options (plain data, read by the create dialog). */
import { bracketSize } from '../sizes.ts';
import type { TFormatSetup } from './format.ts';

export const DOUBLE_ELIMINATION_SETUP: TFormatSetup = {
  type: 'DOUBLE_ELIMINATION',
  drawing: 'elimination',
  sizes: ['D_RO_8', 'D_RO_16'],
  sizeChoices: ['D_RO_8', 'D_RO_16'],
  seedTypes: ['RANDOM', 'ELO', 'PICKED'],
  minCompetitors: 2,
  maxCompetitors: bracketSize,
  settings: [
    {
      key: 'grandFinalReset',
      kind: 'boolean',
      default: true,
    },
  ],
};
