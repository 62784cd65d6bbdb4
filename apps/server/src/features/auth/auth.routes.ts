import { z } from 'zod';
import { ZChangePassword, ZError, ZLogin, ZRegister, ZResetRequest, ZTokens, ZUpdatePassword, ZAccountUser } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { toAccountUser } from '../users/users.service.ts';
import * as auth from './auth.service.ts';

const ZMessage = z.object({ message: z.string() });
const ZRefreshForm = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token').max(200, 'Invalid refresh token') });
const ZLogoutBody = z.object({ refreshToken: z.string().max(200).optional() }).optional();
const RESET_SENT = 'Password reset token was send to an email associated with your account';

/** Sign-up, sign-in, refresh, sign-out and passwords. Login and refresh take form data (SPEC.md §7). */
export function authRoutes(app: App, ctx: AppContext): void {
  const perIp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };
  const perAccount = app.rateLimit({
    max: ctx.config.rateLimitAuth,
    timeWindow: '15 minutes',
    keyGenerator: (req) => {
      const body = req.body as { username?: unknown } | undefined;
      return `login:${typeof body?.username === 'string' ? body.username.toLowerCase() : ''}`;
    },
  });
  const errors = { 400: ZError, 401: ZError, 403: ZError, 409: ZError, 429: ZError };

  app.post(
    '/api/login',
    { config: perIp, preHandler: perAccount, schema: { tags: ['auth'], consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'], body: ZLogin, response: { 200: ZTokens, ...errors } } },
    (req) => auth.login(ctx, req.body.username, req.body.password),
  );

  app.post(
    '/api/refresh',
    { config: perIp, schema: { tags: ['auth'], consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'], body: ZRefreshForm, response: { 200: ZTokens, ...errors } } },
    (req) => auth.refresh(ctx, req.body.refreshToken),
  );

  app.post('/api/logout', { schema: { tags: ['auth'], body: ZLogoutBody, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
    if (req.body?.refreshToken) await auth.logout(ctx, req.body.refreshToken);
    return reply.status(204).send(null);
  });

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

  app.post('/api/users/updatePassword', { config: perIp, schema: { tags: ['auth'], body: ZUpdatePassword, response: { 200: ZMessage, ...errors } } }, async (req) => {
    await auth.resetPassword(ctx, req.body);
    return { message: 'Password was updated' };
  });

  app.post(
    '/api/users/changePassword',
    { preHandler: requireAuth(ctx.checkSession), schema: { tags: ['auth'], security: [{ bearer: [] }], body: ZChangePassword, response: { 200: ZTokens, ...errors } } },
    (req) => auth.changePassword(ctx, caller(req), req.body),
  );
}
