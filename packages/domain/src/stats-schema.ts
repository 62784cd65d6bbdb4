/** The stats block of SPEC §3 as a schema, derived from the one table of statistics (stat-fields.ts); the fold that computes it is in stats.ts. */
import { z } from 'zod';
import { mapStats, STAT_FIELDS, type TCountStatKey, type TStatKey } from './stat-fields.ts';

type TStatsShape = { [K in TStatKey]: K extends TCountStatKey ? z.ZodInt : z.ZodNumber };

/** One stats block (a player's stats of one game type, or a team's doubles stats): counts are integers. */
export const ZStats = z.object(
  mapStats((key) => (STAT_FIELDS[key].kind === 'count' ? z.int() : z.number())) as TStatsShape,
);
export type TStats = z.infer<typeof ZStats>;
