/** Splitting a list into numbered pages (blog list: 6 a page). Pages are numbered from 1. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items on page `page`; empty when the page is out of range. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** A page number from a URL segment: a positive integer written plainly ('2', not '02' or '2.0'), else undefined. */
export function parsePageParam(value: string): number | undefined {
  return /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}
