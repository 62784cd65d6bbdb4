import { z } from 'zod';
import { LIMITS } from '../../limits.ts';
import { ZGameType } from '../../enum-schemas.ts';
import { ZChangePassword, ZRegister, ZResetRequest, ZUpdatePassword, ZUpdateUser } from '../../validation/account.ts';
import { ZTokens, ZUserMinimized } from '../auth.ts';
import { ZIdParams, page, pageQuery } from '../common.ts';
import { ZLeaderboardRow, ZPlotsView, ZSearchQuery, ZSearchResult } from '../players.ts';
import { ZAccountUser, ZPublicUser, ZUserFull } from '../users.ts';
import { endpoint } from '../define.ts';
import { ZMessage, ZSearchText } from './shared.ts';
import { ZBoardPageExtra, ZLeaderboardSeasonQuery, ZSeasonQuery } from '../seasons.ts';

const tags = ['users'];
const authTags = ['auth'];

/** Everything under /api/users: sign-up and passwords, accounts, the leaderboard, profiles, plots and player search; and the search of everything. */
export const usersEndpoints = {
  'users.register': endpoint({
    method: 'POST',
    path: '/api/users',
    access: 'public',
    rateLimit: 'auth',
    tags: authTags,
    body: ZRegister,
    responses: { 201: ZAccountUser },
  }),
  'users.resetPassword': endpoint({
    method: 'POST',
    path: '/api/users/resetPassword',
    access: 'public',
    rateLimit: 'auth',
    tags: authTags,
    query: ZResetRequest,
    responses: { 200: ZMessage },
  }),
  'users.updatePassword': endpoint({
    method: 'POST',
    path: '/api/users/updatePassword',
    access: 'public',
    rateLimit: 'auth',
    changesAccounts: true,
    tags: authTags,
    description: 'Sets a new password from a reset code; every session of the account ends.',
    body: ZUpdatePassword,
    responses: { 200: ZMessage },
  }),
  'users.changePassword': endpoint({
    method: 'POST',
    path: '/api/users/changePassword',
    access: 'signedIn',
    changesAccounts: true, // the other sessions' access tokens stop working, on every instance
    tags: authTags,
    description:
      "Changes the caller's password (the old one confirms it). Every other session of the account ends; the caller's goes on, its refresh token keeps working, and the answer holds fresh tokens of it.",
    body: ZChangePassword,
    responses: {
      200: ZTokens.describe(
        "Fresh tokens of the caller's session, which goes on; a client may also keep the tokens it has.",
      ),
    },
  }),
  'users.leaderboard': endpoint({
    method: 'GET',
    path: '/api/users',
    access: 'public',
    cache: 'public',
    tags,
    query: pageQuery(LIMITS.leaderboardPageSize)
      .extend({ gameType: ZGameType.default('SINGLES') })
      .extend(ZLeaderboardSeasonQuery.shape),
    responses: { 200: page(ZLeaderboardRow).extend(ZBoardPageExtra.shape) },
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
  'users.get': endpoint({
    method: 'GET',
    path: '/api/users/:id',
    access: 'public',
    cache: 'public',
    tags,
    params: ZIdParams,
    responses: { 200: ZPublicUser },
  }),
  'users.update': endpoint({
    method: 'PUT',
    path: '/api/users/:id',
    access: 'signedIn',
    changesAccounts: true,
    rateLimit: 'auth', // a 409 tells whether an email is registered, as a sign-up does: limited per address like sign-up
    tags,
    description:
      "Changes the caller's own username and/or email (the password confirms them) and/or language ('en' or 'pl', no password needed; the access tokens issued from then on carry it in their `language` claim) and answers the full user, the same body as GET /api/users/{id}/full.",
    params: ZIdParams,
    body: ZUpdateUser,
    responses: {
      200: ZUserFull.describe(
        'The full user after the change: the same body as GET /api/users/{id}/full (stats, teams, achievements; no email).',
      ),
    },
  }),
  'users.full': endpoint({
    method: 'GET',
    path: '/api/users/:id/full',
    access: 'public',
    cache: 'public',
    tags,
    description:
      'The profile; its stats are of the current season unless `season` names another one or `all` (all-time).',
    params: ZIdParams,
    query: ZSeasonQuery,
    responses: { 200: ZUserFull },
  }),
  'users.plots': endpoint({
    method: 'GET',
    path: '/api/users/:id/plots',
    access: 'public',
    cache: 'public',
    tags,
    params: ZIdParams,
    query: z.object({ gameType: ZGameType.default('SINGLES') }).extend(ZSeasonQuery.shape),
    responses: { 200: ZPlotsView },
  }),
  'search.all': endpoint({
    method: 'GET',
    path: '/api/search',
    access: 'public',
    cache: 'public',
    tags: ['search'],
    query: ZSearchQuery,
    responses: { 200: z.array(ZSearchResult) },
  }),
};
