/** Leaderboard, search, plots and comparison shapes (SPEC.md §3; SERVER-RULES.md §8). */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { ZSearchType } from '../enum-schemas.ts';
import { ZStatsView } from './users.ts';

export const ZLeaderboardRow = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
  lastGame: z.string().nullable(),
  rank: z.number().int(),
  stats: ZStatsView,
  provisional: z.boolean().describe('Fewer than 5 games in this ladder'),
  inactive: z
    .boolean()
    .describe(
      "No accepted game of the type for INACTIVE_DAYS (the current season's board hides them unless includeInactive=true)",
    ),
  /**
   * The same stats again under the key the earlier client reads for the leaderboard's game type (SINGLES:
   * `userSinglesStats`, EASY_CAPS: `userEasyStats`, UNRANKED: `userUnrankedStats`); only that one key is present.
   */
  userSinglesStats: ZStatsView.optional().describe(
    "The row's stats again, on the SINGLES leaderboard (the earlier client reads this key)",
  ),
  userEasyStats: ZStatsView.optional().describe(
    "The row's stats again, on the EASY_CAPS leaderboard (the earlier client reads this key)",
  ),
  userUnrankedStats: ZStatsView.optional().describe(
    "The row's stats again, on an UNRANKED leaderboard (none is served: UNRANKED answers 400)",
  ),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

/** Where a user's stats of each solo game type are named in user answers (`GET /api/users/{id}/full`, leaderboard rows). */
export const USER_STATS_KEYS = {
  SINGLES: 'userSinglesStats',
  EASY_CAPS: 'userEasyStats',
  UNRANKED: 'userUnrankedStats',
} as const;

export const ZSearchResult = z.object({ id: z.string(), name: z.string(), type: z.enum(['PLAYER', 'TEAM']) });
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchQuery = z.object({
  searchType: ZSearchType.default('all'),
  searchString: z
    .string()
    .max(50, codeMessage('SEARCH_TEXT_TOO_LONG', { max: 50 }))
    .default(''),
});

const ZSeries = z.object({
  data: z.array(z.number()),
  lastElement: z.number().int(),
  lastLogged: z.string().nullable(),
});
export const ZPlotsView = z.object({ pointSeries: ZSeries, rebuttalsSeries: ZSeries });
export type TPlotsView = z.infer<typeof ZPlotsView>;

export const ZComparisonSide = z.object({
  gamesWon: z.number(),
  gamesLost: z.number(),
  pointsMade: z.number(),
  rebuttalsMade: z.number(),
  sinksMade: z.number(),
  pointsChange: z.number(),
  nakedLaps: z.number(),
  beersDowned: z.number(),
});
export type TComparisonSide = z.infer<typeof ZComparisonSide>;

const ZComparedPlayer = z.object({
  id: z.string(),
  username: z.string(),
  avatarHash: z.string(),
  lastSeen: z.string().nullable(),
});
export const ZComparison = z.object({
  gamesPlayed: z.number(),
  player1: ZComparedPlayer,
  player2: ZComparedPlayer,
  player1Stats: ZComparisonSide,
  player2Stats: ZComparisonSide,
  /** Elo win probability of player 1 over player 2 in this game type, from their current points. */
  player1WinProbability: z.number(),
});
export type TComparison = z.infer<typeof ZComparison>;
