/* global self, caches, fetch, Response, URL */
/*
 * Caps League service worker: serves the app shell offline, and shows web push notifications.
 * - Install: caches index.html, the manifest, the icons and every hashed asset index.html references.
 * - Pages send the hashed assets they loaded before the worker was in control (message CACHE_URLS).
 * - Navigations: network first (a new deploy shows at once), the cached shell when offline.
 * - /assets/*: cache first (the names are content hashes, so a cached file never goes stale); cached on first load.
 * - /api/*: never touched; the app keeps games offline itself.
 * - Push: the server's payload is { title, body, url, tag } (apps/server/src/features/push/push.sender.ts); a tap
 *   focuses an open tab of the app and takes it to `url`, or opens one there.
 */
const VERSION = 'caps-shell-v1';
const SHELL = '/index.html';
const STATIC = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

async function cacheShell() {
  const cache = await caches.open(VERSION);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`App shell answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set([...assets, ...STATIC])]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && isAsset(new URL(u, self.location.origin)));
  event.waitUntil(
    caches.open(VERSION).then(async (cache) => {
      for (const url of urls) {
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    // Every client route answers with index.html: keep the newest copy as the offline shell.
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => undefined);
  return cached || (await fresh) || Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request));
  else if (isAsset(url)) event.respondWith(cacheFirst(request));
  else if (STATIC.includes(url.pathname)) event.respondWith(staleWhileRevalidate(request));
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Caps League', {
      body: message.body || '',
      tag: message.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(target) : undefined));
      return self.clients.openWindow(target);
    }),
  );
});
