/**
 * Whether this tab's live event stream (`live-events.ts`) is open and heard. While it is, the reads it keeps fresh
 * stop polling (the bell's 30 s, a tournament's 10 s); when it fails they poll again. Tiny on purpose: the start-up
 * bundle carries it, the stream itself loads once the browser is idle.
 */
import { useSyncExternalStore } from 'react';

let healthy = false;
const listeners = new Set<() => void>();

export function setLiveEventsHealthy(value: boolean): void {
  if (value === healthy) return;
  healthy = value;
  listeners.forEach((listener) => listener());
}

export function liveEventsHealthy(): boolean {
  return healthy;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while the live event stream is healthy (so polling can stop). */
export function useLiveEventsHealthy(): boolean {
  return useSyncExternalStore(subscribe, liveEventsHealthy, () => false);
}
