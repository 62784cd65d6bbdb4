/**
 * The correction form's values and checks (a game's result as it should have been posted, its players fixed), the
 * reason every correction carries, and what a change of result reads as (the confirmation and the audit trail).
 */
import type { TCorrectDoublesGame, TCorrectSoloGame, TGameMode, TGameView, TPostGameEvent } from '@caps/domain';
import { GAME_MODE_LABELS } from '@caps/domain/enums';
import { LIMITS } from '@caps/domain/limits';
import { toSoloGameBody, type AddGameValues } from '../add-game-rules.ts';
import { toDoublesBody, type DoublesFormValues, type FormTeam } from '../doubles/doubles-form.ts';

/** The server's message for a missing or too long reason (domain ZReason), without loading zod here. */
export const REASON_MESSAGE = `Give a reason of 1 to ${LIMITS.reasonMax} characters`;

/** Why `reason` cannot be sent (1–500 characters once trimmed), or undefined. */
export function reasonProblem(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < 1 || length > LIMITS.reasonMax ? REASON_MESSAGE : undefined;
}

/** A game's result as a correction compares it: the mode, both sides' scores and each player's points and sinks. */
export interface ResultState {
  gameMode: TGameMode;
  team1Score: number;
  team2Score: number;
  lines: ReadonlyArray<{ playerId: string; score: number; sinks: number }>;
}

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

/** How a game's players and sides are named in what a change reads as. */
export interface GameNames {
  player: (playerId: string) => string;
  /** Side 1 and side 2: the players (singles) or the teams (doubles). */
  sides: readonly [string, string];
}

/**
 * What a change of result reads as, one line per difference ("Score: 11 : 7 → 11 : 9", "Winner: mike → anna",
 * "anna sinks: 9 → 10"); empty when nothing changes.
 */
export function describeResultChange(before: ResultState, after: ResultState, names: GameNames): string[] {
  const out: string[] = [];
  if (before.gameMode !== after.gameMode) out.push(`Game mode: ${GAME_MODE_LABELS[before.gameMode]} → ${GAME_MODE_LABELS[after.gameMode]}`);
  if (before.team1Score !== after.team1Score || before.team2Score !== after.team2Score) {
    out.push(`Score: ${before.team1Score} : ${before.team2Score} → ${after.team1Score} : ${after.team2Score}`);
  }
  const winnerBefore = winningSide(before);
  const winnerAfter = winningSide(after);
  if (winnerBefore !== null && winnerAfter !== null && winnerBefore !== winnerAfter) out.push(`Winner: ${names.sides[winnerBefore]} → ${names.sides[winnerAfter]}`);
  for (const line of after.lines) {
    const was = before.lines.find((l) => l.playerId === line.playerId);
    if (!was) continue;
    const name = names.player(line.playerId);
    if (was.score !== line.score) out.push(`${name} points: ${was.score} → ${line.score}`);
    if (was.sinks !== line.sinks) out.push(`${name} sinks: ${was.sinks} → ${line.sinks}`);
  }
  return out;
}

function winningSide(result: ResultState): 0 | 1 | null {
  if (result.team1Score === result.team2Score) return null;
  return result.team1Score > result.team2Score ? 0 : 1;
}

/** The names of a game's players and sides. */
export function gameNames(game: TGameView): GameNames {
  const player = (playerId: string) => game.players.find((p) => p.id === playerId)?.username ?? 'A former player';
  const side = (name: string | null, id: string | null) => name ?? (id ? player(id) : 'Unknown player');
  return { player, sides: [side(game.team1Name, game.player1), side(game.team2Name, game.player2)] };
}
