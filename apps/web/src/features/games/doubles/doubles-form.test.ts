import { describe, expect, it } from 'vitest';
import {
  canFace,
  doublesFormProblem,
  initialDoublesValues,
  teamScoreOf,
  toDoublesBody,
  withDoublesGameMode,
  withLine,
} from './doubles-form.ts';

const mine = { id: 't1', playerList: ['a', 'b'] };
const theirs = { id: 't2', playerList: ['c', 'd'] };

describe('doubles form', () => {
  it('builds the body with the poster’s team as team 1 and a line for every player', () => {
    let values = withLine(withLine(initialDoublesValues, 'a', { score: 6, sinks: 8, rebuttals: 3 }), 'b', {
      score: 5,
      sinks: 5,
    });
    values = withLine(values, 'c', { score: 4, sinks: 4 });
    expect(toDoublesBody(values, mine, theirs)).toEqual({
      gameMode: 'SUDDEN_DEATH',
      team1: 't1',
      team2: 't2',
      team1Players: ['a', 'b'],
      team2Players: ['c', 'd'],
      team1Score: 11,
      team2Score: 4,
      playerStatsDtos: [
        { playerId: 'a', score: 6, sinks: 8, rebuttals: 3 },
        { playerId: 'b', score: 5, sinks: 5, rebuttals: 0 },
        { playerId: 'c', score: 4, sinks: 4, rebuttals: 0 },
        { playerId: 'd', score: 0, sinks: 0, rebuttals: 0 },
      ],
      gameEventList: [],
    });
  });

  it('derives each team score from its players’ points, so the sums always agree', () => {
    const values = withLine(withLine(withLine(initialDoublesValues, 'a', { score: 7 }), 'b', { score: 4 }), 'd', {
      score: 9,
    });
    expect(teamScoreOf(values, mine)).toBe(11);
    expect(teamScoreOf(values, theirs)).toBe(9);
    expect(doublesFormProblem(values, mine, theirs)).toBeUndefined();
  });

  it('needs an opposing team, then applies the game rules', () => {
    const values = withLine(withLine(initialDoublesValues, 'a', { score: 11 }), 'c', { score: 4 });
    expect(doublesFormProblem(values, mine, null)).toBe('You have to choose an opposing team');
    expect(doublesFormProblem(values, mine, theirs)).toBeUndefined();
    expect(doublesFormProblem(withLine(values, 'd', { score: 7 }), mine, theirs)).toBe('Game cannot end in a draw');
    expect(doublesFormProblem(withLine(values, 'b', { score: 2 }), mine, theirs)).toBe(
      'Sudden death game must finish with 11 points',
    );
  });

  it('brings scores down when switching to sudden death', () => {
    const overtime = withLine({ ...initialDoublesValues, gameMode: 'OVERTIME' }, 'a', { score: 14, sinks: 20 });
    const sudden = withDoublesGameMode(overtime, 'SUDDEN_DEATH');
    expect(sudden).toMatchObject({ lines: { a: { score: 11, sinks: 20, rebuttals: 0 } } });
  });

  it('only offers teams without a shared player', () => {
    expect(canFace(mine, theirs)).toBe(true);
    expect(canFace(mine, { id: 't3', playerList: ['b', 'e'] })).toBe(false);
    expect(canFace(mine, mine)).toBe(false);
  });
});
