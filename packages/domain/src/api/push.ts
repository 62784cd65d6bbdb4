/** Web push (issue 28): a device's subscription, what a player wants pushed, and the server's public key. */
import { z } from 'zod';
import { PUSH_PREFERENCE_KEYS, type TPushPreferenceKey } from '../push-texts.ts';

const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .min(1, `${field} is required`)
    .max(max, { error: `${field} is too long`, abort: true })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${field} must be base64url`);

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is ignored). */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL', protocol: /^https?$/ }).max(2000, 'endpoint is too long'),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushEndpoint = z.object({ endpoint: z.string({ error: 'endpoint must be a string' }).min(1, 'endpoint is required').max(2000, 'endpoint is too long') });

export const ZPushPreferences = z.object(
  Object.fromEntries(PUSH_PREFERENCE_KEYS.map((key) => [key, z.boolean({ error: `${key} must be true or false` })])) as Record<TPushPreferenceKey, z.ZodBoolean>,
);
export type TPushPreferences = z.infer<typeof ZPushPreferences>;

/** The player's preferences and how many devices receive their pushes. */
export const ZPushSettings = ZPushPreferences.extend({ devices: z.number().int() });
export type TPushSettings = z.infer<typeof ZPushSettings>;

export const ZPushKey = z.object({ publicKey: z.string().describe('The VAPID public key (base64url): PushManager.subscribe applicationServerKey') });
