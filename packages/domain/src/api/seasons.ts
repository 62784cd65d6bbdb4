/** Season shapes (issue #25): the list, a start or a rename, and the `season=` parameter of leaderboards and profiles. */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
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
  .string({ error: codeMessage('SEASON_NAME_REQUIRED') })
  .trim()
  .min(1, codeMessage('SEASON_NAME_REQUIRED'))
  .max(LIMITS.seasonNameMax, codeMessage('SEASON_NAME_TOO_LONG', { max: LIMITS.seasonNameMax }));

/** Body of `PUT /api/seasons/{id}` (a rename). */
export const ZSaveSeason = z.object({ name: ZSeasonName });
export type TSaveSeason = z.infer<typeof ZSaveSeason>;

const INVALID_SEASON = codeMessage('SEASON_INVALID');
const ZSeasonId = z.coerce
  .number({ error: INVALID_SEASON })
  .int(INVALID_SEASON)
  .min(1, INVALID_SEASON)
  .max(2_147_483_647, INVALID_SEASON);
export const ZSeasonParams = z.object({ id: ZSeasonId });

/**
 * Body of `POST /api/seasons`: the new season's name and the season the admin means to end (the one their screen
 * shows as current). When another start got there first, that one is no longer current and the start is refused
 * (409 SEASON_JUST_STARTED) rather than ending the season just begun: two admins starting at once start one season.
 */
export const ZStartSeason = ZSaveSeason.extend({
  endsSeasonId: z
    .number({ error: codeMessage('SEASON_TO_END_REQUIRED') })
    .int(INVALID_SEASON)
    .min(1, INVALID_SEASON)
    .max(2_147_483_647, INVALID_SEASON)
    .describe('The current season this start ends, as the caller saw it'),
});
export type TStartSeason = z.infer<typeof ZStartSeason>;

/** Which ladder a read is about: a season's id, `all` (all-time), or nothing (the current season). */
export const ZSeasonChoice = z
  .union([z.literal('all'), ZSeasonId], { error: codeMessage('SEASON_CHOICE_INVALID') })
  .optional();
export type TSeasonChoice = z.infer<typeof ZSeasonChoice>;

/** The `season` query parameter of profiles and team pages. */
export const ZSeasonQuery = z.object({ season: ZSeasonChoice });

/** The `season` and `includeInactive` query parameters of leaderboards. */
export const ZLeaderboardSeasonQuery = z.object({
  season: ZSeasonChoice,
  includeInactive: z
    .enum(['true', 'false'], { error: codeMessage('INCLUDE_INACTIVE_INVALID') })
    .optional()
    .transform((v) => v === 'true')
    .describe("The current season's board hides inactive players and teams unless true"),
  withProvisional: z
    .enum(['true', 'false'], { error: codeMessage('WITH_PROVISIONAL_INVALID') })
    .optional()
    .transform((v) => v === 'true')
    .describe(
      "true: the current season's board lists everyone with a game in it, the provisional (fewer than 5 games) after the qualified; without it, the qualified only (the earlier client's board)",
    ),
});

/** What a leaderboard page adds to the page: why it may be empty. */
export const ZBoardPageExtra = z.object({
  onlyInactive: z
    .boolean()
    .describe(
      "The current season's board without the inactive is empty, and would not be with them (includeInactive=true)",
    ),
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
