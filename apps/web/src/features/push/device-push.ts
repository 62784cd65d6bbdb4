/**
 * Web push on this browser: whether it can, its current subscription, and turning it on and off. The service
 * worker (`/sw.js`, the same one that keeps the live game offline) receives the pushes and shows them.
 */
import type { TPushSettings } from '@caps/domain';
import type { ApiClient } from '../../api/client.ts';

/** What this browser can do: nothing, ask, or nothing more because the person blocked notifications for this site. */
export type PushAbility = 'unsupported' | 'blocked' | 'available';

export function pushAbility(): PushAbility {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAbility() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/sw.js');
  return existing ? existing.pushManager.getSubscription() : null;
}

function asInput(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The person did not allow notifications when asked (`permission` says whether they blocked them or only closed the prompt). */
export class PushNotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notifications not allowed (${permission})`);
    this.name = 'PushNotAllowed';
  }
}

/** Asks for permission, subscribes this browser with the server's key and tells the server (one device more). */
export async function subscribeThisDevice(api: ApiClient): Promise<TPushSettings> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushNotAllowed(permission);
  const { publicKey } = await api.call('push.key', {});
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return api.call('push.subscribe', { body: asInput(subscription) });
}

/** Unsubscribes this browser and tells the server (one device fewer). */
export async function unsubscribeThisDevice(api: ApiClient): Promise<TPushSettings | undefined> {
  const subscription = await currentSubscription();
  if (!subscription) return undefined;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return api.call('push.unsubscribe', { body: { endpoint } });
}

const SENT_KEY = 'caps-push-endpoint';

/**
 * Once per session: a browser that has a subscription tells the server again, so that a subscription the browser
 * renewed (a new endpoint or keys) or one the server dropped is there again. Nothing happens without one.
 */
export async function resubscribeIfSubscribed(api: ApiClient, userId: string): Promise<void> {
  if (pushAbility() !== 'available' || Notification.permission !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const mark = `${userId} ${subscription.endpoint}`;
  if (sessionStorage.getItem(SENT_KEY) === mark) return;
  await api.call('push.subscribe', { body: asInput(subscription) });
  sessionStorage.setItem(SENT_KEY, mark);
}
