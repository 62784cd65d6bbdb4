import { ZError, ZIdParams, ZPublicUser, ZUpdateUser, ZUserFull } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead, changesAccounts } from '../../platform/cache/index.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { PasswordAttempts } from '../auth/auth.attempts.ts';
import { fullProfile } from '../players/players.service.ts';
import { getUser, toPublicUser, updateAccount } from './users.service.ts';

export function usersRoutes(app: App, ctx: AppContext): void {
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError, 429: ZError };
  const attempts = new PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  // A 409 tells whether an email is registered, as a sign-up does: limited per address like sign-up.
  const likeSignUp = { rateLimit: { max: ctx.config.rateLimitAuth, timeWindow: '1 minute' } };

  app.get('/api/users/:id', { ...cachedRead, schema: { tags: ['users'], params: ZIdParams, response: { 200: ZPublicUser, ...errors } } }, async (req) =>
    toPublicUser(await getUser(ctx, req.params.id)),
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
      await updateAccount(ctx, me, req.params.id, req.body);
      await attempts.confirmed(me.userId, req.ip);
      return fullProfile(ctx, req.params.id);
    },
  );
}
