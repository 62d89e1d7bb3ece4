/* Service worker (§1 installable web app, §4 Service worker). Plain JS: workbox-build injects the precache list. */
// Entries are relative to the site root ("index.html", "static/js/..."): keep them as absolute paths.
const precacheList = self.__WB_MANIFEST.map((entry) => ({ ...entry, url: new URL(entry.url, self.location.origin + '/').pathname }));
const cacheName = 'app-shell-v1';
const shellUrl = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(cacheName).then((cache) =>
      cache.addAll(precacheList.map((entry) => (entry.revision ? `${entry.url}?__rev=${entry.revision}` : entry.url))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== cacheName).map((key) => caches.delete(key)))).then(() => self.clients.claim()),
  );
});

// §4: on update the page tells the waiting worker to skip waiting, then reloads.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function precachedResponse(url) {
  const entry = precacheList.find((item) => item.url === url);
  if (!entry) return Promise.resolve(undefined);
  return caches.open(cacheName).then((cache) => cache.match(entry.revision ? `${entry.url}?__rev=${entry.revision}` : entry.url));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Money and account data are never served from a cache: API calls always go to the network.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/services/') || url.pathname.startsWith('/sandbox/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => precachedResponse(shellUrl).then((response) => response || Response.error())));
    return;
  }
  event.respondWith(precachedResponse(url.pathname).then((cached) => cached || fetch(request)));
});
