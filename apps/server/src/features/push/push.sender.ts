/**
 * Sends the push queue: the job claims due pushes (several servers never send one twice), encrypts each for its
 * device (web-push: RFC 8291 aes128gcm, VAPID), and posts it to the device's push service outside any transaction, so
 * no request ever waits for a push service. 404/410 (the browser dropped the subscription) deletes the device; other
 * failures retry with a growing wait, up to 8 attempts.
 */
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { GAME_TYPE_PATHS, type TGameType } from '@caps/domain';
import type { Db } from '../../db/client.ts';
import { claimDuePushes, deletePushes, deleteSubscriptions, reschedulePush, type DuePush } from './push.repository.ts';
import type { VapidKeys } from './vapid.ts';
import { notificationText, queuedPushTitle } from '../notifications/index.ts';
import { checkedAddress, pinnedLookup, type EndpointGuard, type ResolvedAddress } from './endpoint-guard.ts';

const MAX_ATTEMPTS = 8;
/** How long a push service may keep an undelivered push (a phone that is off). */
const TTL_SECONDS = 24 * 3600;
/** A push service answers within a second; one that does not is tried again later, never waited for long. */
const SEND_TIMEOUT_MS = 5_000;
/** At most this many pushes at once to one push service (host and port), so one slow host holds only its own. */
const PER_HOST_CONCURRENCY = 8;

/** What the service worker shows: a title, a body, the page a tap opens, and a tag (a newer push of one tag replaces the older). */
type PushPayload = { title: string; body: string; url: string; tag: string };

/** Posts one encrypted push; resolves with the push service's status (a network failure or a refused endpoint rejects). */
export type PushSender = (
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: PushPayload,
) => Promise<number>;

/** Posts to the checked address (never resolved again), without following a redirect; resolves with the status. */
function postPinned(
  endpoint: string,
  pinned: ResolvedAddress,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(pinned),
        agent: false,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.destroy(); // the status is all a push service's answer says
      },
    );
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

/**
 * The sender for a VAPID key pair: encrypts with web-push and posts to an endpoint checked on every attempt
 * (endpoint-guard.ts; `guard` only in tests). A refused endpoint fails like a network failure: retried later, the
 * device kept, so nothing the server does next depends on what answers inside.
 */
export function webPushSender(keys: VapidKeys, subject: string, guard: EndpointGuard = {}): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (device, payload) => {
    const pinned = await checkedAddress(device.endpoint, guard);
    const request = webpush.generateRequestDetails(device, JSON.stringify(payload), {
      vapidDetails,
      TTL: TTL_SECONDS,
      urgency: 'high',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    return postPinned(request.endpoint, pinned, { method: request.method, headers, body: request.body });
  };
}

/** Runs `tasks` with at most `limit` at once, in order. */
async function withLimit(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

/** The notification a queued push shows, in its player's language, and the page it opens. */
function payloadOf(
  push: Pick<DuePush, 'kind' | 'text' | 'message' | 'gameId' | 'gameType' | 'url' | 'language'>,
): PushPayload {
  const title = queuedPushTitle(push, push.language);
  const gamePath = push.gameType ? GAME_TYPE_PATHS[push.gameType as TGameType] : undefined;
  const url =
    push.url ??
    (push.kind === 'ACCEPT_REQUEST'
      ? '/secure/acceptance'
      : push.kind === 'ACHIEVEMENT_UNLOCKED'
        ? '/secure/profile'
        : gamePath && push.gameId
          ? `/${gamePath}/${push.gameId}`
          : '/');
  return {
    title,
    body: notificationText(push, push.language),
    url,
    tag: `${push.kind}:${push.gameId ?? push.url ?? ''}`,
  };
}

/**
 * Sends up to `batch` due pushes; resolves with how many were delivered. The claim takes a few of each account's
 * pushes in turn (claimDuePushes), and each push service gets its own few connections: a player whose devices sit
 * on a host that never answers delays only those devices, never another player's push.
 */
export async function deliverDuePushes(db: Db, send: PushSender, batch = 50): Promise<number> {
  const due = await claimDuePushes(db, batch, MAX_ATTEMPTS);
  const sent: string[] = [];
  const gone: string[] = [];
  const deliverOne = async (push: DuePush) => {
    let failure: string;
    try {
      const status = await send(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        payloadOf(push),
      );
      if (status >= 200 && status < 300) return void sent.push(push.id);
      if (status === 404 || status === 410) return void gone.push(push.subscriptionId);
      failure = `push service answered ${status}`;
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    const backoffSec = Math.min(3600, 15 * 2 ** push.attempts);
    await reschedulePush(db, push.id, new Date(Date.now() + backoffSec * 1000), failure);
  };
  const byHost = new Map<string, DuePush[]>();
  for (const push of due) byHost.set(hostOf(push.endpoint), [...(byHost.get(hostOf(push.endpoint)) ?? []), push]);
  await Promise.all(
    [...byHost.values()].map((pushes) =>
      withLimit(
        pushes.map((push) => () => deliverOne(push)),
        PER_HOST_CONCURRENCY,
      ),
    ),
  );
  await deletePushes(db, sent);
  await deleteSubscriptions(db, gone);
  return sent.length;
}
