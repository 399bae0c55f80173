import { apiRoute } from '@edma/contract/api-paths';

/**
 * The route of a request: Hosting keeps the `/api` prefix of its rewrite, direct calls to the
 * function don't have it. `/api/get_families.php?x=1` and `/get_families.php` both give
 * `get_families.php`.
 */
export function routeOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return '';
  }
  return apiRoute(decoded).replace(/\/+$/, '');
}
