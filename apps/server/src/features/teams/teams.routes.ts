import { z } from 'zod';
import { LIMITS, ZError, ZId, ZIdParams, ZSaveTeam, ZTeamFull, ZTeamListItem, ZTeamRankRow, ZTeamWithStats, page, pageQuery } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead } from '../../platform/cache/index.ts';
import { caller, requireAuth, requireRole } from '../../platform/auth-guard.ts';
import { createTeam, deleteTeam, editTeam, getTeam, getTeamFull, listOwnTeams, searchTeams, teamLeaderboard } from './teams.service.ts';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['teams'];
const secured = { security: [{ bearer: [] }] };

const ZSearchText = z.string().max(50, 'Search text cannot be longer than 50 characters');
/** `name` is the parameter; `username` is what the earlier client sent for team search, so it is read too. */
const ZTeamSearchQuery = pageQuery(LIMITS.opponentSearchResults).extend({ name: ZSearchText.optional(), username: ZSearchText.optional() });

/** Team management, the team leaderboard, team pages and team search (SERVER-RULES.md §6). */
export function teamsRoutes(app: App, ctx: AppContext): void {
  const asPlayer = requireRole(ctx.checkSession, 'USER');
  const signedIn = requireAuth(ctx.checkSession);

  app.post('/api/teams', { preValidation: asPlayer, schema: { tags, ...secured, body: ZSaveTeam, response: { 201: ZTeamWithStats, ...errors } } }, async (req, reply) =>
    reply.status(201).send(await createTeam(ctx, caller(req), req.body)),
  );

  app.put('/api/teams/:id', { preValidation: asPlayer, schema: { tags, ...secured, params: ZIdParams, body: ZSaveTeam, response: { 200: ZTeamWithStats, ...errors } } }, (req) =>
    editTeam(ctx, caller(req), req.params.id, req.body),
  );

  app.delete('/api/teams/:id', { preValidation: asPlayer, schema: { tags, ...secured, params: ZIdParams, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    await deleteTeam(ctx, caller(req), req.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/teams', { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.leaderboardPageSize), response: { 200: page(ZTeamRankRow), ...errors } } }, (req) =>
    teamLeaderboard(ctx, req.query.pageNumber, req.query.pageSize),
  );

  app.get('/api/teams/search', { preValidation: signedIn, schema: { tags, ...secured, querystring: ZTeamSearchQuery, response: { 200: page(ZTeamListItem), ...errors } } }, (req) =>
    searchTeams(ctx, caller(req), req.query.name ?? req.query.username ?? '', req.query.pageNumber, req.query.pageSize),
  );

  app.get(
    '/api/teams/:userId',
    { preValidation: signedIn, schema: { tags, ...secured, params: z.object({ userId: ZId }), querystring: pageQuery(LIMITS.teamFetchPageSize), response: { 200: page(ZTeamListItem), ...errors } } },
    (req) => listOwnTeams(ctx, caller(req), req.params.userId, req.query.pageNumber, req.query.pageSize),
  );

  app.get('/api/teams/name/:id', { ...cachedRead, schema: { tags, params: ZIdParams, response: { 200: ZTeamWithStats, ...errors } } }, (req) => getTeam(ctx, req.params.id));

  app.get('/api/teams/name/:id/full', { ...cachedRead, schema: { tags, params: ZIdParams, response: { 200: ZTeamFull, ...errors } } }, (req) => getTeamFull(ctx, req.params.id));
}
