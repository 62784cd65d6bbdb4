import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZGameType } from '../../enum-schemas.ts';
import { ZUpdateUser } from '../../validation/account.ts';
import { ZUserMinimized } from '../auth.ts';
import { ZId, ZIdParams, page, pageQuery } from '../common.ts';
import { ZComparison, ZLeaderboardRow, ZPlotsView, ZSearchQuery, ZSearchResult } from '../players.ts';
import { ZPublicUser, ZUserFull } from '../users.ts';
import { endpoint } from '../define.ts';
import { ZSearchText } from './shared.ts';

const tags = ['users'];

/** Players: the leaderboard, profiles, plots, head-to-head, accounts and search. */
export const usersEndpoints = {
  'users.leaderboard': endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'public',
    cache: 'public',
    tags,
    query: pageQuery(LIMITS.leaderboardPageSize).extend({ gameType: ZGameType.default('SINGLES') }),
    responses: { 200: page(ZLeaderboardRow) },
  }),
  'users.search': endpoint({
    method: 'GET',
    path: '/api/users/search',
    access: 'signedIn',
    cache: 'public', // signed in only, but the answer does not depend on who asks
    tags,
    query: pageQuery(LIMITS.opponentSearchResults).extend({ username: ZSearchText.default('') }),
    responses: { 200: page(ZUserMinimized) },
  }),
  'users.get': endpoint({ method: 'GET', path: '/api/users/:id', access: 'public', cache: 'public', tags, params: ZIdParams, responses: { 200: ZPublicUser } }),
  'users.update': endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: 'signedIn',
    changesAccounts: true,
    rateLimit: 'auth', // a 409 tells whether an email is registered, as a sign-up does: limited per address like sign-up
    tags,
    description: "Changes the caller's own username and/or email (the password confirms it) and answers the full user, the same body as GET /api/users/{id}/full.",
    params: ZIdParams,
    body: ZUpdateUser,
    responses: { 200: ZUserFull.describe('The full user after the change: the same body as GET /api/users/{id}/full (stats, teams, achievements; no email).') },
  }),
  'users.full': endpoint({ method: 'GET', path: '/api/users/:id/full', access: 'public', cache: 'public', tags, params: ZIdParams, responses: { 200: ZUserFull } }),
  'users.plots': endpoint({
    method: 'GET',
    path: '/api/users/:id/plots',
    access: 'public',
    cache: 'public',
    tags,
    params: ZIdParams,
    query: z.object({ gameType: ZGameType.default('SINGLES') }),
    responses: { 200: ZPlotsView },
  }),
  'users.comparison': endpoint({
    method: 'GET',
    path: '/api/games/user/:id/:gameType/comparison/:opponentId',
    access: 'public',
    cache: 'public',
    tags,
    params: z.object({ id: ZId, gameType: ZGameType, opponentId: ZId }),
    responses: { 200: ZComparison },
  }),
  'search.all': endpoint({ method: 'GET', path: '/api/search', access: 'public', cache: 'public', tags: ['search'], query: ZSearchQuery, responses: { 200: z.array(ZSearchResult) } }),
};
