/**
 * The live game this tab watches (the watch page says so while it is open): the live event stream (`live-events.ts`)
 * asks the server for that game's moves (`GET /api/events?watch=id`), which no other stream hears. Tiny on purpose,
 * like `live-health.ts`: the page that sets it is in the start-up bundle, the stream loads later.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let watched: string | null = null;
const listeners = new Set<() => void>();

/** Watches the live game `id` until the returned function is called (an id that is no game's id is not asked for). */
export function watchLiveGame(id: string): () => void {
  if (!UUID.test(id)) return () => undefined;
  set(id);
  return () => {
    if (watched === id) set(null);
  };
}

function set(id: string | null): void {
  if (id === watched) return;
  watched = id;
  listeners.forEach((listener) => listener());
}

export function watchedLiveGame(): string | null {
  return watched;
}

export function onWatchedLiveGameChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
