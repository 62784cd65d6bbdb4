/** Swiss: its setup options (plain data, read by the create dialog). */
import { TOURNAMENT_SIZES } from '../sizes.ts';
import type { TFormatSetup } from './format.ts';

/** Most competitors a Swiss tournament takes. */
const SWISS_MAX_COMPETITORS = 64;

export const SWISS_SETUP: TFormatSetup = {
  type: 'SWISS',
  drawing: 'swiss',
  // The size code only names the column (any is accepted; the dialog sends RO_64, the most it takes).
  sizes: ['RO_64', ...TOURNAMENT_SIZES.filter((s) => s !== 'RO_64')],
  sizeChoices: [],
  seedTypes: ['ELO', 'RANDOM'],
  minCompetitors: 4,
  maxCompetitors: () => SWISS_MAX_COMPETITORS,
  settings: [
    {
      key: 'swissRounds',
      kind: 'integer',
      min: 3,
      max: SWISS_MAX_COMPETITORS - 1,
      default: null,
    },
  ],
};
