/**
 * The correction form's values and bodies (a game's result as it should have been posted, its players fixed), its
 * result before and after.
 */
import type { TCorrectDoublesGame, TCorrectSoloGame, TGameView, TPostGameEvent } from '@caps/domain';
import { toSoloGameBody, type AddGameValues } from '../add-game-rules.ts';
import { toDoublesBody, type DoublesFormValues, type FormTeam } from '../doubles/doubles-form.ts';
import type { ResultState } from './result-change.ts';

/** The game's events as a post sends them, so that a correction keeps the timeline of a game scored live. */
function eventsOf(game: TGameView): TPostGameEvent[] {
  return game.gameEventList.map((e) => ({ gameEvent: e.gameEvent, time: e.time, userId: e.userId }));
}

function lineOf(game: TGameView, playerId: string | null) {
  const line = game.gamePlayerStats.find((s) => s.playerId === playerId);
  return { score: line?.score ?? 0, sinks: line?.sinks ?? 0 };
}

/** A singles-style game's result in the add-game form's terms: player 1 is "my" side, player 2 the opponent. */
export function soloCorrectionValues(game: TGameView): AddGameValues {
  const p1 = lineOf(game, game.player1);
  const p2 = lineOf(game, game.player2);
  return { gameMode: game.gameMode, myScore: p1.score, mySinks: p1.sinks, opponentScore: p2.score, opponentSinks: p2.sinks };
}

/** The body of games.correct: the same players on the same sides, the game's events kept. */
export function soloCorrectionBody(game: TGameView, values: AddGameValues, reason: string): TCorrectSoloGame {
  return { ...toSoloGameBody(values, game.player1 ?? '', game.player2 ?? ''), gameEvents: eventsOf(game), reason: reason.trim() };
}

/** A doubles game's two teams as the doubles form takes them. */
export function doublesTeamsOf(game: TGameView): [FormTeam, FormTeam] {
  return [
    { id: game.team1DatabaseId ?? '', playerList: game.team1?.playerList ?? [] },
    { id: game.team2DatabaseId ?? '', playerList: game.team2?.playerList ?? [] },
  ];
}

/** A doubles game's result in the doubles form's terms: each player's points and sinks. */
export function doublesCorrectionValues(game: TGameView): DoublesFormValues {
  const [team1, team2] = doublesTeamsOf(game);
  const lines = Object.fromEntries([...team1.playerList, ...team2.playerList].map((id) => [id, lineOf(game, id)]));
  return { gameMode: game.gameMode, lines };
}

/** The body of doubles.correct: the same teams and players, each team's score the sum of its players' points. */
export function doublesCorrectionBody(game: TGameView, values: DoublesFormValues, reason: string): TCorrectDoublesGame {
  const [team1, team2] = doublesTeamsOf(game);
  const { gameEvents: _sentAsList, ...body } = toDoublesBody(values, team1, team2);
  return { ...body, gameEventList: eventsOf(game), reason: reason.trim() };
}

/** The game's result as it stands. */
export function resultOfGame(game: TGameView): ResultState {
  return { gameMode: game.gameMode, team1Score: game.team1Score, team2Score: game.team2Score, lines: game.gamePlayerStats };
}

/** The result a correction body would give the game. */
export function resultOfBody(body: TCorrectSoloGame | TCorrectDoublesGame): ResultState {
  if ('player1Stats' in body) {
    const { player1Stats: p1, player2Stats: p2 } = body;
    return { gameMode: body.gameMode, team1Score: p1.score, team2Score: p2.score, lines: [p1, p2] };
  }
  return { gameMode: body.gameMode, team1Score: body.team1Score, team2Score: body.team2Score, lines: body.playerStatsDtos };
}
