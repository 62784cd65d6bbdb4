/** Single elimination: its setup options (plain data, read by the create dialog). */
import { bracketSize } from '../sizes.ts';
import type { TFormatSetup } from './format.ts';

export const SINGLE_ELIMINATION_SETUP: TFormatSetup = {
  type: 'SINGLE_ELIMINATION',
  drawing: 'elimination',
  sizes: ['RO_8', 'RO_16', 'RO_32', 'RO_64'],
  sizeChoices: ['RO_8', 'RO_16', 'RO_32', 'RO_64'],
  seedTypes: ['RANDOM', 'ELO', 'PICKED'],
  minCompetitors: 2,
  maxCompetitors: bracketSize,
  settings: [],
};
