import { ORDER_CHANGED_MESSAGE } from '@edma/contract/videos';
import { randomBytes } from 'node:crypto';
import { conflict } from '../http/http-error.ts';

/** Ids of albums, photos and people: unguessable, safe in a URL and a Storage path. */
export const newContentId = () => randomBytes(9).toString('base64url');

/**
 * The items in the order of `ids`. Only a reordering of exactly the stored ids is taken, so an
 * order chosen on a stale list never drops or revives an item (409, the console refreshes).
 */
export function reordered<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const same = ids.length === byId.size && new Set(ids).size === ids.length && ids.every((id) => byId.has(id));
  if (!same) throw conflict(ORDER_CHANGED_MESSAGE);
  return ids.map((id) => byId.get(id)!);
}
