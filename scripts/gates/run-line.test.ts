import { describe, expect, it } from 'vitest';
import { parseRunLines, runLine } from './run-line.mjs';

describe('runLine and parseRunLines', () => {
  it('prints a run as the gate logs it and reads it back', () => {
    const line = runLine('round-2', 'http://127.0.0.1:4187/gallery/', { performance: 1, fcp: 855.4, lcp: 986.2, tbt: 6, seconds: 6.08 });
    expect(line).toBe('round-2 http://127.0.0.1:4187/gallery/: performance 1, FCP 855.4, LCP 986, TBT 6 ms, 6.1 s');
    expect(parseRunLines(line)).toEqual([{ prefix: 'round-', round: 2, path: '/gallery/', performance: 1, fcp: 855.4, lcp: 986, tbt: 6, seconds: 6.1 }]);
  });

  it('keeps FCP to a tenth of a millisecond, so a route at the limit reads back on the side the gate saw', () => {
    // Against 1.3 x 681 = 885.3, 885.4 is over the limit; rounded to 885 it would read as under.
    const [run] = parseRunLines(runLine('round-1', 'http://127.0.0.1:4187/blogs/cataract-surgery-day-guide/', { performance: 1, fcp: 885.44, lcp: 1131, tbt: 11, seconds: 5 }));
    expect(run.fcp).toBe(885.4);
    expect(run.fcp).toBeGreaterThan(1.3 * 681);
  });

  it('reads the whole milliseconds of logs printed before FCP kept its tenths', () => {
    const [run] = parseRunLines('round-3 http://127.0.0.1:4187/hi/: performance 1, FCP 848, LCP 1057, TBT 48 ms, 6.0 s');
    expect(run).toMatchObject({ path: '/hi/', fcp: 848, lcp: 1057 });
  });

  it('keeps the folder\'s prefix whole and decodes the path', () => {
    const [run] = parseRunLines('applied-4g-12 http://127.0.0.1:4187/projects/Blanket%20of%20Light%20Mission/: performance 0.97, FCP 910, LCP 1065, TBT 139 ms, 6.4 s');
    expect(run).toMatchObject({ prefix: 'applied-4g-', round: 12, path: '/projects/Blanket of Light Mission/', performance: 0.97 });
  });

  it('reads a value Lighthouse did not give as NaN, not as 0', () => {
    const line = runLine('round-1', 'http://127.0.0.1:4187/', { performance: null, fcp: undefined, lcp: Number.NaN, tbt: 0, seconds: 3 });
    expect(line).toBe('round-1 http://127.0.0.1:4187/: performance -, FCP -, LCP -, TBT 0 ms, 3.0 s');
    const [run] = parseRunLines(line);
    expect(run.performance).toBeNaN();
    expect(run.fcp).toBeNaN();
    expect(run.lcp).toBeNaN();
    expect(run.tbt).toBe(0);
  });

  it('takes only run lines out of a whole log: not retries announced, tables or other output', () => {
    const log = [
      '> npm run lighthouse',
      'round-1 http://127.0.0.1:4187/blogs/cataract-surgery-day-guide/: NO_NAVSTART, measuring again',
      'round-1 http://127.0.0.1:4187/blogs/cataract-surgery-day-guide/: performance 0.99, FCP 910, LCP 1065, TBT 139 ms, 6.4 s',
      '| / | 856 | 1063 |',
      '  round-3 http://127.0.0.1:4187/__empty-reference__/: performance 0.99, FCP 706, LCP 818, TBT 112 ms, 5.2 s  ',
      'round-1 http://127.0.0.1:4187/about/: performance 1',
    ].join('\n');
    expect(parseRunLines(log).map((r) => [r.round, r.path, r.fcp])).toEqual([
      [1, '/blogs/cataract-surgery-day-guide/', 910],
      [3, '/__empty-reference__/', 706],
    ]);
  });
});
