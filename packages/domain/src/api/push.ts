/** Web push (issue 28): a device's subscription, what a player wants pushed, and the server's public key. */
import { z } from 'zod';
import { codeMessage } from '../i18n/coded-message.ts';
import { PUSH_PREFERENCE_KEYS, type TPushPreferenceKey } from '../push-texts.ts';

const base64url = (field: string, max: number) =>
  z
    .string({ error: codeMessage('FIELD_MUST_BE_STRING', { field }) })
    .min(1, codeMessage('FIELD_REQUIRED', { field }))
    .max(max, { error: codeMessage('FIELD_TOO_LONG', { field }), abort: true })
    .regex(/^[A-Za-z0-9_-]+=*$/, codeMessage('FIELD_BASE64URL', { field }));

/** What `PushSubscription.toJSON()` gives in the browser (expirationTime is ignored). */
export const ZPushSubscriptionInput = z.object({
  endpoint: z
    .url({ error: codeMessage('FIELD_URL', { field: 'endpoint' }), protocol: /^https?$/ })
    .max(2000, codeMessage('FIELD_TOO_LONG', { field: 'endpoint' })),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushEndpoint = z.object({
  endpoint: z
    .string({ error: codeMessage('FIELD_MUST_BE_STRING', { field: 'endpoint' }) })
    .min(1, codeMessage('FIELD_REQUIRED', { field: 'endpoint' }))
    .max(2000, codeMessage('FIELD_TOO_LONG', { field: 'endpoint' })),
});

export const ZPushPreferences = z.object(
  Object.fromEntries(
    PUSH_PREFERENCE_KEYS.map((key) => [key, z.boolean({ error: codeMessage('FIELD_BOOLEAN', { field: key }) })]),
  ) as Record<TPushPreferenceKey, z.ZodBoolean>,
);
export type TPushPreferences = z.infer<typeof ZPushPreferences>;

/** The player's preferences and how many devices receive their pushes. */
export const ZPushSettings = ZPushPreferences.extend({ devices: z.number().int() });
export type TPushSettings = z.infer<typeof ZPushSettings>;

export const ZPushKey = z.object({
  publicKey: z.string().describe('The VAPID public key (base64url): PushManager.subscribe applicationServerKey'),
});
