import { describe, expect, it } from 'vitest';
import { generatedSeasonNumber } from './season-names.ts';

describe('generatedSeasonNumber', () => {
  it('reads the number of a generated name only', () => {
    expect(generatedSeasonNumber('Season 1')).toBe(1);
    expect(generatedSeasonNumber('Season 12')).toBe(12);
    expect(generatedSeasonNumber('Summer 2026')).toBeNull();
    expect(generatedSeasonNumber('Season 1 finals')).toBeNull();
    expect(generatedSeasonNumber('season 1')).toBeNull();
  });
});
