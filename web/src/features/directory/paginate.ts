/** Directory page size (spec section 9). */
export const PAGE_SIZE = 10;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.ceil(total / size);
}

/** The items on a 1-based page; a page past the end is treated as the last page. */
export function pageSlice<T>(items: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const last = Math.max(1, pageCount(items.length, size));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  return items.slice((current - 1) * size, current * size);
}

export type PageItem = number | 'gap';

/**
 * The page numbers to show. Up to `maxButtons` pages are all listed; beyond that the first, the
 * last and the pages around the current one, with gaps, so 100 pages do not mean 100 buttons.
 */
export function pageItems(current: number, count: number, maxButtons = 7): PageItem[] {
  if (count <= maxButtons) return Array.from({ length: count }, (_, i) => i + 1);
  // First, last, two gaps and a window around the current page fill maxButtons slots.
  const window = maxButtons - 4;
  const half = Math.floor(window / 2);
  let start = Math.max(2, current - half);
  let end = Math.min(count - 1, start + window - 1);
  start = Math.max(2, end - window + 1);
  // A gap that would hide a single page shows that page instead.
  if (start === 3) start = 2;
  if (end === count - 2) end = count - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < count - 1) items.push('gap');
  items.push(count);
  return items;
}
