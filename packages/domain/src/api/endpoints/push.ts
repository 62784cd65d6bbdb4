import { ZPushEndpoint, ZPushKey, ZPushPreferences, ZPushSettings, ZPushSubscriptionInput } from '../push.ts';
import { endpoint } from '../define.ts';

const tags = ['push'];

/** Web push (issue 28): devices that receive a player's notifications, and which kinds they want. */
export const pushEndpoints = {
  'push.key': endpoint({
    method: 'GET',
    path: '/api/push/key',
    access: 'public',
    tags,
    description: 'The VAPID public key that subscriptions are made with.',
    responses: { 200: ZPushKey },
  }),
  'push.subscribe': endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    access: 'signedIn',
    changes: 'nothing',
    tags,
    description:
      "Adds this browser's subscription (PushSubscription.toJSON()) to the caller's devices; the same endpoint again only updates it.",
    body: ZPushSubscriptionInput,
    responses: { 200: ZPushSettings },
  }),
  'push.unsubscribe': endpoint({
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    access: 'signedIn',
    changes: 'nothing',
    tags,
    description:
      "Removes one of the caller's devices by its endpoint (nothing happens for an endpoint that is not theirs).",
    body: ZPushEndpoint,
    responses: { 200: ZPushSettings },
  }),
  'push.preferences': endpoint({
    method: 'GET',
    path: '/api/push/preferences',
    access: 'signedIn',
    tags,
    responses: { 200: ZPushSettings },
  }),
  'push.setPreferences': endpoint({
    method: 'PUT',
    path: '/api/push/preferences',
    access: 'signedIn',
    changes: 'nothing',
    tags,
    body: ZPushPreferences,
    responses: { 200: ZPushSettings },
  }),
};
