/**
 * App-wide background work of the live game, started once when the browser is idle after start-up: the service worker,
 * and the offline outbox where it can have work (a game is stored, or a player is signed in). The outbox checks what
 * it stores with the domain's zod schemas, so a visitor with nothing stored does not load it: it starts when another
 * tab stores a game, and the live game page starts it itself.
 */
import type { ApiClient } from '../../api/client.ts';
import { POST_QUEUE_KEY } from './post-queue-key.ts';
import { registerServiceWorker } from './service-worker.ts';
import type { OutboxNotifier } from './use-outbox.ts';

/** Sends games queued while offline (now and when the browser comes back online) and installs the app shell worker. */
export function startLiveGameBackground(
  client: ApiClient,
  notify: OutboxNotifier,
  storage: Storage = window.localStorage,
): void {
  registerServiceWorker();
  if (storage.getItem(POST_QUEUE_KEY) !== null || client.store.getState().isAuthenticated) {
    void import('./use-outbox.ts').then((outbox) => {
      outbox.startOutbox(client, notify, storage);
      void outbox.flushOutbox();
    });
    return;
  }
  // Another tab stored a game: from now on this tab sends it too when the browser comes back online, as it would have
  // had it started the outbox at once (which does not send on that event either).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== POST_QUEUE_KEY || event.newValue === null) return;
    window.removeEventListener('storage', onStorage);
    import('./use-outbox.ts')
      .then((outbox) => outbox.startOutbox(client, notify, storage))
      // Offline with the code not cached: try again at the next change.
      .catch(() => window.addEventListener('storage', onStorage));
  };
  window.addEventListener('storage', onStorage);
}
