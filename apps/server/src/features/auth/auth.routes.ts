import { z } from 'zod';
import { REFRESH_TOKEN_MAX, ZChangePassword, ZError, ZLogin, ZRegister, ZResetRequest, ZTokens, ZUpdatePassword, ZAccountUser } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { changesAccounts } from '../../platform/cache/index.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { toAccountUser } from '../users/users.service.ts';
import { PasswordAttempts } from './auth.attempts.ts';
import * as auth from './auth.service.ts';

const ZMessage = z.object({ message: z.string() });
const ZRefreshForm = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token').max(REFRESH_TOKEN_MAX, 'Invalid refresh token') });
const ZLogoutBody = z.object({ refreshToken: z.string().max(REFRESH_TOKEN_MAX).optional() }).nullish();
const TOKENS_DESCRIPTION =
  'An access token (JWT: sub, rol, email, exp, iat, typ "access", sid = the session) and a refresh token (JWT: sub, exp, iat, jti, typ "refresh"; ' +
  'its payload can be read with a plain base64url decode). A refresh token stays valid until a newer token of its session has been presented; ' +
  'an older one presented after that ends the session.';
const RESET_SENT = 'Password reset token was send to an email associated with your account';

/** Sign-up, sign-in, refresh, sign-out and passwords. Login and refresh take form data (SPEC.md §7). */
export function authRoutes(app: App, ctx: AppContext): void {
  const perIp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };
  const attempts = new PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  const errors = { 400: ZError, 401: ZError, 403: ZError, 409: ZError, 429: ZError };

  app.post(
    '/api/login',
    { config: perIp, schema: { tags: ['auth'], consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'], body: ZLogin, response: { 200: ZTokens.describe(TOKENS_DESCRIPTION), ...errors } } },
    async (req) => {
      const attempt = await attempts.beforeSignIn(req.body.username, req.ip);
      const tokens = await auth.login(ctx, req.body.username, req.body.password);
      await attempts.signedIn(req.body.username, req.ip, attempt);
      return tokens;
    },
  );

  app.post(
    '/api/refresh',
    { config: perIp, schema: {
        tags: ['auth'],
        description: 'Answers a refresh token with a new access token and a refresh token one generation newer, in the same session. The token presented stays valid until a newer one is presented, so a client that keeps its first refresh token keeps working, and two refreshes of one token at once both succeed.',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: ZRefreshForm,
        response: { 200: ZTokens.describe(TOKENS_DESCRIPTION), ...errors },
      },
    },
    (req) => auth.refresh(ctx, req.body.refreshToken),
  );

  app.post(
    '/api/logout',
    {
      ...changesAccounts, // the session's access tokens stop working, on every instance
      schema: { tags: ['auth'], description: "Ends the session of the refresh token in the body, or else of the bearer token: its refresh and access tokens stop working.", body: ZLogoutBody, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await auth.logout(ctx, req.body?.refreshToken, req.auth);
      return reply.status(204).send(null);
    },
  );

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
