import { z } from 'zod';
import {
  LIMITS,
  ZAccountUser,
  ZChangePassword,
  ZError,
  ZGameType,
  ZId,
  ZIdParams,
  ZLeaderboardRow,
  ZPlotsView,
  ZPublicUser,
  ZRegister,
  ZResetRequest,
  ZTokens,
  ZUpdatePassword,
  ZUpdateUser,
  ZUserFull,
  ZUserMinimized,
  page,
  pageQuery,
} from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead, changesAccounts } from '../../platform/read-cache.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { toAccountUser, toPublicUser } from '../accounts/index.ts';
import * as auth from '../auth/index.ts';
import * as users from './users.service.ts';

const ZSearchText = z.string().max(50, 'Search text cannot be longer than 50 characters');
const ZMessage = z.object({ message: z.string() });
const RESET_SENT = 'Password reset token was send to an email associated with your account';

/**
 * Everything under /api/users: what a player looks at about players (leaderboard, search, profiles, plots), an
 * account and its edit, and sign-up and passwords (auth's services).
 */
export function usersRoutes(app: App, ctx: AppContext): void {
  passwordRoutes(app, ctx);
  accountRoutes(app, ctx);
  playerRoutes(app, ctx);
}

/** Sign-up, password reset and password change. */
function passwordRoutes(app: App, ctx: AppContext): void {
  const perIp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };
  const attempts = new auth.PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  const errors = { 400: ZError, 401: ZError, 403: ZError, 409: ZError, 429: ZError };

  app.post('/api/users', { config: perIp, schema: { tags: ['auth'], body: ZRegister, response: { 201: ZAccountUser, ...errors } } }, async (req, reply) =>
    reply.status(201).send(toAccountUser(await auth.registerUser(ctx, req.body))),
  );

  app.post(
    '/api/users/resetPassword',
    { config: perIp, schema: { tags: ['auth'], querystring: ZResetRequest, response: { 200: ZMessage, ...errors } } },
    async (req) => {
      await auth.requestPasswordReset(ctx, req.query.email);
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/api/users/updatePassword',
    { config: { ...perIp, ...changesAccounts.config }, schema: { tags: ['auth'], description: 'Sets a new password from a reset code; every session of the account ends.', body: ZUpdatePassword, response: { 200: ZMessage, ...errors } } },
    async (req) => {
      const user = await auth.resetPassword(ctx, req.body);
      await attempts.passwordReset(user.username, user.id, req.ip);
      return { message: 'Password was updated' };
    },
  );

  app.post(
    '/api/users/changePassword',
    {
      ...changesAccounts, // the other sessions' access tokens stop working, on every instance
      preValidation: requireAuth(ctx.checkSession),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        description: "Changes the caller's password (the old one confirms it). Every other session of the account ends; the caller's goes on, its refresh token keeps working, and the answer holds fresh tokens of it.",
        body: ZChangePassword,
        response: { 200: ZTokens.describe("Fresh tokens of the caller's session, which goes on; a client may also keep the tokens it has."), ...errors },
      },
    },
    async (req) => {
      const me = caller(req);
      await attempts.beforeConfirm(me.userId, req.ip);
      const tokens = await auth.changePassword(ctx, me, req.body);
      await attempts.confirmed(me.userId, req.ip);
      return tokens;
    },
  );
}

/** An account as everyone sees it, and its owner's edit. */
function accountRoutes(app: App, ctx: AppContext): void {
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 429: ZError };
  const attempts = new auth.PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  // A 409 tells whether an email is registered, as a sign-up does: limited per address like sign-up.
  const likeSignUp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };

  app.get('/api/users/:id', { ...cachedRead, schema: { tags: ['users'], params: ZIdParams, response: { 200: ZPublicUser, ...errors } } }, async (req) =>
    toPublicUser(await users.getUser(ctx, req.params.id)),
  );

  app.put(
    '/api/users/:id',
    {
      config: { ...changesAccounts.config, ...likeSignUp },
      preValidation: requireAuth(ctx.checkSession),
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        description: 'Changes the caller\'s own username and/or email (the password confirms it) and answers the full user, the same body as GET /api/users/{id}/full.',
        params: ZIdParams,
        body: ZUpdateUser,
        response: { 200: ZUserFull.describe('The full user after the change: the same body as GET /api/users/{id}/full (stats, teams, achievements; no email).'), ...errors },
      },
    },
    async (req) => {
      const me = caller(req);
      await attempts.beforeConfirm(me.userId, req.ip);
      await auth.updateAccount(ctx, me, req.params.id, req.body);
      await attempts.confirmed(me.userId, req.ip);
      return users.fullProfile(ctx, req.params.id);
    },
  );
}

/** Everything a player looks at about players. */
function playerRoutes(app: App, ctx: AppContext): void {
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };
  const tags = ['players'];
  app.get(
    '/api/users',
    { ...cachedRead, schema: { tags, querystring: pageQuery(LIMITS.leaderboardPageSize).extend({ gameType: ZGameType.default('SINGLES') }), response: { 200: page(ZLeaderboardRow), ...errors } } },
    (req) => users.leaderboard(ctx, req.query.gameType, req.query.pageNumber, req.query.pageSize),
  );

  app.get(
    '/api/users/search',
    {
      ...cachedRead, // signed in only, but the answer does not depend on who asks
      preValidation: requireAuth(ctx.checkSession),
      schema: { tags, security: [{ bearer: [] }], querystring: pageQuery(LIMITS.opponentSearchResults).extend({ username: ZSearchText.default('') }), response: { 200: page(ZUserMinimized), ...errors } },
    },
    (req) => users.searchUsers(ctx, req.query.username.trim(), req.query.pageNumber, req.query.pageSize),
  );

  app.get('/api/users/:id/full', { ...cachedRead, schema: { tags, params: z.object({ id: ZId }), response: { 200: ZUserFull, ...errors } } }, (req) => users.fullProfile(ctx, req.params.id));

  app.get(
    '/api/users/:id/plots',
    { ...cachedRead, schema: { tags, params: z.object({ id: ZId }), querystring: z.object({ gameType: ZGameType.default('SINGLES') }), response: { 200: ZPlotsView, ...errors } } },
    (req) => users.plots(ctx, req.params.id, req.query.gameType),
  );
}
