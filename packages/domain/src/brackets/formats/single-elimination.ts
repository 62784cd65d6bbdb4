/** Single elimination (sheet §11.3): one loss and a competitor is out; RO_8 … RO_64 brackets. */
import { eliminationFormat } from './elimination.ts';
import type { TTournamentFormat } from './format.ts';
import { SINGLE_ELIMINATION_SETUP } from './single-elimination-setup.ts';

export const SINGLE_ELIMINATION: TTournamentFormat = eliminationFormat(SINGLE_ELIMINATION_SETUP);
