import { describe, expect, it } from 'vitest';
import { seasonChoiceOf, withSeason } from './season-param.ts';

describe('the season in the address', () => {
  it('reads a season id or all, and anything else as the current season', () => {
    expect(seasonChoiceOf(new URLSearchParams('season=3'))).toBe(3);
    expect(seasonChoiceOf(new URLSearchParams('season=all'))).toBe('all');
    for (const q of ['', 'season=', 'season=abc', 'season=0', 'season=-2', 'season=1.5'])
      expect(seasonChoiceOf(new URLSearchParams(q)), q).toBeUndefined();
  });

  it('sets or removes it and starts the pages again, keeping the rest', () => {
    expect(withSeason(new URLSearchParams('tab=players&page=3'), 'all').toString()).toBe('tab=players&season=all');
    expect(withSeason(new URLSearchParams('tab=players&season=2'), undefined).toString()).toBe('tab=players');
  });
});
