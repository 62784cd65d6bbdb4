import type { App, AppContext } from '../../context.ts';
import { implement } from '../../platform/endpoints.ts';
import { Invalid } from '../../platform/errors.ts';
import { findSettings, removeSubscription, savePreferences, saveSubscription } from './push.repository.ts';
import { vapidKeysOf } from './vapid.ts';
import { checkedAddress, EndpointRefused, type EndpointGuard } from './endpoint-guard.ts';

/**
 * The server posts to the endpoint a browser gave: only an https URL whose name resolves to public addresses
 * (endpoint-guard.ts), in every mode; the push job checks it again on every attempt. Every refusal is the same 400,
 * and the answer never depends on whether anything answers at the address.
 */
async function checkEndpoint(endpoint: string, guard: EndpointGuard): Promise<void> {
  try {
    await checkedAddress(endpoint, guard);
  } catch (err) {
    if (err instanceof EndpointRefused) throw new Invalid('PUSH_ENDPOINT_HTTPS');
    throw err;
  }
}

/** Web push settings and devices of the signed-in caller (issue 28). */
export function pushRoutes(app: App, ctx: AppContext): void {
  const { publicKey } = vapidKeysOf(ctx.config);
  implement(app, ctx, 'push.key', () => ({ publicKey }));
  implement(app, ctx, 'push.subscribe', async ({ body, auth }) => {
    await checkEndpoint(body.endpoint, { testAddresses: ctx.pushTestAddresses });
    await saveSubscription(ctx.db, auth.userId, {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
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
