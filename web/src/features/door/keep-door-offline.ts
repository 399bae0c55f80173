import { DOOR_SW_SCOPE, DOOR_SW_URL, urlsToKeep } from './door-sw-scope.ts';

/**
 * Registers the door's service worker (door-sw.ts) and has it keep this page and what it has loaded,
 * so the door screen opens again on the phone without signal. A browser without service workers, or
 * a dev server (which builds no worker: the registration fails), keeps the screen working while open.
 */
export async function keepDoorOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox(DOOR_SW_URL, { scope: DOOR_SW_SCOPE });
  await worker.register();
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  await worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsToKeep(location.href, loaded) } });
}
