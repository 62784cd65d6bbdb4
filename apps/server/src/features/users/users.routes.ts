import { ZAccountUser, ZError, ZIdParams, ZPublicUser, ZUpdateUser } from '@caps/domain';
import type { App, AppContext } from '../../context.ts';
import { cachedRead, changesAccounts } from '../../platform/read-cache.ts';
import { caller, requireAuth } from '../../platform/auth-guard.ts';
import { getUser, toAccountUser, toPublicUser, updateAccount } from './users.service.ts';

export function usersRoutes(app: App, ctx: AppContext): void {
  const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };

  app.get('/api/users/:id', { ...cachedRead, schema: { tags: ['users'], params: ZIdParams, response: { 200: ZPublicUser, ...errors } } }, async (req) =>
    toPublicUser(await getUser(ctx, req.params.id)),
  );

  app.put(
    '/api/users/:id',
    { ...changesAccounts, preValidation: requireAuth(ctx.checkSession), schema: { tags: ['users'], security: [{ bearer: [] }], params: ZIdParams, body: ZUpdateUser, response: { 200: ZAccountUser, ...errors } } },
    async (req) => toAccountUser(await updateAccount(ctx, caller(req), req.params.id, req.body)),
  );
}
