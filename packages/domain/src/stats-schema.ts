/** The stats block of SPEC §3 as a schema; the fold that computes it is in stats.ts. */
import { z } from 'zod';

/** One stats block (a player's stats of one game type, or a team's doubles stats). */
export const ZStats = z.object({
  points: z.number(),
  avgRebuttals: z.number(),
  totalRebuttals: z.int(),
  beersDowned: z.number(),
  gamesPlayed: z.int(),
  gamesWon: z.int(),
  gamesLost: z.int(),
  /** Games in which sinks were logged: the divisor of avgRebuttals. */
  gamesLoggedSinks: z.int(),
  winLossRatio: z.number(),
  nakedLaps: z.int(),
  pointsMadeLostRatio: z.number(),
  totalPointsMade: z.int(),
  totalPointsLost: z.int(),
  sinksMadeLostRatio: z.number(),
  totalSinksMade: z.int(),
  totalSinksLost: z.int(),
});
export type TStats = z.infer<typeof ZStats>;
