import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZGameType } from '../../enum-schemas.ts';
import { ZPostDoublesGameRequest, ZPostSoloGameRequest } from '../../game-schemas.ts';
import { ZId, ZPostConflict, page, pageQuery } from '../common.ts';
import { ZAcceptanceItem, ZGameView, ZStakeView } from '../games.ts';
import { ZComparison } from '../players.ts';
import { ZDoublesGameDetail } from '../teams.ts';
import { endpoint } from '../define.ts';
import { ZAnyGamePath, ZGameParams, ZSoloGamePath, ZStatus } from './shared.ts';

const ZGamePage = page(ZGameView);
const solo = { oneRoutePer: 'gamePath', tags: ['games'] } as const;
const doubles = { tags: ['doubles'] } as const;

/** Accepting or rejecting a pending game of any type, doubles included: one route per type, alike but for the decision. */
function decideGame<const Decision extends 'accept' | 'reject'>(decision: Decision) {
  return endpoint({
    method: 'POST',
    path: `/api/:gamePath/${decision}/:gameId`,
    access: 'player', // admins do not post or decide games
    oneRoutePer: 'gamePath',
    tags: ['games'],
    params: z.object({ gamePath: ZAnyGamePath, gameId: ZId }),
    responses: { 200: ZStatus },
  });
}

/** Games of every type: lists, posting, detail, the stake, deciding, acceptance and a player's history. */
export const gamesEndpoints = {
  'games.list': endpoint({
    method: 'GET',
    path: '/api/:gamePath',
    access: 'public',
    cache: 'public',
    ...solo,
    params: z.object({ gamePath: ZSoloGamePath }),
    query: pageQuery(LIMITS.listPageSize).extend({ player: ZId.optional() }),
    responses: { 200: ZGamePage },
  }),
  'games.post': endpoint({
    method: 'POST',
    path: '/api/:gamePath',
    access: 'player', // admins do not post or decide games
    ...solo,
    params: z.object({ gamePath: ZSoloGamePath }),
    body: ZPostSoloGameRequest,
    responses: { 201: ZGameView, 409: ZPostConflict },
  }),
  'games.stake': endpoint({
    method: 'GET',
    path: '/api/:gamePath/stake',
    access: 'public',
    cache: 'public',
    ...solo,
    params: z.object({ gamePath: ZSoloGamePath }),
    query: z.object({ player1: ZId, player2: ZId }),
    responses: { 200: ZStakeView },
  }),
  'games.get': endpoint({
    method: 'GET',
    path: '/api/:gamePath/:gameId',
    access: 'public',
    cache: 'public',
    ...solo,
    params: z.object({ gamePath: ZSoloGamePath, gameId: ZId }),
    responses: { 200: ZGameView },
  }),
  'games.accept': decideGame('accept'),
  'games.reject': decideGame('reject'),
  'games.acceptance': endpoint({
    method: 'GET',
    path: '/api/acceptance',
    access: 'signedIn',
    tags: ['games'],
    responses: { 200: z.array(ZAcceptanceItem) },
  }),
  'games.history': endpoint({
    method: 'GET',
    path: '/api/games/user/:id',
    access: 'public',
    cache: 'public',
    tags: ['games'],
    description: "Every game the player played, doubles included (the profile's History tab).",
    params: z.object({ id: ZId }),
    query: pageQuery(LIMITS.listPageSize),
    responses: { 200: ZGamePage },
  }),
  'games.historyOfType': endpoint({
    method: 'GET',
    path: '/api/games/user/:id/:gameType',
    access: 'public',
    cache: 'public',
    tags: ['games'],
    params: z.object({ id: ZId, gameType: ZGameType }),
    query: pageQuery(LIMITS.listPageSize).extend({ opponentId: ZId.optional() }),
    responses: { 200: ZGamePage },
  }),
  'games.comparison': endpoint({
    method: 'GET',
    path: '/api/games/user/:id/:gameType/comparison/:opponentId',
    access: 'public',
    cache: 'public',
    tags: ['games'],
    params: z.object({ id: ZId, gameType: ZGameType, opponentId: ZId }),
    responses: { 200: ZComparison },
  }),
  'doubles.list': endpoint({
    method: 'GET',
    path: '/api/doubles',
    access: 'public',
    cache: 'public',
    ...doubles,
    // `player` is the earlier client's name for the team filter of doubles lists.
    query: pageQuery(LIMITS.listPageSize).extend({ team: ZId.optional(), player: ZId.optional() }),
    responses: { 200: ZGamePage },
  }),
  'doubles.post': endpoint({
    method: 'POST',
    path: '/api/doubles',
    access: 'player',
    ...doubles,
    body: ZPostDoublesGameRequest,
    responses: { 201: ZDoublesGameDetail, 409: ZPostConflict },
  }),
  'doubles.stake': endpoint({
    method: 'GET',
    path: '/api/doubles/stake',
    access: 'public',
    cache: 'public',
    ...doubles,
    query: z.object({ team1: ZId, team2: ZId }),
    responses: { 200: ZStakeView },
  }),
  'doubles.get': endpoint({
    method: 'GET',
    path: '/api/doubles/:gameId',
    access: 'public',
    cache: 'public',
    ...doubles,
    params: ZGameParams,
    responses: { 200: ZDoublesGameDetail },
  }),
};
