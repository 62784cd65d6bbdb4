/** Groups into playoffs: its setup options (plain data, read by the create dialog). */
import { TOURNAMENT_SIZES } from '../sizes.ts';
import type { TFormatSetup } from './format.ts';

/** Most competitors a groups tournament takes. */
const GROUPS_MAX_COMPETITORS = 64;

export const GROUPS_PLAYOFFS_SETUP: TFormatSetup = {
  type: 'GROUPS_PLAYOFFS',
  drawing: 'groups',
  // The size code only names the column (any is accepted; the dialog sends RO_64, the most it takes).
  sizes: ['RO_64', ...TOURNAMENT_SIZES.filter((s) => s !== 'RO_64')],
  sizeChoices: [],
  seedTypes: ['ELO', 'RANDOM'],
  minCompetitors: 4,
  maxCompetitors: () => GROUPS_MAX_COMPETITORS,
  settings: [
    { key: 'groupSize', kind: 'integer', min: 3, max: 6, default: 4 },
    { key: 'groupAdvance', kind: 'integer', min: 1, max: 4, default: 2 },
  ],
  checkSettings: ({ groupSize, groupAdvance }) =>
    groupSize !== undefined && groupAdvance !== undefined && groupAdvance >= groupSize
      ? { code: 'GROUP_ADVANCE_BELOW_SIZE', params: { groupSize } }
      : null,
};
