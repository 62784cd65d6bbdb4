/** Season shapes (issue #25): the list, a start or a rename, and the `season=` parameter of leaderboards and profiles. */
import { z } from 'zod';
import { ZGameType } from '../enum-schemas.ts';
import { LIMITS } from '../limits.ts';

export const ZSeason = z.object({
  id: z.number().int(),
  name: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable().describe('null for the current season'),
});
export type TSeason = z.infer<typeof ZSeason>;

export const ZSeasonName = z
  .string({ error: 'A season needs a name' })
  .trim()
  .min(1, 'A season needs a name')
  .max(LIMITS.seasonNameMax, `A season's name is at most ${LIMITS.seasonNameMax} characters`);

/** Body of `POST /api/seasons` and `PUT /api/seasons/{id}`. */
export const ZSaveSeason = z.object({ name: ZSeasonName });
export type TSaveSeason = z.infer<typeof ZSaveSeason>;

const ZSeasonId = z.coerce.number({ error: 'Invalid season' }).int('Invalid season').min(1, 'Invalid season').max(2_147_483_647, 'Invalid season');
export const ZSeasonParams = z.object({ id: ZSeasonId });

/** Which ladder a read is about: a season's id, `all` (all-time), or nothing (the current season). */
export const ZSeasonChoice = z.union([z.literal('all'), ZSeasonId], { error: "season must be a season's id or all" }).optional();
export type TSeasonChoice = z.infer<typeof ZSeasonChoice>;

/** The `season` query parameter of profiles and team pages. */
export const ZSeasonQuery = z.object({ season: ZSeasonChoice });

/** The `season` and `includeInactive` query parameters of leaderboards. */
export const ZLeaderboardSeasonQuery = z.object({
  season: ZSeasonChoice,
  includeInactive: z
    .enum(['true', 'false'], { error: 'includeInactive must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .describe("The current season's board hides inactive players and teams unless true"),
});

/** Which ladder an answer shows. */
export const ZLadder = z.object({ seasonId: z.number().int().nullable().describe('null: all-time'), name: z.string() });
export type TLadder = z.infer<typeof ZLadder>;

/** One line of a player's or team's season history: a past season's final place of a game type. */
export const ZSeasonHistoryRow = z.object({
  seasonId: z.number().int(),
  name: z.string(),
  gameType: ZGameType,
  rank: z.number().int().nullable().describe('null: fewer than 5 games, unranked'),
  points: z.number(),
  gamesPlayed: z.number().int(),
});
export type TSeasonHistoryRow = z.infer<typeof ZSeasonHistoryRow>;
