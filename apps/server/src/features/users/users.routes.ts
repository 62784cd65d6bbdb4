import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { toAccountUser, toPublicUser } from '../accounts/index.ts';
import * as auth from '../auth/index.ts';
import * as users from './users.service.ts';

const RESET_SENT = 'Password reset token was send to an email associated with your account';

/**
 * Everything under /api/users: what a player looks at about players (leaderboard, search, profiles, plots), an
 * account and its edit, and sign-up and passwords (auth's services).
 */
export function usersRoutes(app: App, ctx: AppContext): void {
  const attempts = new auth.PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);

  implement(app, ctx, 'users.register', async ({ body }) => toAccountUser(await auth.registerUser(ctx, body)));
  implement(app, ctx, 'users.resetPassword', async ({ query }) => {
    auth.requestPasswordReset(ctx, query.email); // its work runs after this answer, the same for every email
    return { message: RESET_SENT };
  });
  implement(app, ctx, 'users.updatePassword', async ({ body, request }) => {
    const user = await auth.resetPassword(ctx, body);
    await attempts.passwordReset(user.username, user.id, request.ip);
    return { message: 'Password was updated' };
  });
  implement(app, ctx, 'users.changePassword', async ({ auth: me, body, request }) => {
    await attempts.beforeConfirm(me.userId, request.ip);
    const tokens = await auth.changePassword(ctx, me, body);
    await attempts.confirmed(me.userId, request.ip);
    return tokens;
  });

  implement(app, ctx, 'users.get', async ({ params }) => toPublicUser(await users.getUser(ctx, params.id)));
  implement(app, ctx, 'users.update', async ({ auth: me, params, body, request }) => {
    const confirms = body.password !== undefined; // a password is guessed only where one is checked
    if (confirms) await attempts.beforeConfirm(me.userId, request.ip);
    await auth.updateAccount(ctx, me, params.id, body);
    if (confirms) await attempts.confirmed(me.userId, request.ip);
    return users.fullProfile(ctx, params.id);
  });

  implement(app, ctx, 'users.leaderboard', ({ query }) =>
    users.leaderboard(
      ctx,
      query.gameType,
      query.pageNumber,
      query.pageSize,
      query.season,
      query.includeInactive,
      query.withProvisional,
    ),
  );
  implement(app, ctx, 'users.search', ({ query }) =>
    users.searchUsers(ctx, query.username.trim(), query.pageNumber, query.pageSize),
  );
  implement(app, ctx, 'users.full', ({ params, query }) => users.fullProfile(ctx, params.id, query.season));
  implement(app, ctx, 'users.plots', ({ params, query }) =>
    users.plots(ctx, params.id, query.gameType, query.season ?? 'all'),
  );
}
