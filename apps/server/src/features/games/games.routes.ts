import { z } from 'zod';
import {
  GAME_TYPES,
  GAME_TYPE_PATHS,
  LIMITS,
  SOLO_GAME_TYPES,
  ZAcceptanceItem,
  ZComparison,
  ZError,
  ZGameType,
  ZGameView,
  ZId,
  ZPostConflict,
  ZPostSoloGame,
  ZStakeView,
  page,
  pageQuery,
} from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/read-cache.ts';
import { caller, requireAuth, requireRole } from '../../platform/auth-guard.ts';
import { Invalid } from '../../platform/errors.ts';
import { compare, decideGame, getGame, listAcceptance, listGames, postSoloGame, stakeOf } from './games.service.ts';

const ZGameParams = z.object({ gameId: ZId });
const ZGamePage = page(ZGameView);
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
// A player's history lists every game they played, doubles included (the profile's History tab).
const HISTORY_TYPES = GAME_TYPES;

/** Games per type, acceptance, a player's history and head-to-head. */
export function gamesRoutes(app: App, ctx: AppContext): void {
  const asPlayer = requireRole(ctx.checkSession, 'USER'); // admins do not post or decide games
  const secured = { security: [{ bearer: [] }] };

  for (const gameType of SOLO_GAME_TYPES) {
    const base = `/api/${GAME_TYPE_PATHS[gameType]}`;
    const tags = [`games`];

    app.get(base, { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.listPageSize).extend({ player: ZId.optional() }), response: { 200: ZGamePage, ...errors } } }, (req) =>
      listGames(ctx, { types: [gameType], ...(req.query.player ? { playerId: req.query.player } : {}) }, req.query.pageNumber, req.query.pageSize),
    );

    app.post(base, { preValidation: asPlayer, schema: { tags, ...secured, body: ZPostSoloGame, response: { 201: ZGameView, ...errors, 409: ZPostConflict } } }, async (req, reply) =>
      reply.status(201).send(await postSoloGame(ctx, caller(req), gameType, req.body)),
    );

    app.get(
      `${base}/stake`,
      { ...cachedRead, schema: { tags, querystring: z.object({ player1: ZId, player2: ZId }), response: { 200: ZStakeView, ...errors } } },
      (req) => stakeOf(ctx, gameType, req.query.player1, req.query.player2),
    );

    app.get(`${base}/:gameId`, { ...cachedRead, schema: { tags, params: ZGameParams, response: { 200: ZGameView, ...errors } } }, (req) => getGame(ctx, gameType, req.params.gameId));

    for (const [action, decision] of [['accept', 'ACCEPTED'], ['reject', 'REJECTED']] as const) {
      app.post(`${base}/${action}/:gameId`, { preValidation: asPlayer, schema: { tags, ...secured, params: ZGameParams, response: { 200: z.object({ status: z.string() }), ...errors } } }, async (req) => {
        await decideGame(ctx, { kind: 'user', auth: caller(req) }, gameType, req.params.gameId, decision);
        return { status: decision };
      });
    }
  }

  app.get('/api/acceptance', { preValidation: requireAuth(ctx.checkSession), schema: { tags: ['games'], ...secured, response: { 200: z.array(ZAcceptanceItem), ...errors } } }, (req) =>
    listAcceptance(ctx, caller(req)),
  );

  app.get(
    '/api/games/user/:id',
    { ...cachedRead, schema: { tags: ['games'], params: z.object({ id: ZId }), querystring: pageQuery(LIMITS.listPageSize), response: { 200: ZGamePage, ...errors } } },
    (req) => listGames(ctx, { types: HISTORY_TYPES, playerId: req.params.id }, req.query.pageNumber, req.query.pageSize),
  );

  app.get(
    '/api/games/user/:id/:gameType',
    {
      ...cachedRead,
      schema: {
        tags: ['games'],
        params: z.object({ id: ZId, gameType: ZGameType }),
        querystring: pageQuery(LIMITS.listPageSize).extend({ opponentId: ZId.optional() }),
        response: { 200: ZGamePage, ...errors },
      },
    },
    (req) => {
      if (req.params.gameType === 'DOUBLES' && req.query.opponentId) throw new Invalid('Doubles history is filtered by team, not by opponent');
      return listGames(
        ctx,
        { types: [req.params.gameType], playerId: req.params.id, ...(req.query.opponentId ? { opponentId: req.query.opponentId } : {}) },
        req.query.pageNumber,
        req.query.pageSize,
      );
    },
  );

  app.get(
    '/api/games/user/:id/:gameType/comparison/:opponentId',
    { ...cachedRead, schema: { tags: ['players'], params: z.object({ id: ZId, gameType: ZGameType, opponentId: ZId }), response: { 200: ZComparison, 400: ZError, 401: ZError, 403: ZError, 404: ZError } } },
    (req) => compare(ctx, req.params.id, req.params.opponentId, req.params.gameType),
  );
}
