import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageItems, pageSlice } from './paginate.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pageCount', () => {
  it('uses 10 families a page', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(1000)).toBe(100);
  });
});

describe('pageSlice', () => {
  const items = range(25);

  it('returns the items of a 1-based page', () => {
    expect(pageSlice(items, 1)).toEqual(range(10));
    expect(pageSlice(items, 2)).toEqual(range(10).map((n) => n + 10));
    expect(pageSlice(items, 3)).toEqual([21, 22, 23, 24, 25]);
  });

  it('treats a page past the end as the last page and below 1 as the first', () => {
    expect(pageSlice(items, 9)).toEqual([21, 22, 23, 24, 25]);
    expect(pageSlice(items, 0)).toEqual(range(10));
  });

  it('is empty for no items', () => {
    expect(pageSlice([], 1)).toEqual([]);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and the pages around the current one with gaps', () => {
    expect(pageItems(1, 100)).toEqual([1, 2, 3, 4, 'gap', 100]);
    expect(pageItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pageItems(100, 100)).toEqual([1, 'gap', 97, 98, 99, 100]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 100)).toEqual([1, 2, 3, 4, 5, 'gap', 100]);
    expect(pageItems(97, 100)).toEqual([1, 'gap', 96, 97, 98, 99, 100]);
  });

  it('always includes the first, last and current page, in order, at most 7 buttons', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageItems(current, count);
        const pages = items.filter((i): i is number => i !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(count);
        expect(pages).toContain(current);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages.length).toBeLessThanOrEqual(7);
        items.forEach((item, i) => {
          if (item === 'gap') {
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          }
        });
      }
    }
  });
});
