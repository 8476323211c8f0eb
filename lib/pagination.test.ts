import { describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_SIZE, FEEDBACK_VIDEO_COUNT } from './constants';
import { clampPage, pageCount, pageItems, paginate, parsePageParam } from './pagination';

const sixteen = Array.from({ length: FEEDBACK_VIDEO_COUNT }, (_, i) => i + 1);

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(16, 6)).toBe(3);
    expect(pageCount(18, 6)).toBe(3);
    expect(pageCount(19, 6)).toBe(4);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(0, 6)).toBe(1);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageCount(16, 0)).toThrow(RangeError);
    expect(() => pageCount(16, 2.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe('paginate (16 feedback videos, 6 a page)', () => {
  it('gives 6, 6 and 4 items on pages 1 to 3', () => {
    expect(paginate(sixteen, 1, FEEDBACK_PAGE_SIZE).items).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginate(sixteen, 2, FEEDBACK_PAGE_SIZE).items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginate(sixteen, 3, FEEDBACK_PAGE_SIZE).items).toEqual([13, 14, 15, 16]);
  });

  it('has no previous page on the first page and no next page on the last', () => {
    expect(paginate(sixteen, 1, 6)).toMatchObject({ page: 1, totalPages: 3, hasPrevious: false, hasNext: true });
    expect(paginate(sixteen, 2, 6)).toMatchObject({ page: 2, totalPages: 3, hasPrevious: true, hasNext: true });
    expect(paginate(sixteen, 3, 6)).toMatchObject({ page: 3, totalPages: 3, hasPrevious: true, hasNext: false });
  });

  it('clamps pages beyond either end', () => {
    expect(paginate(sixteen, 0, 6)).toMatchObject({ page: 1, items: [1, 2, 3, 4, 5, 6] });
    expect(paginate(sixteen, 7, 6)).toMatchObject({ page: 3, items: [13, 14, 15, 16] });
  });

  it('treats an empty list as one empty page with nowhere to go', () => {
    expect(paginate([], 1, 6)).toEqual({ items: [], page: 1, totalPages: 1, hasPrevious: false, hasNext: false });
  });
});


describe('blog pagination helpers', () => {
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
