/** Bounds and checks of the add-a-game form (SPEC.md §5 "Add game", §9 score and sink options). */
import type { TGameMode, TPostSoloGame } from '@caps/domain';
import { GameRuleError, validateSoloGame } from '@caps/domain/game-rules';
import { LIMITS } from '@caps/domain/limits';
import { localError } from '../../i18n/domain-messages.ts';

/** Highest score on offer: 11 in sudden death, 21 in overtime. */
export function maxScore(gameMode: TGameMode): number {
  return gameMode === 'SUDDEN_DEATH' ? LIMITS.maxScoreSuddenDeath : LIMITS.maxScoreOvertime;
}

/** Highest sinks on offer: 21 for yourself, 27 for the opponent (who also sinks your rebuttal chances). */
export function maxSinks(side: 'own' | 'opponent'): number {
  return side === 'own' ? LIMITS.maxOwnSinks : LIMITS.maxOpponentSinks;
}

export interface AddGameValues {
  gameMode: TGameMode;
  myScore: number;
  mySinks: number;
  opponentScore: number;
  opponentSinks: number;
}

/** Scores above the new mode's maximum come down to it (21 → 11 when switching to sudden death). */
export function withGameMode(values: AddGameValues, gameMode: TGameMode): AddGameValues {
  const max = maxScore(gameMode);
  return {
    ...values,
    gameMode,
    myScore: Math.min(values.myScore, max),
    opponentScore: Math.min(values.opponentScore, max),
  };
}

/** The body of games.post: the poster is always player 1. */
export function toSoloGameBody(values: AddGameValues, myId: string, opponentId: string): TPostSoloGame {
  return {
    gameMode: values.gameMode,
    player1Stats: { playerId: myId, score: values.myScore, sinks: values.mySinks },
    player2Stats: { playerId: opponentId, score: values.opponentScore, sinks: values.opponentSinks },
    gameEvents: [],
  };
}

/** The game rule a body breaks (the server's own message in the active language), or undefined when it may be posted. */
export function gameRuleProblem(body: TPostSoloGame): string | undefined {
  try {
    validateSoloGame(body);
    return undefined;
  } catch (error) {
    if (error instanceof GameRuleError) return localError(error);
    throw error;
  }
}
