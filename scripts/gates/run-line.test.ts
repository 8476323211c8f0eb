import { describe, expect, it } from 'vitest';
import { benchmarkBand, hostLine, parseBenchmarkIndex, parseRunLines, runLine } from './run-line.mjs';

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

describe('parseBenchmarkIndex and benchmarkBand', () => {
  it('prints the host line as the logs hold it and reads its index back', () => {
    const line = hostLine(2413.6, 4);
    expect(line).toBe("Host benchmarkIndex 2414: CPU slowdown 4x emulates Lighthouse's mobile target.");
    expect(parseBenchmarkIndex(`${line}\nround-1 http://127.0.0.1:4187/: performance 1, FCP 848.0, LCP 1057, TBT 48 ms, 6.0 s`)).toBe(2414);
    expect(parseBenchmarkIndex(hostLine(1230, 2.9))).toBe(1230);
  });

  it('reads the host line the gate prints before its rounds, the first one if there are more', () => {
    const log = 'calibrate-1 http://127.0.0.1:4187/__empty-reference__/: performance 0.99, FCP 725.0, LCP 952, TBT 146 ms, 4.6 s\n'
      + "Host benchmarkIndex 2414: CPU slowdown 4x emulates Lighthouse's mobile target.\nHost benchmarkIndex 3000: again\n";
    expect(parseBenchmarkIndex(log)).toBe(2414);
  });

  it('gives NaN for a log without the line, not 0', () => {
    expect(parseBenchmarkIndex('round-1 http://127.0.0.1:4187/: performance 1, FCP 848, LCP 1057, TBT 48 ms, 6.0 s')).toBeNaN();
    expect(parseBenchmarkIndex('the benchmarkIndex 2414 in prose')).toBeNaN();
  });

  it('puts each index in its band, the bounds inclusive below', () => {
    expect(benchmarkBand(3641)).toBe('2800 or more');
    expect(benchmarkBand(2800)).toBe('2800 or more');
    expect(benchmarkBand(2799)).toBe('2400-2799');
    expect(benchmarkBand(2400)).toBe('2400-2799');
    expect(benchmarkBand(2399)).toBe('2000-2399');
    expect(benchmarkBand(2000)).toBe('2000-2399');
    expect(benchmarkBand(1999)).toBe('under 2000');
    expect(benchmarkBand(1002)).toBe('under 2000');
    expect(benchmarkBand(Number.NaN)).toBe('unknown');
  });
});
