/// <reference lib="webworker" />
/**
 * The portal's service worker, built to /sw.js by build/service-worker.ts, which fills in the
 * app shell's files and a version. It keeps the shell for offline use, never touches the API
 * (calls always go to the network, so nothing stale or private is kept), and shows push
 * notifications.
 */
/** The worker's global scope (named apart from `self`, which the web app's DOM types claim). */
const sw = globalThis as unknown as ServiceWorkerGlobalScope;
/** The app shell: '/' and the hashed files the first screen needs. */
declare const __SHELL__: string[];
declare const __VERSION__: string;

const SHELL_CACHE = `shell-${__VERSION__}`;
/** Hashed files of screens opened since (they never change under their name). */
const ASSET_CACHE = 'assets';

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(__SHELL__);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A new build names new files: the old shell and the screens kept from the old build go.
      for (const name of await caches.keys()) if (name !== SHELL_CACHE) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

/**
 * Pages: the network first (a new deploy names new files), the cached shell when offline,
 * marked `data-offline` so the page shows its offline notice whatever navigator.onLine says.
 */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    const shell = await caches.match('/', { cacheName: SHELL_CACHE });
    if (!shell) throw err;
    const html = (await shell.text()).replace('<html', '<html data-offline="1"');
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

/** Hashed files: from a cache when there, else fetched and kept for next time. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

sw.addEventListener('push', (event) => {
  let data: PushPayload = {};
  try {
    data = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  const tag = data.tag || undefined;
  event.waitUntil(
    sw.registration.showNotification(data.title || 'Recognition', {
      body: data.body ?? '',
      // The same tag replaces the notification before it ("5 people reacted" instead of five).
      tag,
      renotify: Boolean(tag),
      icon: '/pwa/icon-192.png',
      badge: '/pwa/maskable-192.png',
      data: { url: data.url || '/' },
    } as NotificationOptions),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, sw.location.origin);
  // Only the portal's own pages open from a notification.
  const url = target.origin === sw.location.origin ? target.href : sw.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => sw.clients.openWindow(url));
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
