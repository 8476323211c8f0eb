import { describe, expect, it } from 'vitest';
import { GALLERY_INITIAL_COUNT, GALLERY_STEP } from './constants';
import { nextVisibleCount, wrapIndex } from './gallery';

describe('gallery View More', () => {
  it('adds 6 each time and stops at the last photo', () => {
    const seen = [GALLERY_INITIAL_COUNT];
    while (seen[seen.length - 1] < 47) seen.push(nextVisibleCount(seen[seen.length - 1], 47, GALLERY_STEP));
    expect(seen).toEqual([18, 24, 30, 36, 42, 47]);
    expect(nextVisibleCount(47, 47, GALLERY_STEP)).toBe(47);
  });
});

describe('lightbox wrap', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(0, -1, 47)).toBe(46);
    expect(wrapIndex(46, 1, 47)).toBe(0);
    expect(wrapIndex(5, 1, 47)).toBe(6);
    expect(wrapIndex(5, -1, 47)).toBe(4);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});
