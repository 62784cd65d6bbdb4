import { z } from 'zod';
import { ZError, ZIdParams } from '../common.ts';
import {
  ZLiveGameCreate,
  ZLiveGameCreated,
  ZLiveGameEnd,
  ZLiveGameListItem,
  ZLiveGamePush,
  ZLiveGamePushed,
  ZLiveGameView,
} from '../live-games.ts';
import { endpoint } from '../define.ts';

const tags = ['live games'];

/** Live games anyone can watch (issue 28). */
export const liveGamesEndpoints = {
  'liveGames.create': endpoint({
    method: 'POST',
    path: '/api/live-games',
    access: 'player',
    changes: 'liveEvents',
    tags,
    description:
      'Shares the live game the caller is scoring: anyone may watch it at /live/{id}. 429 when the caller has 3 going (moved in the last 15 minutes) or started 20 in the last hour.',
    body: ZLiveGameCreate,
    responses: { 201: ZLiveGameCreated },
  }),
  'liveGames.push': endpoint({
    method: 'POST',
    path: '/api/live-games/:id/events',
    access: 'player',
    changes: 'liveEvents',
    tags,
    description:
      "The owner's event log from `from` on (batched; a batch whose seq the server passed changes nothing). 409 with `events` when `from` is past what the server holds, with `seq` (the server's) when seq is more than 1000 past it. 429 past 40 batches in 10 s.",
    params: ZIdParams,
    body: ZLiveGamePush,
    responses: {
      200: ZLiveGamePushed,
      409: ZError.extend({ events: z.string().optional(), seq: z.string().optional() }),
    },
  }),
  'liveGames.end': endpoint({
    method: 'POST',
    path: '/api/live-games/:id/end',
    access: 'player',
    changes: 'liveEvents',
    tags,
    description: 'The owner is done with the game: posted (its id, which the watch page links to) or dropped.',
    params: ZIdParams,
    body: ZLiveGameEnd,
    responses: { 200: ZLiveGameView },
  }),
  'liveGames.list': endpoint({
    method: 'GET',
    path: '/api/live-games',
    access: 'public',
    tags,
    description: "Games being scored now, each player's newest-moved one, newest move first.",
    responses: { 200: z.array(ZLiveGameListItem) },
  }),
  'liveGames.get': endpoint({
    method: 'GET',
    path: '/api/live-games/:id',
    access: 'public',
    tags,
    params: ZIdParams,
    responses: { 200: ZLiveGameView },
  }),
};
