/** Double elimination (sheet §11.3): a first loss drops a competitor to the lower bracket, a second one ends their run. */
import { eliminationFormat } from './elimination.ts';
import type { TTournamentFormat } from './format.ts';
import { DOUBLE_ELIMINATION_SETUP } from './double-elimination-setup.ts';

export const DOUBLE_ELIMINATION: TTournamentFormat = eliminationFormat(DOUBLE_ELIMINATION_SETUP);
