// The service worker (issue 28 §3), built by vite-plugin-pwa into /sw.js with the list of the
// build's files in place of self.__WB_MANIFEST.
// - The app's files are precached: its shell, code, styles, fonts, icons and the offline page.
// - Pages always come from the network: each is made for the person asking. Without a network, a
//   page the app can show from what is kept (the ask page, a reading opened before) gets the app's
//   shell; any other gets the offline page.
// - The signed-in person's own answers (who they are, their history, the readings they opened) are
//   fetched from the network and kept for offline; the page empties that cache on signing out.
// - A new version waits until the page, asked by its reader, tells it to take over.
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CARD_ART_CACHE, CARD_ART_MAX_ENTRIES, isCardArt, isKeptUserData, keptDataFor, USER_DATA_MAX_AGE_S, USER_DATA_MAX_ENTRIES } from './offline-routes.ts';
import { APP_SHELL, OFFLINE_PAGE } from '../../shared/paths.ts';
import { SKIP_WAITING, USER_DATA_CACHE } from './worker-protocol.ts';

/** The parts of the worker's global scope used here (the DOM's types, which the app is checked with, lack them). */
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

/** What to answer a page asked for with no network. */
async function offlineAnswer(url: URL): Promise<Response> {
  const needs = keptDataFor(url.pathname);
  if (needs) {
    const kept = await caches.open(USER_DATA_CACHE);
    const present = await Promise.all(needs.map((path) => kept.match(path)));
    if (present.every(Boolean)) {
      const shell = await matchPrecache(APP_SHELL);
      if (shell) return shell;
    }
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
}

// First, so that no precached file answers for a page (the shell would otherwise stand in for "/").
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return offlineAnswer(new URL(request.url));
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isKeptUserData(url),
  new NetworkFirst({
    cacheName: USER_DATA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: USER_DATA_MAX_ENTRIES, maxAgeSeconds: USER_DATA_MAX_AGE_S }),
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isCardArt(url),
  new StaleWhileRevalidate({
    cacheName: CARD_ART_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: CARD_ART_MAX_ENTRIES })],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

// The first version serves the pages already open at once, so what they open next is kept.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
