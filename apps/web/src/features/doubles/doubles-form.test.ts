import { describe, expect, it } from 'vitest';
import { canFace, doublesFormProblem, initialDoublesValues, toDoublesBody, withDoublesGameMode, withLine } from './doubles-form.ts';

const mine = { id: 't1', playerList: ['a', 'b'] };
const theirs = { id: 't2', playerList: ['c', 'd'] };

describe('doubles form', () => {
  it('builds the body with the poster’s team as team 1 and a line for every player', () => {
    let values = { ...initialDoublesValues, myTeamScore: 11, opposingTeamScore: 4 };
    values = withLine(withLine(values, 'a', { score: 6, sinks: 8 }), 'b', { score: 5, sinks: 5 });
    expect(toDoublesBody(values, mine, theirs)).toEqual({
      gameMode: 'SUDDEN_DEATH',
      team1: 't1',
      team2: 't2',
      team1Players: ['a', 'b'],
      team2Players: ['c', 'd'],
      team1Score: 11,
      team2Score: 4,
      playerStatsDtos: [
        { playerId: 'a', score: 6, sinks: 8 },
        { playerId: 'b', score: 5, sinks: 5 },
        { playerId: 'c', score: 0, sinks: 0 },
        { playerId: 'd', score: 0, sinks: 0 },
      ],
      gameEventList: [],
    });
  });

  it('needs an opposing team, then applies the game rules', () => {
    const values = { ...initialDoublesValues, myTeamScore: 11, opposingTeamScore: 4 };
    expect(doublesFormProblem(values, mine, null)).toBe('You have to choose an opposing team');
    expect(doublesFormProblem(values, mine, theirs)).toBeUndefined();
    expect(doublesFormProblem({ ...values, opposingTeamScore: 11 }, mine, theirs)).toBe('Game cannot end in a draw');
    expect(doublesFormProblem(withLine(values, 'a', { score: 3 }), mine, theirs)).toBe('All players score in team 1 has to sum to team score');
  });

  it('brings scores down when switching to sudden death', () => {
    const overtime = withLine({ ...initialDoublesValues, gameMode: 'OVERTIME', myTeamScore: 15, opposingTeamScore: 13 }, 'a', { score: 14, sinks: 20 });
    const sudden = withDoublesGameMode(overtime, 'SUDDEN_DEATH');
    expect(sudden).toMatchObject({ myTeamScore: 11, opposingTeamScore: 11, lines: { a: { score: 11, sinks: 20 } } });
  });

  it('only offers teams without a shared player', () => {
    expect(canFace(mine, theirs)).toBe(true);
    expect(canFace(mine, { id: 't3', playerList: ['b', 'e'] })).toBe(false);
    expect(canFace(mine, mine)).toBe(false);
  });
});
