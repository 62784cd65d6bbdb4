import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { PasswordAttempts } from './auth.attempts.ts';
import { DeviceCookies } from './auth.devices.ts';
import * as auth from './auth.service.ts';

/** Sign-in, refresh and sign-out. Login and refresh take form data (SPEC.md §7); passwords live under /api/users. */
export function authRoutes(app: App, ctx: AppContext): void {
  const attempts = new PasswordAttempts(ctx.rateCounter, ctx.config.rateLimitAuth);
  const devices = new DeviceCookies(ctx.config.jwtSecret, ctx.config.env === 'production');
  implement(app, ctx, 'auth.login', async ({ body, request, reply }) => {
    const device = await auth.knownDevice(ctx, devices, request.headers.cookie, body.username);
    const attempt = await attempts.beforeSignIn(body.username, request.ip, device?.deviceId);
    const { tokens, userId } = await auth.login(ctx, body.username, body.password);
    await attempts.signedIn(body.username, request.ip, attempt);
    // This browser is now one of the owner's devices (the same one again, for another year, when it was already).
    reply.header('set-cookie', devices.cookieFor(userId, device?.userId === userId ? device.deviceId : undefined));
    return tokens;
  });
  implement(app, ctx, 'auth.refresh', ({ body }) => auth.refresh(ctx, body.refreshToken));
  implement(app, ctx, 'auth.logout', async ({ body, auth: caller }) => {
    await auth.logout(ctx, body?.refreshToken, caller);
    return null;
  });
}
