import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, parsePageParam } from './pagination';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('slices a page and is empty out of range', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(pageItems(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(items, 2, 6)).toEqual([7, 8]);
    expect(pageItems(items, 3, 6)).toEqual([]);
    expect(pageItems(items, 0, 6)).toEqual([]);
    expect(pageItems(items, 1.5, 6)).toEqual([]);
  });

  it('reads a page number only when written plainly', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('12')).toBe(12);
    for (const bad of ['0', '02', '-1', '2.0', 'two', '']) expect(parsePageParam(bad)).toBeUndefined();
  });
});
