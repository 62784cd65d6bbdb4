/**
 * Sends the push queue: the job claims due pushes (several servers never send one twice), encrypts each for its
 * device (web-push: RFC 8291 aes128gcm, VAPID), and posts it to the device's push service outside any transaction, so
 * no request ever waits for a push service. 404/410 (the browser dropped the subscription) deletes the device; other
 * failures retry with a growing wait, up to 8 attempts.
 */
import webpush from 'web-push';
import { GAME_TYPE_PATHS, type TGameType } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { claimDuePushes, deletePushes, deleteSubscriptions, reschedulePush, type DuePush } from './push.repository.ts';
import type { VapidKeys } from './vapid.ts';
import { notificationText, pushTitle } from '../notifications/index.ts';

const MAX_ATTEMPTS = 8;
/** How long a push service may keep an undelivered push (a phone that is off). */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/** What the service worker shows: a title, a body, the page a tap opens, and a tag (a newer push of one tag replaces the older). */
type PushPayload = { title: string; body: string; url: string; tag: string };

/** Posts one encrypted push; resolves with the push service's status (a network failure rejects). */
export type PushSender = (device: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: PushPayload) => Promise<number>;

/** The sender for a VAPID key pair: encrypts with web-push and posts with fetch (http or https). */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (device, payload) => {
    const request = webpush.generateRequestDetails(device, JSON.stringify(payload), { vapidDetails, TTL: TTL_SECONDS, urgency: 'high' });
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return response.status;
  };
}

/** The notification a queued push shows, in its player's language, and the page it opens. */
function payloadOf(push: Pick<DuePush, 'kind' | 'text' | 'message' | 'gameId' | 'gameType' | 'url' | 'language'>): PushPayload {
  const title = pushTitle(push.kind, push.language);
  const gamePath = push.gameType ? GAME_TYPE_PATHS[push.gameType as TGameType] : undefined;
  const url =
    push.url ??
    (push.kind === 'ACCEPT_REQUEST' ? '/secure/acceptance' : push.kind === 'ACHIEVEMENT_UNLOCKED' ? '/secure/profile' : gamePath && push.gameId ? `/${gamePath}/${push.gameId}` : '/');
  return { title, body: notificationText(push, push.language), url, tag: `${push.kind}:${push.gameId ?? push.url ?? ''}` };
}

/** Sends up to `batch` due pushes; resolves with how many were delivered. */
export async function deliverDuePushes(db: Db, send: PushSender, batch = 50): Promise<number> {
  const due = await claimDuePushes(db, batch, MAX_ATTEMPTS);
  const sent: string[] = [];
  const gone: string[] = [];
  await Promise.all(
    due.map(async (push) => {
      let failure: string;
      try {
        const status = await send({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, payloadOf(push));
        if (status >= 200 && status < 300) return void sent.push(push.id);
        if (status === 404 || status === 410) return void gone.push(push.subscriptionId);
        failure = `push service answered ${status}`;
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
      }
      const backoffSec = Math.min(3600, 15 * 2 ** push.attempts);
      await reschedulePush(db, push.id, new Date(Date.now() + backoffSec * 1000), failure);
    }),
  );
  await deletePushes(db, sent);
  await deleteSubscriptions(db, gone);
  return sent.length;
}
