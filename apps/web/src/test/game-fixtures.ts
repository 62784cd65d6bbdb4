/** Game, user and acceptance objects shaped like the server's replies, for component tests. */
import type {
  TAcceptanceItem,
  TGameActions,
  TGameType,
  TGameView,
  TNotificationView,
  TUserMinimized,
} from '@caps/domain';
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
  return {
    content,
    totalPages,
    totalElements,
    number: pageNumber,
    size: pageSize,
    first: pageNumber === 0,
    last: pageNumber >= totalPages - 1,
  };
}

/** An acceptance list entry: 'PASSIVE' when the signed-in player posted the game. */
export function acceptanceItem(
  game: TGameView,
  type: 'PASSIVE' | 'SINGLE',
  requestId = `req-${game.id}`,
): TAcceptanceItem {
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
  const notificationType = overrides.notificationType ?? 'GAME_ACCEPTED';
  return {
    notificationType,
    title: notificationType,
    text: 'Game with anna was accepted.',
    userId: USER_ID,
    seen: false,
    date: '2026-11-21T14:05:00.000Z',
    gameId: null,
    ...overrides,
  };
}

/** What `games.actions` answers: nothing allowed unless told. */
export function gameActions(overrides: Partial<TGameActions> = {}): TGameActions {
  return {
    canWithdraw: false,
    canDispute: false,
    disputeBlockedBy: null,
    canVoid: false,
    canCorrect: false,
    openDispute: null,
    ...overrides,
  };
}

export const TEAM1_ID = 'aaaaaaaa-1111-4111-8111-111111111111';
export const TEAM2_ID = 'bbbbbbbb-2222-4222-8222-222222222222';
const doublesPlayers: TUserMinimized[] = ['alice', 'bob', 'carol', 'dave'].map((username, i) => ({
  id: `11111111-0000-4000-8000-00000000000${i + 1}`,
  username,
  avatarHash: `h${i}`,
  lastSeen: null,
}));

/** An accepted doubles game: Cap Sharks (alice 6, bob 5) beat Flying Lids (carol 3, dave 2) 11 : 5. */
export function doublesGame(id = 'dddddddd-0000-4000-8000-000000000001'): TGameView {
  const [alice, bob, carol, dave] = doublesPlayers.map((p) => p.id) as [string, string, string, string];
  const line = (playerId: string, score: number, sinks: number, pointsChange: number) => ({
    id: `${id}:${playerId}`,
    playerId,
    score,
    sinks,
    rebuttals: 0,
    beersDowned: 1,
    pointsChange,
    nakedLap: false,
  });
  return {
    id,
    gameType: 'DOUBLES',
    gameMode: 'SUDDEN_DEATH',
    status: 'ACCEPTED',
    accepted: true,
    time: '2026-11-21T14:05:00.000Z',
    nakedLap: false,
    winner: TEAM1_ID,
    winnerId: TEAM1_ID,
    player1: null,
    player2: null,
    team1Name: 'Cap Sharks',
    team2Name: 'Flying Lids',
    team1Score: 11,
    team2Score: 5,
    team1: { playerList: [alice, bob] },
    team2: { playerList: [carol, dave] },
    team1DatabaseId: TEAM1_ID,
    team2DatabaseId: TEAM2_ID,
    allPlayers: [alice, bob, carol, dave],
    players: doublesPlayers,
    gamePlayerStats: [line(alice, 6, 7, 12), line(bob, 5, 6, 12), line(carol, 3, 4, -12), line(dave, 2, 3, -12)],
    gameEventList: [],
    tournamentId: null,
  };
}
