/** Game, user and acceptance objects shaped like the server's replies, for component tests. */
import type { TAcceptanceItem, TGameType, TGameView, TNotificationView, TUserMinimized } from '@caps/domain';
import { USER_ID } from './fake-api.ts';

export const OPPONENT_ID = '33333333-3333-4333-8333-333333333333';
export const THIRD_ID = '44444444-4444-4444-8444-444444444444';

export const me: TUserMinimized = { id: USER_ID, username: 'mike', avatarHash: 'hash-mike', lastSeen: null };
export const opponent: TUserMinimized = { id: OPPONENT_ID, username: 'anna', avatarHash: 'hash-anna', lastSeen: null };

export interface SoloGameOptions {
  id?: string;
  gameType?: TGameType;
  player1?: TUserMinimized;
  player2?: TUserMinimized;
  score?: [number, number];
  sinks?: [number, number];
  rebuttals?: [number, number];
  pointsChange?: [number, number];
  status?: TGameView['status'];
  time?: string;
}

/** A singles-style game between two players; player 1 wins 11 : 7 unless told otherwise. */
export function soloGame({
  id = 'aaaaaaaa-0000-4000-8000-000000000001',
  gameType = 'SINGLES',
  player1 = me,
  player2 = opponent,
  score = [11, 7],
  sinks = [14, 9],
  rebuttals = [2, 3],
  pointsChange = [15.5, -15.5],
  status = 'ACCEPTED',
  time = '2026-11-21T14:05:00.000Z',
}: SoloGameOptions = {}): TGameView {
  const winner = score[0] > score[1] ? player1.id : player2.id;
  const line = (p: TUserMinimized, i: 0 | 1) => ({
    id: `${id}:${p.id}`,
    playerId: p.id,
    score: score[i],
    sinks: sinks[i],
    rebuttals: rebuttals[i],
    beersDowned: i === 0 ? 2 : 3,
    pointsChange: pointsChange[i],
    nakedLap: score[i] === 0,
  });
  return {
    id,
    gameType,
    gameMode: 'SUDDEN_DEATH',
    status,
    accepted: status === 'ACCEPTED',
    time,
    nakedLap: score.includes(0),
    winner,
    winnerId: winner,
    player1: player1.id,
    player2: player2.id,
    team1Name: player1.username,
    team2Name: player2.username,
    team1Score: score[0],
    team2Score: score[1],
    team1: null,
    team2: null,
    team1DatabaseId: null,
    team2DatabaseId: null,
    allPlayers: [player1.id, player2.id],
    players: [player1, player2],
    gamePlayerStats: [line(player1, 0), line(player2, 1)],
    gameEventList: [],
    tournamentId: null,
  };
}

/** A page of games as GET /api/{type} answers. */
export function gamePage(content: TGameView[], pageNumber = 0, totalElements = content.length, pageSize = 10) {
  const totalPages = Math.ceil(totalElements / pageSize);
  return { content, totalPages, totalElements, number: pageNumber, size: pageSize, first: pageNumber === 0, last: pageNumber >= totalPages - 1 };
}

/** An acceptance list entry: 'PASSIVE' when the signed-in player posted the game. */
export function acceptanceItem(game: TGameView, type: 'PASSIVE' | 'SINGLE', requestId = `req-${game.id}`): TAcceptanceItem {
  return {
    acceptanceRequest: {
      id: requestId,
      acceptanceRequestType: type,
      acceptingUser: USER_ID,
      acceptingTeam: null,
      gameToAccept: game.id,
      gameType: game.gameType,
      timestamp: game.time,
    },
    game,
  };
}

export function notification(overrides: Partial<TNotificationView> & Pick<TNotificationView, 'id'>): TNotificationView {
  return {
    notificationType: 'GAME_ACCEPTED',
    text: 'Game with anna was accepted.',
    userId: USER_ID,
    seen: false,
    date: '2026-11-21T14:05:00.000Z',
    gameId: null,
    ...overrides,
  };
}
