/**
 * The app-wide outbox of live games: one queue per API client, emptied when the page opens and whenever the browser
 * comes back online. The `online` listener stays installed after the live-game page closes, so a game posted offline
 * is sent even if the player has moved on to another page.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { linkPostedGame } from './live-share.ts';
import { POST_QUEUE_KEY, PostQueue, type TPostOutcome, type TQueuedGame } from './post-queue.ts';

/** Tells the player what became of games sent in the background. */
export type OutboxNotifier = (outcome: TPostOutcome) => void;

interface Outbox {
  queue: PostQueue;
  client: ApiClient;
  notify: OutboxNotifier;
}

let outbox: Outbox | null = null;

const RETRY_MS = 30_000;

function currentUserId(client: ApiClient): string | null {
  const state = client.store.getState();
  return state.isAuthenticated ? state.userId : null;
}

/** Sends what the signed-in user has waiting and reports each game that was posted or refused. */
export async function flushOutbox(): Promise<void> {
  const current = outbox;
  if (!current) return;
  const userId = currentUserId(current.client);
  if (!userId) return;
  try {
    const outcomes = await current.queue.flush(userId);
    outcomes
      .filter((o) => o.kind !== 'kept')
      .forEach((o) => {
        linkPostedGame(current.client, o); // a shared game's watch page learns which game it became
        current.notify(o);
      });
  } catch {
    // An unexpected failure leaves the games queued for the next try.
  }
}

/** Creates the outbox for `client` once and installs the `online` listener (idempotent). */
export function startOutbox(
  client: ApiClient,
  notify: OutboxNotifier,
  storage: Storage = window.localStorage,
): PostQueue {
  if (outbox && outbox.client === client) {
    outbox.notify = notify;
    return outbox.queue;
  }
  const first = outbox === null;
  outbox = { queue: new PostQueue({ client, storage }), client, notify };
  if (first) {
    window.addEventListener('online', () => void flushOutbox());
    // Another tab changed the outbox: let this tab's screens show it.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === POST_QUEUE_KEY) outbox?.queue.touch();
    });
  }
  return outbox.queue;
}

/** The games of `userId` still waiting to be sent; re-renders when the outbox changes. */
export function useQueuedGames(queue: PostQueue, userId: string): TQueuedGame[] {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  return useSyncExternalStore(subscribe, () => queue.snapshotFor(userId));
}

/** Starts the outbox for this page's client and sends what waits from an earlier session. */
export function useOutbox(client: ApiClient, notify: OutboxNotifier): PostQueue {
  // Idempotent, so running it while rendering (twice in strict mode) is harmless.
  const [queue] = useState(() => startOutbox(client, notify));
  useEffect(() => {
    startOutbox(client, notify);
    void flushOutbox();
    // A server that was down sends no event when it is back: try again now and then while the page is open.
    const timer = window.setInterval(() => void flushOutbox(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [client, notify]);
  return queue;
}
