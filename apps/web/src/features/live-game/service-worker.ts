/** Registers /sw.js (production builds only) and hands it the assets this page already loaded, for offline use. */

/** Same-origin hashed assets the browser fetched before the worker could see them. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/assets/`));
}

/** Installs the service worker that serves the app shell offline; a failure only costs the offline start. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    // Code the live game may need offline that this visit has not loaded yet: the global alert opens lazily on the
    // first message, and a chunk that cannot load offline would take the whole app down.
    .then(() => import('../../ui/alert/GlobalAlertView.tsx'))
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedAssets() }))
    .catch(() => undefined);
}
