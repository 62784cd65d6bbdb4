import { z } from 'zod';
import { LIMITS, ZDoublesGameDetail, ZError, ZGameView, ZId, ZPostConflict, ZPostDoublesGame, ZStakeView, page, pageQuery } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/cache/index.ts';
import { caller, requireRole } from '../../platform/auth-guard.ts';
import { decideGame, listGames } from './games.service.ts';
import { doublesStake, getDoublesGame, postDoublesGame } from './doubles.service.ts';

const ZGameParams = z.object({ gameId: ZId });
const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['doubles'];
const secured = { security: [{ bearer: [] }] };

/** Doubles games: list, post, detail with both teams, accept/reject by the opposing team, and the points at stake. */
export function doublesRoutes(app: App, ctx: AppContext): void {
  const asPlayer = requireRole(ctx.checkSession, 'USER'); // admins do not post or decide games

  app.get(
    '/api/doubles',
    {
      ...cachedRead,
      schema: {
        tags,
        // `player` is the earlier client's name for the team filter of doubles lists.
        querystring: pageQuery(LIMITS.listPageSize).extend({ team: ZId.optional(), player: ZId.optional() }),
        response: { 200: page(ZGameView), ...errors },
      },
    },
    (req) => {
      const teamId = req.query.team ?? req.query.player;
      return listGames(ctx, { types: ['DOUBLES'], ...(teamId ? { teamId } : {}) }, req.query.pageNumber, req.query.pageSize);
    },
  );

  app.post('/api/doubles', { preValidation: asPlayer, schema: { tags, ...secured, body: ZPostDoublesGame, response: { 201: ZDoublesGameDetail, ...errors, 409: ZPostConflict } } }, async (req, reply) =>
    reply.status(201).send(await postDoublesGame(ctx, caller(req), req.body)),
  );

  app.get('/api/doubles/stake', { ...cachedRead, schema: { tags, querystring: z.object({ team1: ZId, team2: ZId }), response: { 200: ZStakeView, ...errors } } }, (req) =>
    doublesStake(ctx, req.query.team1, req.query.team2),
  );

  app.get('/api/doubles/:gameId', { ...cachedRead, schema: { tags, params: ZGameParams, response: { 200: ZDoublesGameDetail, ...errors } } }, (req) => getDoublesGame(ctx, req.params.gameId));

  for (const [action, decision] of [['accept', 'ACCEPTED'], ['reject', 'REJECTED']] as const) {
    app.post(`/api/doubles/${action}/:gameId`, { preValidation: asPlayer, schema: { tags, ...secured, params: ZGameParams, response: { 200: z.object({ status: z.string() }), ...errors } } }, async (req) => {
      await decideGame(ctx, { kind: 'user', auth: caller(req) }, 'DOUBLES', req.params.gameId, decision);
      return { status: decision };
    });
  }
}
