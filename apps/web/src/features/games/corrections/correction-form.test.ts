import { describe, expect, it } from 'vitest';
import { me, OPPONENT_ID, opponent, soloGame } from '../../../test/game-fixtures.ts';
import { USER_ID } from '../../../test/fake-api.ts';
import { resultOfBody, resultOfGame, soloCorrectionBody, soloCorrectionValues } from './correction-form.ts';
import { errorText } from '@caps/domain/i18n/error-text';
import { LIMITS } from '@caps/domain/limits';
import { reasonProblem } from '../../../ui/forms/reason.ts';
import { describeResultChange, gameNames } from './result-change.ts';

/** What the server and the form say of a missing or too long reason, in English. */
const REASON_MESSAGE = errorText('REASON_LENGTH', { max: LIMITS.reasonMax });

describe('reasonProblem', () => {
  it('takes 1 to 500 characters once trimmed', () => {
    expect(reasonProblem('')).toBe(REASON_MESSAGE);
    expect(reasonProblem('   ')).toBe(REASON_MESSAGE);
    expect(reasonProblem('x')).toBeUndefined();
    expect(reasonProblem(`  ${'x'.repeat(500)}  `)).toBeUndefined();
    expect(reasonProblem('x'.repeat(501))).toBe(REASON_MESSAGE);
  });
});

describe('a solo correction', () => {
  const game = soloGame({ score: [11, 7], sinks: [14, 9] });
  game.gameEventList = [{ gameEvent: 'START', time: '2026-11-21T14:00:00.000Z', userId: USER_ID }];

  it("starts from the result as it stands, player 1 as the form's own side", () => {
    expect(soloCorrectionValues(game)).toEqual({
      gameMode: 'SUDDEN_DEATH',
      myScore: 11,
      mySinks: 14,
      opponentScore: 7,
      opponentSinks: 9,
    });
  });

  it('sends the same players on the same sides, keeps the events and trims the reason', () => {
    const body = soloCorrectionBody(game, { ...soloCorrectionValues(game), opponentScore: 9 }, '  wrong score ');
    expect(body).toEqual({
      gameMode: 'SUDDEN_DEATH',
      player1Stats: { playerId: USER_ID, score: 11, sinks: 14 },
      player2Stats: { playerId: OPPONENT_ID, score: 9, sinks: 9 },
      gameEvents: [{ gameEvent: 'START', time: '2026-11-21T14:00:00.000Z', userId: USER_ID }],
      reason: 'wrong score',
    });
  });

  it('reads as nothing when nothing changes, and names each difference otherwise', () => {
    const names = gameNames(game);
    const unchanged = soloCorrectionBody(game, soloCorrectionValues(game), 'x');
    expect(describeResultChange(resultOfGame(game), resultOfBody(unchanged), names)).toEqual([]);

    const flipped = soloCorrectionBody(
      game,
      { gameMode: 'OVERTIME', myScore: 11, mySinks: 13, opponentScore: 13, opponentSinks: 15 },
      'x',
    );
    expect(describeResultChange(resultOfGame(game), resultOfBody(flipped), names)).toEqual([
      'Game mode: Sudden Death → Overtime',
      'Score: 11 : 7 → 11 : 13',
      `Winner: ${me.username} → ${opponent.username}`,
      'mike sinks: 14 → 13',
      'anna points: 7 → 13',
      'anna sinks: 9 → 15',
    ]);
  });
});
