/**
 * The correction form's values and bodies (a game's result as it should have been posted, its players fixed), its
 * result before and after.
 */
import type {
  TCorrectDoublesGame,
  TCorrectSoloGame,
  TGameMode,
  TGameView,
  TPostDoublesGame,
  TPostGameEvent,
} from '@caps/domain';
import { GameRuleError, validateDoublesGame } from '@caps/domain/game-rules';
import { maxScore, toSoloGameBody, type AddGameValues } from '../add-game-rules.ts';
import {
  teamScoreOf,
  toDoublesBody,
  withDoublesGameMode,
  type DoublesFormValues,
  type FormTeam,
} from '../doubles/doubles-form.ts';
import type { ResultState } from './result-change.ts';
import { localError } from '../../../i18n/domain-messages.ts';

/** The game's events as a post sends them, so that a correction keeps the timeline of a game scored live. */
function eventsOf(game: TGameView): TPostGameEvent[] {
  return game.gameEventList.map((e) => ({ gameEvent: e.gameEvent, time: e.time, userId: e.userId }));
}

function lineOf(game: TGameView, playerId: string | null) {
  const line = game.gamePlayerStats.find((s) => s.playerId === playerId);
  // Rebuttals are read too: a doubles correction posts them again (in solo games they are derived and ignored).
  return { score: line?.score ?? 0, sinks: line?.sinks ?? 0, rebuttals: line?.rebuttals ?? 0 };
}

/** A singles-style game's result in the add-game form's terms: player 1 is "my" side, player 2 the opponent. */
export function soloCorrectionValues(game: TGameView): AddGameValues {
  const p1 = lineOf(game, game.player1);
  const p2 = lineOf(game, game.player2);
  return {
    gameMode: game.gameMode,
    myScore: p1.score,
    mySinks: p1.sinks,
    opponentScore: p2.score,
    opponentSinks: p2.sinks,
  };
}

/** The body of games.correct: the same players on the same sides, the game's events kept. */
export function soloCorrectionBody(game: TGameView, values: AddGameValues, reason: string): TCorrectSoloGame {
  return {
    ...toSoloGameBody(values, game.player1 ?? '', game.player2 ?? ''),
    gameEvents: eventsOf(game),
    reason: reason.trim(),
  };
}

/** A doubles game's two teams as the doubles form takes them. */
export function doublesTeamsOf(game: TGameView): [FormTeam, FormTeam] {
  return [
    { id: game.team1DatabaseId ?? '', playerList: game.team1?.playerList ?? [] },
    { id: game.team2DatabaseId ?? '', playerList: game.team2?.playerList ?? [] },
  ];
}

/**
 * A doubles correction: each player's line, and each team's own score, which counts where its players' points were
 * not entered (they add up to 0, which the rules allow: a game posted with team scores only).
 */
export interface DoublesCorrectionValues extends DoublesFormValues {
  teamScores: readonly [number, number];
}

/** A doubles game's result in the form's terms: each player's points, sinks and rebuttals, and the teams' scores as stored. */
export function doublesCorrectionValues(game: TGameView): DoublesCorrectionValues {
  const [team1, team2] = doublesTeamsOf(game);
  const lines = Object.fromEntries([...team1.playerList, ...team2.playerList].map((id) => [id, lineOf(game, id)]));
  return { gameMode: game.gameMode, lines, teamScores: [game.team1Score, game.team2Score] };
}

/** Whether the team's players have points entered (their sum is its score); otherwise the team's score is its own. */
export function hasPlayerPoints(values: DoublesFormValues, team: FormTeam): boolean {
  return teamScoreOf(values, team) > 0;
}

/** A team's score in the correction: its players' points added up, or, with none entered, the team's own score. */
export function correctionTeamScore(values: DoublesCorrectionValues, team: FormTeam, index: 0 | 1): number {
  return hasPlayerPoints(values, team) ? teamScoreOf(values, team) : values.teamScores[index];
}

/** Switching mode brings every score above the new maximum down to it, the teams' own scores too. */
export function withCorrectionGameMode(values: DoublesCorrectionValues, gameMode: TGameMode): DoublesCorrectionValues {
  const max = maxScore(gameMode);
  return {
    ...withDoublesGameMode(values, gameMode),
    teamScores: [Math.min(values.teamScores[0], max), Math.min(values.teamScores[1], max)],
  };
}

function correctedDoubles(game: TGameView, values: DoublesCorrectionValues): TPostDoublesGame {
  const [team1, team2] = doublesTeamsOf(game);
  const { gameEvents: _sentAsList, ...body } = toDoublesBody(values, team1, team2);
  return {
    ...body,
    team1Score: correctionTeamScore(values, team1, 0),
    team2Score: correctionTeamScore(values, team2, 1),
    gameEventList: eventsOf(game),
  };
}

/** The body of doubles.correct: the same teams and players; a team's score its players' points added up, or its own. */
export function doublesCorrectionBody(
  game: TGameView,
  values: DoublesCorrectionValues,
  reason: string,
): TCorrectDoublesGame {
  return { ...correctedDoubles(game, values), reason: reason.trim() };
}

/** Why the corrected doubles result cannot be sent (the server's rule message in the active language), or undefined. */
export function doublesCorrectionProblem(game: TGameView, values: DoublesCorrectionValues): string | undefined {
  try {
    validateDoublesGame(correctedDoubles(game, values));
    return undefined;
  } catch (error) {
    if (error instanceof GameRuleError) return localError(error);
    throw error;
  }
}

/** The game's result as it stands. */
export function resultOfGame(game: TGameView): ResultState {
  return {
    gameMode: game.gameMode,
    team1Score: game.team1Score,
    team2Score: game.team2Score,
    lines: game.gamePlayerStats,
  };
}

/** The result a correction body would give the game. */
export function resultOfBody(body: TCorrectSoloGame | TCorrectDoublesGame): ResultState {
  if ('player1Stats' in body) {
    const { player1Stats: p1, player2Stats: p2 } = body;
    return { gameMode: body.gameMode, team1Score: p1.score, team2Score: p2.score, lines: [p1, p2] };
  }
  return {
    gameMode: body.gameMode,
    team1Score: body.team1Score,
    team2Score: body.team2Score,
    lines: body.playerStatsDtos,
  };
}
