import { apiFileUrl } from '@edma/contract/api-paths';

/** Shown where a member has no photo or their photo fails to load. */
export const PLACEHOLDER_PHOTO = '/images/placeholder-avatar.svg';

/** Member photos are served by the API under their stored relative path (e.g. photos/<family>/<file>.webp). */
export function photoUrl(photoPath: string | null | undefined): string {
  const path = photoPath?.trim().replace(/^\/+/, '');
  return path ? apiFileUrl(path) : PLACEHOLDER_PHOTO;
}
