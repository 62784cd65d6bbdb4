import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { ApiClient } from '../../api/client.ts';
import { createAuthStore } from '../../api/session/auth-store.ts';
import { fakeFetch, MemoryStorage, storeSession } from '../../test/fake-api.ts';
import { startLiveGameBackground } from './background.ts';
import { POST_QUEUE_KEY } from './post-queue-key.ts';

const outbox = vi.hoisted(() => ({ startOutbox: vi.fn(), flushOutbox: vi.fn(() => Promise.resolve()) }));
vi.mock('./use-outbox.ts', () => outbox);
vi.mock('./service-worker.ts', () => ({ registerServiceWorker: vi.fn() }));

function start({ signedIn = false, stored = false } = {}) {
  const storage = new MemoryStorage();
  if (signedIn) storeSession(storage);
  if (stored) storage.setItem(POST_QUEUE_KEY, '[]');
  const client = new ApiClient({ store: createAuthStore(storage), fetch: fakeFetch({}) });
  startLiveGameBackground(client, () => undefined, storage);
  return storage;
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('the live game background work', () => {
  it('starts the outbox and sends what waits when a game is stored or a player is signed in', async () => {
    start({ stored: true });
    await waitFor(() => expect(outbox.flushOutbox).toHaveBeenCalledTimes(1));
    expect(outbox.startOutbox).toHaveBeenCalledTimes(1);

    start({ signedIn: true });
    await waitFor(() => expect(outbox.flushOutbox).toHaveBeenCalledTimes(2));
  });

  it('leaves the outbox (and its schemas) unloaded for a visitor with nothing stored, until another tab stores a game', async () => {
    const storage = start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outbox.startOutbox).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'something else', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: POST_QUEUE_KEY, newValue: '[{}]' }));
    await waitFor(() => expect(outbox.startOutbox).toHaveBeenCalledTimes(1));
    expect(outbox.startOutbox).toHaveBeenCalledWith(expect.any(ApiClient), expect.any(Function), storage);
    // Like a started outbox, it sends on the browser's next `online`, not on the other tab's change.
    expect(outbox.flushOutbox).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: POST_QUEUE_KEY, newValue: '[{}, {}]' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outbox.startOutbox).toHaveBeenCalledTimes(1);
  });
});
