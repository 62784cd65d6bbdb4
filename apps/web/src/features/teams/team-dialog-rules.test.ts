import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  canAddPlayer,
  canRemovePlayer,
  initialMembers,
  removePlayer,
  teamDialogProblems,
} from './team-dialog-rules.ts';

const me = { id: 'me', username: 'mike' };
const anna = { id: 'anna', username: 'anna' };
const bob = { id: 'bob', username: 'bob' };

describe('team dialog rules', () => {
  it('keeps you in the team and first', () => {
    expect(initialMembers(me, undefined)).toEqual([me]);
    expect(initialMembers(me, [bob, me])).toEqual([me, bob]);
    expect(canRemovePlayer(me, 'me')).toBe(false);
    expect(removePlayer([me, anna], 'me', 'me')).toEqual([me, anna]);
    expect(removePlayer([me, anna], 'anna', 'me')).toEqual([me]);
  });

  it('allows two players at most and no duplicates', () => {
    expect(canAddPlayer([me])).toBe(true);
    expect(addPlayer([me], anna)).toEqual([me, anna]);
    expect(canAddPlayer([me, anna])).toBe(false);
    expect(addPlayer([me, anna], bob)).toEqual([me, anna]);
    expect(addPlayer([me], me)).toEqual([me]);
  });

  it('gives the spec messages', () => {
    expect(teamDialogProblems('ab', [me])).toEqual({
      name: 'Lenght of 3 required',
      players: 'Team must consist of two players',
    });
    expect(teamDialogProblems(' abc', [me, anna]).name).toBe('Team name cannot have leading or trailing spaces');
    expect(teamDialogProblems('x'.repeat(31), [me, anna]).name).toBe('Team name cannot be longer than 30 characters');
    expect(teamDialogProblems('abc', [me, anna])).toEqual({});
  });
});
