import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { PasswordAttempts } from '../auth/auth.attempts.ts';
import { fullProfile } from '../players/players.service.ts';
import { getUser, toPublicUser, updateAccount } from './users.service.ts';

export function usersRoutes(app: App, ctx: AppContext): void {
  const attempts = new PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  implement(app, ctx, 'users.get', async ({ params }) => toPublicUser(await getUser(ctx, params.id)));
  implement(app, ctx, 'users.update', async ({ auth, params, body, request }) => {
    await attempts.beforeConfirm(auth.userId, request.ip);
    await updateAccount(ctx, auth, params.id, body);
    await attempts.confirmed(auth.userId, request.ip);
    return fullProfile(ctx, params.id);
  });
}
