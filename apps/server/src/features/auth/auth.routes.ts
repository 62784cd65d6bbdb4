import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { PasswordAttempts } from './auth.attempts.ts';
import * as auth from './auth.service.ts';

/** Sign-in, refresh and sign-out. Login and refresh take form data (SPEC.md §7); passwords live under /api/users. */
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
}
