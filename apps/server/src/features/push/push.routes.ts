import net from 'node:net';
import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { Invalid } from '../../platform/errors.ts';
import { findSettings, removeSubscription, savePreferences, saveSubscription } from './push.repository.ts';
import { vapidKeysOf } from './vapid.ts';

/**
 * The server posts to the endpoint a browser gave: in production only an https URL of a named host (push services
 * are), never an address of this server's own network.
 */
function checkEndpoint(ctx: AppContext, endpoint: string): void {
  if (ctx.config.env !== 'production') return;
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' || net.isIP(host) !== 0 || host === 'localhost' || !host.includes('.')) throw new Invalid('PUSH_ENDPOINT_HTTPS');
}

/** Web push settings and devices of the signed-in caller (issue 28). */
export function pushRoutes(app: App, ctx: AppContext): void {
  const { publicKey } = vapidKeysOf(ctx.config);
  implement(app, ctx, 'push.key', () => ({ publicKey }));
  implement(app, ctx, 'push.subscribe', async ({ body, auth }) => {
    checkEndpoint(ctx, body.endpoint);
    await saveSubscription(ctx.db, auth.userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return findSettings(ctx.db, auth.userId);
  });
  implement(app, ctx, 'push.unsubscribe', async ({ body, auth }) => {
    await removeSubscription(ctx.db, auth.userId, body.endpoint);
    return findSettings(ctx.db, auth.userId);
  });
  implement(app, ctx, 'push.preferences', ({ auth }) => findSettings(ctx.db, auth.userId));
  implement(app, ctx, 'push.setPreferences', async ({ body, auth }) => {
    await savePreferences(ctx.db, auth.userId, body);
    return findSettings(ctx.db, auth.userId);
  });
}
