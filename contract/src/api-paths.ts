/**
 * Every API address starts with this prefix: Hosting rewrites `/api/**` to the `api` function, which
 * routes by the rest of the path. Each feature's paths are constants beside its schemas (FAMILY_PATHS,
 * CALENDAR_PATHS, ...); nothing spells an address out by hand.
 */
export const API_PREFIX = '/api/';

/**
 * The route the `api` function matches for a path constant: the path without its leading `/api/`
 * (or, for an address Hosting rewrites from outside `/api`, such as the calendar feed, its leading
 * slash). `/api/get_families.php` -> `get_families.php`, `/events.ics` -> `events.ics`.
 */
export function apiRoute(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\/+/, '');
}

/** The address of a file the API serves under its stored path: `photos/f1/m1-x.webp` -> `/api/photos/f1/m1-x.webp`. */
export function apiFileUrl(storedPath: string): string {
  return `${API_PREFIX}${storedPath}`;
}
