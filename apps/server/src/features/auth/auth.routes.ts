import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { toAccountUser } from '../users/users.service.ts';
import { PasswordAttempts } from './auth.attempts.ts';
import * as auth from './auth.service.ts';

const RESET_SENT = 'Password reset token was send to an email associated with your account';

/** Sign-up, sign-in, refresh, sign-out and passwords. Login and refresh take form data (SPEC.md §7). */
export function authRoutes(app: App, ctx: AppContext): void {
  const attempts = new PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);

  implement(app, ctx, 'auth.login', async ({ body, request }) => {
    const attempt = await attempts.beforeSignIn(body.username, request.ip);
    const tokens = await auth.login(ctx, body.username, body.password);
    await attempts.signedIn(body.username, request.ip, attempt);
    return tokens;
  });
  implement(app, ctx, 'auth.refresh', ({ body }) => auth.refresh(ctx, body.refreshToken));
  implement(app, ctx, 'auth.logout', async ({ body, auth: caller }) => {
    await auth.logout(ctx, body?.refreshToken, caller);
    return null;
  });
  implement(app, ctx, 'auth.register', async ({ body }) => toAccountUser(await auth.registerUser(ctx, body)));
  implement(app, ctx, 'auth.resetPassword', async ({ query }) => {
    await auth.requestPasswordReset(ctx, query.email);
    return { message: RESET_SENT };
  });
  implement(app, ctx, 'auth.updatePassword', async ({ body, request }) => {
    const user = await auth.resetPassword(ctx, body);
    await attempts.passwordReset(user.username, user.id, request.ip);
    return { message: 'Password was updated' };
  });
  implement(app, ctx, 'auth.changePassword', async ({ auth: me, body, request }) => {
    await attempts.beforeConfirm(me.userId, request.ip);
    const tokens = await auth.changePassword(ctx, me, body);
    await attempts.confirmed(me.userId, request.ip);
    return tokens;
  });
}
