/** App-wide background work of the live game: the offline outbox and the service worker, started once at app start. */
import type { ApiClient } from '../../api/client.ts';
import { flushOutbox, startOutbox, type OutboxNotifier } from './use-outbox.ts';
import { registerServiceWorker } from './service-worker.ts';

/** Sends games queued while offline (now and when the browser comes back online) and installs the app shell worker. */
export function startLiveGameBackground(client: ApiClient, notify: OutboxNotifier): void {
  startOutbox(client, notify);
  void flushOutbox();
  registerServiceWorker();
}
