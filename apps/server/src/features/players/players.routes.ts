import { z } from 'zod';
import { LIMITS, ZComparison, ZError, ZGameType, ZId, ZLeaderboardRow, ZPlotsView, ZSearchQuery, ZSearchResult, ZUserFull, ZUserMinimized, page, pageQuery } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/cache/index.ts';
import { requireAuth } from '../../platform/auth-guard.ts';
import * as players from './players.service.ts';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
const ZSearchText = z.string().max(50, 'Search text cannot be longer than 50 characters');

/** Everything a player looks at about players. */
export function playersRoutes(app: App, ctx: AppContext): void {
  const tags = ['players'];
  app.get(
    '/api/users',
    { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.leaderboardPageSize).extend({ gameType: ZGameType.default('SINGLES') }), response: { 200: page(ZLeaderboardRow), ...errors } } },
    (req) => players.leaderboard(ctx, req.query.gameType, req.query.pageNumber, req.query.pageSize),
  );

  app.get(
    '/api/users/search',
    {
      ...cachedRead, // signed in only, but the answer does not depend on who asks
      preValidation: requireAuth(ctx.checkSession),
      schema: { tags, security: [{ bearer: [] }], querystring: pageQuery(LIMITS.opponentSearchResults).extend({ username: ZSearchText.default('') }), response: { 200: page(ZUserMinimized), ...errors } },
    },
    (req) => players.searchUsers(ctx, req.query.username.trim(), req.query.pageNumber, req.query.pageSize),
  );

  app.get('/api/users/:id/full', { ...cachedRead, schema: { tags, params: z.object({ id: ZId }), response: { 200: ZUserFull, ...errors } } }, (req) => players.fullProfile(ctx, req.params.id));

  app.get(
    '/api/users/:id/plots',
    { ...cachedRead, schema: { tags, params: z.object({ id: ZId }), querystring: z.object({ gameType: ZGameType.default('SINGLES') }), response: { 200: ZPlotsView, ...errors } } },
    (req) => players.plots(ctx, req.params.id, req.query.gameType),
  );

  app.get(
    '/api/games/user/:id/:gameType/comparison/:opponentId',
    { ...cachedRead, schema: { tags, params: z.object({ id: ZId, gameType: ZGameType, opponentId: ZId }), response: { 200: ZComparison, ...errors } } },
    (req) => players.compare(ctx, req.params.id, req.params.opponentId, req.params.gameType),
  );

  app.get('/api/search', { ...cachedRead, schema: { tags: ['search'], querystring: ZSearchQuery, response: { 200: z.array(ZSearchResult), ...errors } } }, (req) =>
    players.search(ctx, req.query.searchType, req.query.searchString),
  );
}
