/**
 * Client-side paging of a fixed list (the feedback videos: the page starts at 1, bounded by 1
 * and the number of pages). Pure, so the rules are unit-tested without a browser.
 */
export interface PageSlice<T> {
  items: T[];
  /** The page shown, 1-based, after clamping. */
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Keeps a requested page within 1..totalPages (non-numbers go to page 1). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const totalPages = pageCount(items.length, pageSize);
  const current = clampPage(page, totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    hasPrevious: current > 1,
    hasNext: current < totalPages,
  };
}

/** The items on page `page` (blog list, 6 a page); empty when the page is out of range. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** A page number from a URL segment: a positive integer written plainly ('2', not '02' or '2.0'), else undefined. */
export function parsePageParam(value: string): number | undefined {
  return /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}
