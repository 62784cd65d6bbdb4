import { describe, expect, it } from 'vitest';
import {
  boardListsProvisional,
  boardSectionGames,
  isInactive,
  isProvisional,
  provisionalSlice,
  seasonEndAwards,
  seasonOfSeq,
} from './seasons.ts';
import { ZLeaderboardSeasonQuery, ZSaveSeason, ZSeasonQuery, ZStartSeason } from './api/seasons.ts';

describe('seasons', () => {
  it('puts an acceptance number in the latest season starting at or before it', () => {
    const seasons = [
      { id: 2, firstSeq: 100 },
      { id: 1, firstSeq: 0 },
      { id: 3, firstSeq: 250 },
    ];
    expect(seasonOfSeq(seasons, 0)?.id).toBe(1);
    expect(seasonOfSeq(seasons, 99)?.id).toBe(1);
    expect(seasonOfSeq(seasons, 100)?.id).toBe(2);
    expect(seasonOfSeq(seasons, 10_000)?.id).toBe(3);
    expect(seasonOfSeq([{ id: 1, firstSeq: 5 }], 4)).toBeUndefined();
  });

  it('marks provisional ratings (fewer than 5 games) and inactive players (no game for the configured days)', () => {
    expect(isProvisional(4)).toBe(true);
    expect(isProvisional(5)).toBe(false);
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isInactive(null, now, 28)).toBe(true);
    expect(isInactive(new Date('2026-10-29T12:00:00Z'), now, 28)).toBe(false);
    expect(isInactive(new Date('2026-10-29T11:59:59Z'), now, 28)).toBe(true);
  });

  it('grants the champion and the podium of each ranked table, qualified players only, teams to both players', () => {
    const awards = seasonEndAwards([
      { userIds: ['a'], gameType: 'SINGLES', rank: 1, gamesPlayed: 9 },
      { userIds: ['b'], gameType: 'SINGLES', rank: 3, gamesPlayed: 5 },
      { userIds: ['c'], gameType: 'EASY_CAPS', rank: 1, gamesPlayed: 4 },
      { userIds: ['d', 'e'], gameType: 'DOUBLES', rank: 2, gamesPlayed: 7 },
      { userIds: ['f'], gameType: 'UNRANKED', rank: 1, gamesPlayed: 20 },
    ]);
    expect(awards).toEqual([
      { userId: 'a', achievement: 'SEASON_CHAMPION', gameType: 'SINGLES' },
      { userId: 'a', achievement: 'SEASON_PODIUM', gameType: 'SINGLES' },
      { userId: 'b', achievement: 'SEASON_PODIUM', gameType: 'SINGLES' },
      { userId: 'd', achievement: 'SEASON_PODIUM', gameType: 'DOUBLES' },
      { userId: 'e', achievement: 'SEASON_PODIUM', gameType: 'DOUBLES' },
    ]);
  });

  it('validates names (1–40 characters, trimmed) and the season parameter', () => {
    expect(ZSaveSeason.parse({ name: '  Spring 2027 ' })).toEqual({ name: 'Spring 2027' });
    for (const name of ['', '   ', 'x'.repeat(41)]) expect(ZSaveSeason.safeParse({ name }).success).toBe(false);
    expect(ZSaveSeason.safeParse({ name: 'x'.repeat(40) }).success).toBe(true);
    expect(ZSeasonQuery.parse({})).toEqual({ season: undefined });
    expect(ZSeasonQuery.parse({ season: 'all' })).toEqual({ season: 'all' });
    expect(ZSeasonQuery.parse({ season: '3' })).toEqual({ season: 3 });
    for (const season of ['abc', '0', '-1', '1.5', ''])
      expect(ZSeasonQuery.safeParse({ season }).success, season).toBe(false);
    expect(ZLeaderboardSeasonQuery.parse({ includeInactive: 'true' }).includeInactive).toBe(true);
    expect(ZLeaderboardSeasonQuery.parse({}).includeInactive).toBe(false);
    expect(ZLeaderboardSeasonQuery.safeParse({ includeInactive: 'yes' }).success).toBe(false);
  });
});

describe('the sections of a board (issue #37)', () => {
  it("lists the provisional only on the current season's board, and only when asked", () => {
    expect(boardListsProvisional({ current: true }, true)).toBe(true);
    expect(boardListsProvisional({ current: true }, false)).toBe(false); // the earlier client's board
    expect(boardListsProvisional({ current: false }, true)).toBe(false); // past seasons and all-time
  });

  it('takes the provisional rows of a page after the qualified ones, across pages', () => {
    // 12 qualified, pages of 10: the first page is all qualified, the second 2 qualified and 8 provisional.
    expect(provisionalSlice(12, 10, 0, 10)).toEqual({ offset: 0, limit: 0 });
    expect(provisionalSlice(12, 2, 1, 10)).toEqual({ offset: 0, limit: 8 });
    expect(provisionalSlice(12, 0, 2, 10)).toEqual({ offset: 8, limit: 10 });
    // No qualified row at all: the board is its provisional section.
    expect(provisionalSlice(0, 0, 0, 10)).toEqual({ offset: 0, limit: 10 });
    expect(provisionalSlice(0, 0, 3, 10)).toEqual({ offset: 30, limit: 10 });
  });

  it('puts 5 games and more in the qualified section and 1 to 4 in the provisional one', () => {
    expect(boardSectionGames('qualified')).toEqual({ min: 5, below: null });
    expect(boardSectionGames('provisional')).toEqual({ min: 1, below: 5 });
    for (let games = 1; games < 10; games++) {
      const { min, below } = boardSectionGames('provisional');
      expect(games >= min && games < below!, String(games)).toBe(isProvisional(games));
    }
  });

  it('bounds a season start to the season the admin meant to end', () => {
    expect(ZStartSeason.safeParse({ name: 'Spring', endsSeasonId: 3 }).success).toBe(true);
    expect(ZStartSeason.safeParse({ name: 'Spring' }).success).toBe(false);
    expect(ZStartSeason.safeParse({ name: 'Spring', endsSeasonId: 0 }).success).toBe(false);
  });
});
