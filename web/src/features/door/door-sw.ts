import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DOOR_SW_CACHES, DOOR_SW_SCOPE } from './door-sw-scope.ts';

/*
 * The door screen's service worker (registered by /door alone, scope /door): a volunteer's phone
 * at a village hall with no signal reopens the door screen from what it kept. The household list
 * and the ticks are the page's own (localStorage); this keeps the page, its scripts and styles, and
 * the site's Firebase settings. The API is never cached here: ticks must reach the server.
 */

// A new version takes over at once: the page it serves is the same door, and its assets are named by content.
void (globalThis as unknown as { skipWaiting(): Promise<void> }).skipWaiting();
clientsClaim();

const router = new Router();
// The page: the network first (a changed door screen shows at once), the kept copy without signal.
// Matched by address, not as a navigation: the page's own request to keep it (CACHE_URLS) is not one.
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === DOOR_SW_SCOPE,
    new NetworkFirst({ cacheName: DOOR_SW_CACHES.pages, networkTimeoutSeconds: 4 }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    // Named by their content: a kept copy is always the right one.
    new CacheFirst({
      cacheName: DOOR_SW_CACHES.assets,
      plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * 24 * 3600 })],
    }),
  ),
);
// Where Hosting gives the site its Firebase settings (production builds read them at start).
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/__/firebase/init.json',
    new NetworkFirst({ cacheName: DOOR_SW_CACHES.pages }),
  ),
);
router.addFetchListener();
// The page sends what it loaded before this worker controlled it (CACHE_URLS), so the first visit is kept too.
router.addCacheListener();
