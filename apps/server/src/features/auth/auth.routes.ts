import { z } from 'zod';
import { ZChangePassword, ZError, ZLogin, ZRegister, ZResetRequest, ZTokens, ZUpdatePassword, ZAccountUser } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { toAccountUser } from '../users/users.service.ts';
import * as auth from './auth.service.ts';

const ZMessage = z.object({ message: z.string() });
const ZRefreshForm = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token').max(200, 'Invalid refresh token') });
const ZLogoutBody = z.object({ refreshToken: z.string().max(200).optional() }).optional();
const RESET_SENT = 'Password reset token was send to an email associated with your account';

/** Sign-up, sign-in, refresh, sign-out and passwords. Login and refresh take form data (SPEC.md §7). */
export function authRoutes(app: App, ctx: AppContext): void {
  const perIp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };
  const failedLogins = new AttemptLimiter(ctx.rateCounter, 'failed-login', ctx.config.rateLimitAuth, 15 * 60 * 1000);
  const errors = { 400: ZError, 401: ZError, 403: ZError, 409: ZError, 429: ZError };

  app.post(
    '/api/login',
    { config: perIp, schema: { tags: ['auth'], consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'], body: ZLogin, response: { 200: ZTokens, ...errors } } },
    async (req) => {
      const key = req.body.username.toLowerCase();
      const waitMs = await failedLogins.retryAfterMs(key);
      if (waitMs > 0) throw new AppError(429, `Too many requests, try again in ${Math.ceil(waitMs / 1000)} s`);
      try {
        return await auth.login(ctx, req.body.username, req.body.password);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) await failedLogins.hit(key);
        throw err;
      }
    },
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
    { preValidation: requireAuth(ctx.checkSession), schema: { tags: ['auth'], security: [{ bearer: [] }], body: ZChangePassword, response: { 200: ZTokens, ...errors } } },
    (req) => auth.changePassword(ctx, caller(req), req.body),
  );
}
