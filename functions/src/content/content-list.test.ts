import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { indexOfItem, reordered, withAdded, withChanged, withRemoved } from './content-list.ts';
import { httpStatusOf } from '../http/refusal-status.ts';

const items: readonly { id: string; n: number }[] = [
  { id: 'a', n: 1 },
  { id: 'b', n: 2 },
  { id: 'c', n: 3 },
];
/** The status and message an edit is refused with, or null. */
const refusal = (fn: () => unknown): [number, string] | null => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return [httpStatusOf(error), error.message];
    throw error;
  }
  return null;
};

describe('content lists', () => {
  it('finds an item by id, and refuses a missing one with 404 and its message', () => {
    expect(indexOfItem(items, 'b', 'Gone.')).toBe(1);
    expect(refusal(() => indexOfItem(items, 'x', 'Gone.'))).toEqual([404, 'Gone.']);
  });

  it('adds at the end (or the start) until the list is full (409)', () => {
    expect(withAdded(items, { id: 'd', n: 4 }, 4, 'Full.').map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(withAdded(items, { id: 'd', n: 4 }, 4, 'Full.', 'start').map((i) => i.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(refusal(() => withAdded(items, { id: 'd', n: 4 }, 3, 'Full.'))).toEqual([409, 'Full.']);
  });

  it('changes and removes by id without touching the stored list', () => {
    expect(withChanged(items, 'b', 'Gone.', (item) => ({ ...item, n: 20 }))).toEqual([items[0], { id: 'b', n: 20 }, items[2]]);
    expect(withRemoved(items, 'a', 'Gone.')).toEqual({ items: [items[1], items[2]], removed: items[0] });
    expect(refusal(() => withRemoved(items, 'x', 'Gone.'))).toEqual([404, 'Gone.']);
    expect(items.map((i) => i.n)).toEqual([1, 2, 3]);
  });

  it('reorders only exactly the stored ids (409 otherwise)', () => {
    expect(reordered(items, ['c', 'a', 'b']).map((i) => i.id)).toEqual(['c', 'a', 'b']);
    for (const ids of [
      ['a', 'b'],
      ['a', 'b', 'c', 'c'],
      ['a', 'b', 'x'],
      ['a', 'a', 'b'],
    ]) {
      expect(refusal(() => reordered(items, ids))?.[0]).toBe(409);
    }
  });
});
