import { z } from 'zod';
import { REFRESH_TOKEN_MAX, ZError, ZLogin, ZTokens } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { changesAccounts } from '../../platform/read-cache.ts';
import { PasswordAttempts } from './auth.attempts.ts';
import * as auth from './auth.service.ts';

const ZRefreshForm = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token').max(REFRESH_TOKEN_MAX, 'Invalid refresh token') });
const ZLogoutBody = z.object({ refreshToken: z.string().max(REFRESH_TOKEN_MAX).optional() }).nullish();
const TOKENS_DESCRIPTION =
  'An access token (JWT: sub, rol, email, exp, iat, typ "access", sid = the session) and a refresh token (JWT: sub, exp, iat, jti, typ "refresh"; ' +
  'its payload can be read with a plain base64url decode). A refresh token stays valid until a newer token of its session has been presented; ' +
  'an older one presented after that ends the session.';

/**
 * Sign-in, refresh and sign-out. Login and refresh take form data (SPEC.md §7). Sign-up and the password routes live
 * under /api/users, which the users feature serves (it calls this feature's services).
 */
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
}
