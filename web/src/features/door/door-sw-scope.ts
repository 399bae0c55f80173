/** The door's service worker: its address, what it controls, and the caches it keeps. */
export const DOOR_SW_URL = '/door-sw.js';
export const DOOR_SW_SCOPE = '/door';
export const DOOR_SW_CACHES = { pages: 'edma-door-pages', assets: 'edma-door-assets' } as const;

/** What the page asks the worker to keep at once: itself and the site's scripts and styles it has loaded. */
export function urlsToKeep(page: string, loaded: readonly string[]): string[] {
  const origin = new URL(page).origin;
  const assets = loaded.filter((name) => {
    const url = new URL(name, page);
    return url.origin === origin && url.pathname.startsWith('/assets/');
  });
  return [page, ...new Set(assets)];
}
