/** The refusals of the game rules (game-rules.ts), as codes: the body schemas (game-schemas.ts) use them too. */
import type { TCodedError } from './i18n/error-text.ts';
import { LIMITS } from './limits.ts';

/** Every refusal a rule check can throw, by its code; their English texts are the sheet's (§1.12) word for word. */
export const GAME_RULES = {
  draw: { code: 'GAME_DRAW' },
  scoreAboveSinks: { code: 'SCORE_ABOVE_SINKS' },
  noElevenPlayers: { code: 'NO_ELEVEN_PLAYERS' },
  noElevenTeams: { code: 'NO_ELEVEN_TEAMS' },
  overtimeAdvantage: { code: 'OVERTIME_ADVANTAGE' },
  overtimeTooLong: { code: 'OVERTIME_TOO_LONG' },
  overtimeMax: { code: 'OVERTIME_MAX', params: { max: LIMITS.maxScoreOvertime } },
  suddenDeath: { code: 'SUDDEN_DEATH_ELEVEN' },
  uniquePlayers: { code: 'UNIQUE_PLAYERS' },
  team1Sum: { code: 'TEAM1_SUM' },
  team2Sum: { code: 'TEAM2_SUM' },
  doublesSinks: { code: 'DOUBLES_SINKS' },
  doublesPlayers: { code: 'DOUBLES_PLAYERS' },
  doublesStatsCount: { code: 'DOUBLES_STATS_COUNT' },
  doublesDistinct: { code: 'DOUBLES_DISTINCT_PLAYERS' },
  doublesDistinctTeams: { code: 'DOUBLES_DISTINCT_TEAMS' },
  doublesStatsMembers: { code: 'DOUBLES_STATS_MEMBERS' },
  rebuttalsAboveSinks: { code: 'REBUTTALS_ABOVE_SINKS' },
  team1Roster: { code: 'TEAM1_ROSTER' },
  team2Roster: { code: 'TEAM2_ROSTER' },
  scoreRange: { code: 'SCORE_RANGE', params: { max: LIMITS.maxScoreOvertime } },
  soloSinksRange: { code: 'SINKS_RANGE', params: { max: LIMITS.maxOpponentSinks } },
  doublesSinksRange: { code: 'SINKS_RANGE', params: { max: LIMITS.maxDoublesSinks } },
} as const satisfies Record<string, TCodedError>;
