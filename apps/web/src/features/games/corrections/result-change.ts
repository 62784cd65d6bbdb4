/**
 * What a change of a game's result reads as, one line per difference: the correction dialog's confirmation and the
 * history's corrections say it alike. Kept apart from the form's rules, which the game page does not load.
 */
import type { TGameMode, TGameView } from '@caps/domain';
import { translate } from '../../../i18n/i18n.ts';

/** A game's result as a correction compares it: the mode, both sides' scores and each player's points and sinks. */
export interface ResultState {
  gameMode: TGameMode;
  team1Score: number;
  team2Score: number;
  lines: ReadonlyArray<{ playerId: string; score: number; sinks: number }>;
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
  if (before.gameMode !== after.gameMode)
    out.push(
      translate('corrections.change.mode', {
        before: translate(`gameMode.${before.gameMode}`),
        after: translate(`gameMode.${after.gameMode}`),
      }),
    );
  if (before.team1Score !== after.team1Score || before.team2Score !== after.team2Score) {
    out.push(
      translate('corrections.change.score', {
        before: `${before.team1Score} : ${before.team2Score}`,
        after: `${after.team1Score} : ${after.team2Score}`,
      }),
    );
  }
  const winnerBefore = winningSide(before);
  const winnerAfter = winningSide(after);
  if (winnerBefore !== null && winnerAfter !== null && winnerBefore !== winnerAfter)
    out.push(
      translate('corrections.change.winner', { before: names.sides[winnerBefore], after: names.sides[winnerAfter] }),
    );
  for (const line of after.lines) {
    const was = before.lines.find((l) => l.playerId === line.playerId);
    if (!was) continue;
    const name = names.player(line.playerId);
    if (was.score !== line.score)
      out.push(translate('corrections.change.points', { name, before: was.score, after: line.score }));
    if (was.sinks !== line.sinks)
      out.push(translate('corrections.change.sinks', { name, before: was.sinks, after: line.sinks }));
  }
  return out;
}

function winningSide(result: ResultState): 0 | 1 | null {
  if (result.team1Score === result.team2Score) return null;
  return result.team1Score > result.team2Score ? 0 : 1;
}

/** The names of a game's players and sides. */
export function gameNames(game: TGameView): GameNames {
  const player = (playerId: string) =>
    game.players.find((p) => p.id === playerId)?.username ?? translate('corrections.formerPlayer');
  const side = (name: string | null, id: string | null) =>
    name ?? (id ? player(id) : translate('common.unknownPlayer'));
  return { player, sides: [side(game.team1Name, game.player1), side(game.team2Name, game.player2)] };
}
