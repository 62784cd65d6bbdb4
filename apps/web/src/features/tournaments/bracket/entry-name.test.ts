import { describe, expect, it } from 'vitest';
import { hasLongPiece, namePieces } from './entry-name.ts';

describe('namePieces', () => {
  it('cuts after separators and before a capital that follows a small letter, never inside a word', () => {
    expect(namePieces('Maximilian_Lon')).toEqual(['Maximilian_', 'Lon']);
    expect(namePieces('anna-maria.k')).toEqual(['anna-', 'maria.', 'k']);
    expect(namePieces('MaxLongName')).toEqual(['Max', 'Long', 'Name']);
    expect(namePieces('ŁukaszŻak')).toEqual(['Łukasz', 'Żak']);
    expect(namePieces('ABC')).toEqual(['ABC']);
    expect(namePieces('The Otters')).toEqual(['The Otters']);
    expect(namePieces('x_')).toEqual(['x_']);
  });

  it('keeps every character', () => {
    for (const name of ['Maximilian_Lon', 'a__b', '--', 'ŁukaszŻak', 'Team A-Team'])
      expect(namePieces(name).join('')).toBe(name);
  });

  it('says when a piece needs the smaller size', () => {
    expect(hasLongPiece(namePieces('Maximilian_Lon'))).toBe(true);
    expect(hasLongPiece(namePieces('MaxLongName'))).toBe(false);
  });
});
