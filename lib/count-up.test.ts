import { describe, expect, it, vi } from 'vitest';
import { STATS_COUNT_DURATION_MS } from './constants';
import { countUpValue, formatCount } from './count-up';

describe('statistics counter', () => {
  it('starts at 0, ends exactly on the target after 2.5 s, and only rises', () => {
    expect(countUpValue(70000, 0, STATS_COUNT_DURATION_MS)).toBe(0);
    expect(countUpValue(70000, STATS_COUNT_DURATION_MS, STATS_COUNT_DURATION_MS)).toBe(70000);
    expect(countUpValue(70000, 10_000, STATS_COUNT_DURATION_MS)).toBe(70000);
    const mid = countUpValue(70000, STATS_COUNT_DURATION_MS / 2, STATS_COUNT_DURATION_MS);
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(70000);
    let last = 0;
    for (let t = 0; t <= STATS_COUNT_DURATION_MS; t += 50) {
      const v = countUpValue(9, t, STATS_COUNT_DURATION_MS);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });

  it('writes thousands the Indian way, with Latin digits in Hindi too', () => {
    expect(formatCount(70000, 'en-IN')).toBe('70,000');
    expect(formatCount(9, 'en-IN')).toBe('9');
    expect(formatCount(70000, 'hi-IN')).toBe('70,000');
    expect(formatCount(150000, 'hi-IN')).toBe('1,50,000');
  });

  it("follows the locale it is given, not a fixed one", () => {
    expect(formatCount(70000, 'de-DE')).toBe('70.000');
    expect(formatCount(150000, 'en-US')).toBe('150,000');
  });

  it('builds one formatter per language, not one per frame', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    } as typeof Real);
    try {
      for (let v = 0; v <= 1000; v += 100) formatCount(v, 'ta-IN');
      expect(formatCount(150000, 'ta-IN')).toBe('1,50,000');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
