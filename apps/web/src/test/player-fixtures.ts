/** Test data in the API's shapes for the leaderboard, profile, search and comparison tests. */
import type { TComparison, TGameView, TLeaderboardRow, TStatsView, TUserFull } from '@caps/domain';
import { mapStats, STAT_FIELDS } from '@caps/domain/stat-fields';

/** Stats with every number zero, overridable. */
export function stats(overrides: Partial<TStatsView> = {}): TStatsView {
  // Every statistic at its value before any game (the domain's table: points 500, the rest 0).
  return { ...mapStats((key) => STAT_FIELDS[key].fresh), ...overrides };
}

/** A leaderboard row; ids are uuid-like so routes accept them. */
export function leaderboardRow(rank: number, overrides: Partial<TLeaderboardRow> = {}): TLeaderboardRow {
  return {
    id: `00000000-0000-4000-8000-${String(rank).padStart(12, '0')}`,
    username: `player${rank}`,
    avatarHash: '',
    lastSeen: '2026-11-21T12:00:00.000Z',
    lastGame: '2026-11-20T12:00:00.000Z',
    rank,
    stats: stats({ points: 600 - rank * 3.456, gamesPlayed: 12, gamesWon: 7, gamesLost: 5 }),
    provisional: false,
    inactive: false,
    ...overrides,
  };
}

/** A page of the API. */
export function pageOf<T>(content: T[], pageNumber: number, totalPages: number, size = 10) {
  return {
    content,
    totalPages,
    totalElements: totalPages * size,
    number: pageNumber,
    size,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
  };
}

export const PROFILE_ID = '33333333-3333-4333-8333-333333333333';
export const OTHER_ID = '44444444-4444-4444-8444-444444444444';

/** The full profile (users.full). */
export function fullUser(overrides: Partial<TUserFull> = {}): TUserFull {
  return {
    id: PROFILE_ID,
    username: 'Ania',
    avatarHash: '',
    lastSeen: '2026-11-21T12:00:00.000Z',
    lastGame: '2026-11-20T12:00:00.000Z',
    role: 'USER',
    userSinglesStats: stats({ points: 534.123, gamesPlayed: 12, gamesWon: 7, gamesLost: 5, winLossRatio: 1.4 }),
    userEasyStats: stats({ points: 512.5, gamesPlayed: 3 }),
    userUnrankedStats: stats({ points: 500, gamesPlayed: 2, totalSinksMade: 1234 }),
    userDoublesStats: stats(),
    teams: [],
    achievements: [],
    ladder: { seasonId: 1, name: 'Season 1' },
    seasonHistory: [],
    ...overrides,
  };
}

/** An accepted singles game between the profile's owner and another player. */
export function game(id: string, overrides: Partial<TGameView> = {}): TGameView {
  return {
    id,
    gameType: 'SINGLES',
    gameMode: 'SUDDEN_DEATH',
    status: 'ACCEPTED',
    accepted: true,
    time: '2026-11-20T12:00:00.000Z',
    nakedLap: false,
    winner: PROFILE_ID,
    winnerId: PROFILE_ID,
    player1: PROFILE_ID,
    player2: OTHER_ID,
    team1Name: null,
    team2Name: null,
    team1Score: 11,
    team2Score: 6,
    team1: null,
    team2: null,
    team1DatabaseId: null,
    team2DatabaseId: null,
    allPlayers: [PROFILE_ID, OTHER_ID],
    players: [
      { id: PROFILE_ID, username: 'Ania', avatarHash: '', lastSeen: null },
      { id: OTHER_ID, username: 'Kuba', avatarHash: '', lastSeen: null },
    ],
    gamePlayerStats: [
      {
        id: 's1',
        playerId: PROFILE_ID,
        score: 11,
        sinks: 14,
        rebuttals: 3,
        beersDowned: 1,
        pointsChange: 15.5,
        nakedLap: false,
      },
      {
        id: 's2',
        playerId: OTHER_ID,
        score: 6,
        sinks: 9,
        rebuttals: 2,
        beersDowned: 1,
        pointsChange: -15.5,
        nakedLap: false,
      },
    ],
    gameEventList: [],
    tournamentId: null,
    ...overrides,
  };
}

/** A comparison reply. */
export function comparison(overrides: Partial<TComparison> = {}): TComparison {
  const side = {
    gamesWon: 7,
    gamesLost: 5,
    pointsMade: 110,
    rebuttalsMade: 31,
    sinksMade: 150,
    pointsChange: 20.314,
    nakedLaps: 0,
    beersDowned: 18,
  };
  return {
    gamesPlayed: 12,
    player1: { id: PROFILE_ID, username: 'Ania', avatarHash: '', lastSeen: null },
    player2: { id: OTHER_ID, username: 'Kuba', avatarHash: '', lastSeen: null },
    player1Stats: side,
    player2Stats: {
      ...side,
      gamesWon: 5,
      gamesLost: 7,
      pointsMade: 98,
      rebuttalsMade: 27,
      sinksMade: 139,
      pointsChange: -20.314,
      nakedLaps: 1,
    },
    player1WinProbability: 0.62,
    ...overrides,
  };
}
