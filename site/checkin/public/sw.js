// The check-in page's service worker (issue 26): keeps the page and its files so a volunteer can
// reopen it in a field without a network. Navigations: the network first, the kept page when it
// fails. Its built files: kept at install (precache.json), else on first use. API calls are never
// kept here: the page keeps its own copy of the event city in IndexedDB.
const CACHE = 'racekit-checkin-v1';
const PAGE = '/checkin/';

// Every file of the build (precache.json, written by site/checkin/vite.config.ts) is kept at
// install, the camera's QR reader among them, so the page works offline from its first visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch('/checkin/precache.json', { cache: 'no-store' })
      .then((response) => response.json())
      .then((files) => caches.open(CACHE).then((cache) => cache.addAll([PAGE, '/favicon.svg', ...files.filter((file) => file !== '/checkin/index.html')])))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (event.request.mode === 'navigate' && url.pathname.startsWith('/checkin')) {
    event.respondWith(
      fetch(event.request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) void caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
          return response;
        })
        .catch(() => caches.match(PAGE).then((kept) => kept ?? Response.error())),
    );
    return;
  }
  if (url.pathname === '/favicon.svg' || url.pathname.startsWith('/checkin/')) {
    event.respondWith(
      caches.match(event.request).then(
        (kept) =>
          kept ??
          fetch(event.request).then((response) => {
            const copy = response.clone();
            if (response.ok) void caches.open(CACHE).then((cache) => cache.put(event.request, copy));
            return response;
          }),
      ),
    );
  }
});
