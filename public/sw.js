/*
 * Service worker (SPEC section 7, registered by src/scripts/register-sw.ts): public pages stay
 * readable offline after a first visit.
 *
 * - HTML navigations: network first, the cached copy when offline (kept by path, query ignored).
 * - /_astro/* (content-hashed, immutable) and fonts: cache first.
 * - Other same-origin files (icons, images, manifest): network first with cache fallback.
 * - Never touched, never cached: /api/*, /backend*, /member, /board (personal or live data).
 *
 * Bump VERSION when the caching rules change; activate deletes every older vnsi-* cache.
 */
const VERSION = "v1";
const PAGES = `vnsi-pages-${VERSION}`;
const ASSETS = `vnsi-assets-${VERSION}`;
const CURRENT = [PAGES, ASSETS];
const CORE_PAGES = ["/", "/themen", "/vorstand", "/presse", "/mitgliedschaft", "/mitgliedsantrag", "/kontakt", "/satzung", "/impressum", "/datenschutz"];
const PRIVATE = /^\/(?:api|backend|member|board)(?:[/.]|$)/;
const IMMUTABLE = /^\/(?:_astro|fonts)\//;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      // A page missing from a deployment must not stop the worker from installing.
      .then((cache) => Promise.allSettled(CORE_PAGES.map((path) => cache.add(path))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("vnsi-") && !CURRENT.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function cacheable(response) {
  return response.ok && response.type === "basic" && !response.redirected;
}

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (cacheable(response)) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function offlinePage(request) {
  try {
    return await networkFirst(request, PAGES, new URL(request.url).pathname);
  } catch {
    return new Response("<!doctype html><html lang=de><meta charset=utf-8><title>Offline</title><h1>Sie sind offline</h1><p>Diese Seite ist ohne Internetverbindung nicht verfügbar.</p>", {
      status: 503,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PRIVATE.test(url.pathname)) return;

  if (request.mode === "navigate") {
    event.respondWith(offlinePage(request));
  } else if (IMMUTABLE.test(url.pathname) || url.pathname.endsWith(".woff2")) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, ASSETS, request));
  }
});
