import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('anna maria kowalska')).toBe('AM');
    expect(initialsOf('jan.kowalski')).toBe('JK');
    expect(initialsOf('beer_pong-king')).toBe('BP');
  });

  it('takes the first two letters of a single word, upper-cased', () => {
    expect(initialsOf('player42')).toBe('PL');
    expect(initialsOf('  x ')).toBe('X');
  });
});
