/** Team shapes and rules (SPEC.md §3 Team, §5 Team; SERVER-RULES.md §6) and the doubles game detail. */
import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ZGameView } from './games.ts';
import { ZTeamSummary } from './users.ts';
import { TEAM_MESSAGES } from './team-messages.ts';
import { ZLadder, ZSeasonHistoryRow } from './seasons.ts';

export const ZTeamName = z
  .string({ error: TEAM_MESSAGES.nameTooShort })
  .min(LIMITS.teamNameMin, TEAM_MESSAGES.nameTooShort)
  .max(LIMITS.teamNameMax, { error: TEAM_MESSAGES.nameTooLong, abort: true })
  .refine((s) => s.trim() === s, TEAM_MESSAGES.nameSpaces);

/** Exactly two distinct player ids (lower-cased so they compare with the database's uuid text). */
export const ZTeamPlayerIds = z
  .array(z.guid({ error: TEAM_MESSAGES.playerId }).toLowerCase(), { error: TEAM_MESSAGES.twoPlayers })
  .refine((ids) => ids.length === LIMITS.teamSize && new Set(ids).size === LIMITS.teamSize, TEAM_MESSAGES.twoPlayers);

/** Body of `POST /api/teams` and `PUT /api/teams/{id}`. */
export const ZSaveTeam = z.object({ name: ZTeamName, players: ZTeamPlayerIds });
export type TSaveTeam = z.infer<typeof ZSaveTeam>;

/** A team with its doubles stats (the sheet's TeamWithStats). */
export const ZTeamWithStats = ZTeamSummary;
export type TTeamWithStats = z.infer<typeof ZTeamWithStats>;

/** A team member as team screens show them. */
export const ZTeamPlayer = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
  lastGame: z.string().nullable(),
});
export type TTeamPlayer = z.infer<typeof ZTeamPlayer>;

/** `GET /api/teams/name/{id}/full` and the doubles detail's `team1Details`/`team2Details`. */
export const ZTeamFull = z.object({ teamWithStats: ZTeamWithStats, players: z.array(ZTeamPlayer) });
export type TTeamFull = z.infer<typeof ZTeamFull>;

/** `GET /api/teams/name/{id}/full`: the team page, its stats of the ladder asked for, with its season history. */
export const ZTeamPage = ZTeamFull.extend({
  ladder: ZLadder.describe('Which ladder teamWithStats.doublesStats is of'),
  seasonHistory: z.array(ZSeasonHistoryRow).describe("The team's final place in each past season it played"),
});
export type TTeamPage = z.infer<typeof ZTeamPage>;

/** A team in lists (own teams, search, leaderboard): the team plus its players, so no extra calls are needed. */
export const ZTeamListItem = ZTeamWithStats.extend({ players: z.array(ZTeamPlayer) });
export type TTeamListItem = z.infer<typeof ZTeamListItem>;

/** A row of the team leaderboard (`GET /api/teams`); `rank` is 1-based over the whole leaderboard. */
export const ZTeamRankRow = ZTeamListItem.extend({
  rank: z.number().int(),
  provisional: z.boolean().describe('Fewer than 5 games in this ladder'),
  inactive: z
    .boolean()
    .describe("No accepted game for INACTIVE_DAYS (the current season's board hides them unless includeInactive=true)"),
});
export type TTeamRankRow = z.infer<typeof ZTeamRankRow>;

/** `GET /api/doubles/{id}`: the game plus both teams with their current players. */
export const ZDoublesGameDetail = ZGameView.extend({
  team1Details: ZTeamFull.nullable(),
  team2Details: ZTeamFull.nullable(),
});
export type TDoublesGameDetail = z.infer<typeof ZDoublesGameDetail>;
