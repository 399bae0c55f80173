import { ORDER_CHANGED_MESSAGE } from '@edma/contract/videos';
import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../errors/domain-error.ts';

/*
 * The lists of the content documents (events, past videos, albums and their photos, the committee
 * page's people) take the same edits by id. Each function answers a new array (the stored one is
 * never changed) and refuses what no longer fits what is stored, so an edit made on a stale list
 * is refused rather than applied to the wrong item.
 */

interface Item {
  id: string;
}

/** Ids of albums, photos, people, events and videos: unguessable, safe in a URL and a Storage path. */
export const newContentId = () => randomBytes(9).toString('base64url');

/** The position of the item with this id (404 with `missing` when it is gone). */
export function indexOfItem(items: readonly Item[], id: string, missing: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) throw notFound(missing);
  return index;
}

/** The list with one more item (at its end unless `at` says), unless it already holds `max` (409 with `full`). */
export function withAdded<T>(items: readonly T[], item: T, max: number, full: string, at: 'start' | 'end' = 'end'): T[] {
  if (items.length >= max) throw conflict(full);
  return at === 'start' ? [item, ...items] : [...items, item];
}

/** The list with the item of this id changed in place. */
export function withChanged<T extends Item>(items: readonly T[], id: string, missing: string, change: (item: T) => T): T[] {
  const next = [...items];
  const index = indexOfItem(items, id, missing);
  next[index] = change(items[index]!);
  return next;
}

/** The list without the item of this id, and that item. */
export function withRemoved<T extends Item>(items: readonly T[], id: string, missing: string): { items: T[]; removed: T } {
  const removed = items[indexOfItem(items, id, missing)]!;
  return { items: items.filter((item) => item.id !== id), removed };
}

/**
 * The items in the order of `ids`. Only a reordering of exactly the stored ids is taken, so an
 * order chosen on a stale list never drops or revives an item (409, the console refreshes).
 */
export function reordered<T extends Item>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const same = ids.length === byId.size && new Set(ids).size === ids.length && ids.every((id) => byId.has(id));
  if (!same) throw conflict(ORDER_CHANGED_MESSAGE);
  return ids.map((id) => byId.get(id)!);
}
