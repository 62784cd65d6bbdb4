/** User shapes of SPEC.md §3 "User / profile" and the sheet's UserDto. */
import { z } from 'zod';
import { ZAchievement, ZGameType, ZRole } from '../enum-schemas.ts';
import { mapStats } from '../stat-fields.ts';
import { ZLadder, ZSeasonHistoryRow } from './seasons.ts';

/** A stats block as answers show it (every statistic of stat-fields.ts, as a number). */
export const ZStatsView = z.object(mapStats(() => z.number()));
export type TStatsView = z.infer<typeof ZStatsView>;

export const ZPublicUser = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
  lastGame: z.string().nullable(),
  role: ZRole,
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The signed-in user's own account: the public fields plus the email. */
export const ZAccountUser = ZPublicUser.extend({ email: z.string().nullable() });
export type TAccountUser = z.infer<typeof ZAccountUser>;

export const ZAchievementView = z.object({
  id: z.string(),
  achievement: ZAchievement,
  dateAchieved: z.string(),
  gameType: ZGameType.nullable(),
  userId: z.string(),
});
export type TAchievementView = z.infer<typeof ZAchievementView>;

export const ZTeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  playerList: z.array(z.string()),
  doublesStats: ZStatsView,
});
export type TTeamSummary = z.infer<typeof ZTeamSummary>;

/** `GET /api/users/{id}/full`: the profile. */
export const ZUserFull = ZPublicUser.extend({
  userSinglesStats: ZStatsView,
  userEasyStats: ZStatsView,
  userUnrankedStats: ZStatsView,
  userDoublesStats: ZStatsView,
  teams: z.array(ZTeamSummary),
  achievements: z.array(ZAchievementView),
  ladder: ZLadder.describe('Which ladder the four stats blocks are of'),
  seasonHistory: z.array(ZSeasonHistoryRow).describe("The player's final place in each past season, by game type"),
});
export type TUserFull = z.infer<typeof ZUserFull>;
