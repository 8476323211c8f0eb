/** Rules of the gallery grid and the lightbox (18 first, 6 more each time; next/previous wrap). */

/** How many photos show after one more View More (never more than there are). */
export function nextVisibleCount(current: number, total: number, step: number): number {
  return Math.min(total, current + step);
}

/** An index moved by `delta`, wrapping past either end: 0 - 1 is the last, last + 1 is 0. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
