/**
 * Every achievement and how it is earned, as data, declared once: the kinds (`ACHIEVEMENTS`, re-exported by enums.ts)
 * are this table's keys, the game rules (achievements.ts) and the season's awards read their thresholds from here,
 * and the clients word each condition from it (a locked achievement says how to earn it) and draw a season award's
 * badge from it, so none can drift. Zod-free: the profile page imports it.
 */
import type { TGameType } from './game-types.ts';
import { LIMITS } from './limits.ts';

/** What earns an achievement. Unranked games never earn one (SERVER-RULES §5). */
export type TAchievementCondition =
  /** An accepted game of a rated type. */
  | { kind: 'firstGame' }
  | { kind: 'firstWin' }
  /** Finishing a game with 0 points (in doubles, the team's score). */
  | { kind: 'nakedLap' }
  /** Qualifying for the type's leaderboard: `games` accepted games of it. */
  | { kind: 'placement'; gameType: TGameType; games: number }
  /** `rebuttals` rebuttals in one unbroken sink–rebuttal chain of a game's logged events (a game scored live). */
  | { kind: 'rebuttalStreak'; rebuttals: number }
  /** A rebuttal while the other side has `opponentPoints`, one point from winning (logged events). */
  | { kind: 'lastChance'; opponentPoints: number }
  /** A season's end in the top `places` of a final table, among players with at least `games` games in it. */
  | { kind: 'seasonPlace'; places: number; games: number };

const streak = (rebuttals: number) => ({ kind: 'rebuttalStreak', rebuttals }) as const;

export const ACHIEVEMENT_CONDITIONS = {
  PLACE_IN_EASY: { kind: 'placement', gameType: 'EASY_CAPS', games: LIMITS.leaderboardMinGames },
  PLACE_IN_SINGLES: { kind: 'placement', gameType: 'SINGLES', games: LIMITS.leaderboardMinGames },
  PLAY_FIRST_GAME: { kind: 'firstGame' },
  FIRST_WIN: { kind: 'firstWin' },
  FIRST_NAKED_LAP: { kind: 'nakedLap' },
  REBUTTALS_IN_A_ROW_5: streak(5),
  REBUTTALS_IN_A_ROW_7: streak(7),
  REBUTTALS_IN_A_ROW_10: streak(10),
  REBUTTALS_IN_A_ROW_12: streak(12),
  REBUTTALS_IN_A_ROW_15: streak(15),
  REBUT_ON_LAST_CHANCE: { kind: 'lastChance', opponentPoints: LIMITS.pointsToWin - 1 },
  SEASON_CHAMPION: { kind: 'seasonPlace', places: 1, games: LIMITS.leaderboardMinGames },
  SEASON_PODIUM: { kind: 'seasonPlace', places: 3, games: LIMITS.leaderboardMinGames },
} as const satisfies Readonly<Record<string, TAchievementCondition>>;

/** An achievement's kind (stored by this name). */
export type TAchievement = keyof typeof ACHIEVEMENT_CONDITIONS;

/** Every achievement kind, in the table's order (the order a game's new achievements are granted and listed). */
export const ACHIEVEMENTS = Object.keys(ACHIEVEMENT_CONDITIONS) as readonly TAchievement[];

/** A season award: an achievement a season's end grants (its condition is `seasonPlace`). */
export type TSeasonAwardKind = {
  [K in TAchievement]: (typeof ACHIEVEMENT_CONDITIONS)[K]['kind'] extends 'seasonPlace' ? K : never;
}[TAchievement];

/** Whether `kind` is a season award. */
export const isSeasonAward = (kind: TAchievement): kind is TSeasonAwardKind =>
  ACHIEVEMENT_CONDITIONS[kind].kind === 'seasonPlace';

/** How `kind` is earned. */
export function achievementCondition(kind: TAchievement): TAchievementCondition {
  return ACHIEVEMENT_CONDITIONS[kind];
}
