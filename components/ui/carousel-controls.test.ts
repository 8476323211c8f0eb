import { describe, expect, test } from 'vitest';
import { liveCarouselWanted } from './carousel-controls';

describe('liveCarouselWanted', () => {
  test('a carousel that plays by default wants its live code at once', () => {
    expect(liveCarouselWanted({ reached: false, choice: null, startsPaused: false })).toBe(true);
  });

  test('one that starts paused (reduced motion, Save-Data, 2G) waits for its visitor', () => {
    expect(liveCarouselWanted({ reached: false, choice: null, startsPaused: true })).toBe(false);
    expect(liveCarouselWanted({ reached: true, choice: null, startsPaused: true })).toBe(true);
  });

  test("the visitor's play or pause outweighs the default", () => {
    expect(liveCarouselWanted({ reached: false, choice: 'play', startsPaused: true })).toBe(true);
    expect(liveCarouselWanted({ reached: false, choice: 'pause', startsPaused: false })).toBe(false);
  });

  test('once reached for, it stays wanted, paused or not', () => {
    expect(liveCarouselWanted({ reached: true, choice: 'pause', startsPaused: false })).toBe(true);
  });
});
