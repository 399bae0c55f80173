import { pathTo } from '../app/route-table.ts';

/**
 * Where a page sent someone to sign in from (`/login?next=/calendar/onam-2027`), so they land back
 * there rather than on the dashboard. Only the site's own event pages: anything else (another site,
 * `//host`, a script URL) is ignored, so the parameter cannot send anyone elsewhere.
 */
const RETURNABLE = /^\/calendar\/[A-Za-z0-9_-]{1,128}$/;

export function loginReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && RETURNABLE.test(next) ? next : null;
}

/** The login page's address that comes back to `path` once signed in. */
export const loginReturningTo = (path: string) =>
  RETURNABLE.test(path) ? `${pathTo('login')}?next=${encodeURIComponent(path)}` : pathTo('login');
