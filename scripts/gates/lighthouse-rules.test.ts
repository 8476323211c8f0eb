import { describe, expect, test } from 'vitest';
import { drawFcpGate, drawPerformanceGate, enforcedLimits, fcpRatios, judge, median, performanceFloor, scoreText, summarize, type LighthouseRun, type Summary } from './lighthouse-rules';

const run = (over: Partial<LighthouseRun> = {}): LighthouseRun => ({
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcp: 700,
  fcpDocument: 600,
  fcpAfterDocument: 100,
  lcp: 700,
  tbt: 0,
  cls: 0,
  mainThread: 1000,
  benchmarkIndex: 1000,
  failedAudits: [],
  ...over,
});
const summary = (over: Partial<LighthouseRun> = {}): Summary => summarize([run(over)]);
const empty = summary({ fcp: 1000, lcp: 1000, performance: 0.99 });

/** A seeded generator (mulberry32), so the draws are the same on every run of the test. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('median', () => {
  test('middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

test('summarize takes each metric\'s median on its own, so one slow run moves nothing', () => {
  const s = summarize([run({ fcp: 700, lcp: 900 }), run({ fcp: 5000, lcp: 800 }), run({ fcp: 710, lcp: 5000 })]);
  expect(s.fcp).toBe(710);
  expect(s.lcp).toBe(900);
  expect(s.runs).toBe(3);
});

test('the FCP split is summarized like the other metrics, and a run without one does not count', () => {
  const s = summarize([run({ fcpDocument: 752, fcpAfterDocument: 82 }), run({ fcpDocument: NaN, fcpAfterDocument: NaN }), run({ fcpDocument: 754, fcpAfterDocument: 130 })]);
  expect(s.fcpDocument).toBe(753);
  expect(s.fcpAfterDocument).toBe(106);
});

test('an audit counts as failed only when it failed in most runs', () => {
  const s = summarize([run({ failedAudits: ['seo/x'] }), run(), run({ failedAudits: ['seo/x', 'seo/y'] })]);
  expect(s.failedAudits).toEqual(['seo/x']);
});

describe('fcpRatios', () => {
  test('each route\'s median over the empty page\'s median, not over its mean or its single runs', () => {
    const ratios = fcpRatios([700, 650, 1000], [[910, 840, 2000], [700, 700, 700]]);
    expect(ratios[0]).toBeCloseTo(910 / 700);
    expect(ratios[1]).toBeCloseTo(1);
  });

  test('leaves out runs that measured nothing', () => {
    expect(fcpRatios([NaN, 800], [[NaN, 880, NaN]])[0]).toBeCloseTo(1.1);
  });
});

describe('judge', () => {
  test('passes a route within 1.3x FCP and 2x LCP of the empty page', () => {
    expect(judge('/', summary({ fcp: 1300, lcp: 2000, performance: 0.98 }), empty, []).failures).toEqual([]);
  });

  test('fails FCP over 1.3x, LCP over 2x, performance under 0.98 and any CLS', () => {
    const { failures } = judge('/', summary({ fcp: 1301, lcp: 2001, performance: 0.96, cls: 0.01 }), empty, []);
    expect(failures.map((c) => c.rule)).toEqual(['fcp', 'lcp', 'performance', 'cls']);
    expect(failures[0].text).toContain('FCP 1301 ms > 1.3 x empty 1000 ms');
  });

  test('a pending rule reports the goal for its routes and enforces its interim limit', () => {
    const pending = [{ rule: 'lcp' as const, routes: /^\/$/, interim: 3 }];
    const slow = summary({ lcp: 2500 });
    expect(judge('/', slow, empty, pending)).toMatchObject({ failures: [], reported: [{ rule: 'lcp' }] });
    expect(judge('/', summary({ lcp: 3001 }), empty, pending).failures.map((c) => c.rule)).toEqual(['lcp']);
    expect(judge('/about/', slow, empty, pending).failures.map((c) => c.rule)).toEqual(['lcp']);
  });

  test('of several pending entries for a route, the last that names it sets the limit (a general one, then narrower ones)', () => {
    const pending = [
      { rule: 'fcp' as const, routes: /./, interim: 1.4 },
      { rule: 'fcp' as const, routes: /^\/hi\//, interim: 1.5 },
    ];
    expect(enforcedLimits('/about/', pending).fcpRatio).toBe(1.4);
    expect(enforcedLimits('/hi/', pending).fcpRatio).toBe(1.5);
    const slower = summary({ fcp: 1450 });
    expect(judge('/about/', slower, empty, pending).failures.map((c) => c.rule)).toEqual(['fcp']);
    expect(judge('/hi/', slower, empty, pending)).toMatchObject({ failures: [], reported: [{ rule: 'fcp' }] });
  });

  test('a pending performance entry holds its routes to the interim score (or 0.02 under the empty page) and reports the goal', () => {
    const pending = [{ rule: 'performance' as const, routes: /^\/appointment\/$/, interim: 0.94 }];
    expect(enforcedLimits('/appointment/', pending).performance).toBe(0.94);
    expect(enforcedLimits('/about/', pending).performance).toBe(0.98);
    const short = summary({ performance: 0.95 });
    expect(judge('/appointment/', short, empty, pending)).toMatchObject({ failures: [], reported: [{ rule: 'performance' }] });
    expect(judge('/appointment/', summary({ performance: 0.93 }), empty, pending).failures.map((c) => c.rule)).toEqual(['performance']);
    expect(judge('/about/', short, empty, pending).failures.map((c) => c.rule)).toEqual(['performance']);
    // On a host where the empty page scores 0.95, the floor is 0.93 whatever the interim.
    expect(judge('/appointment/', summary({ performance: 0.93 }), summary({ performance: 0.95 }), pending).failures).toEqual([]);
  });

  test('a floor or median between two hundredths is printed with three decimals, so a failure never reads "0.94 < 0.94"', () => {
    // The empty page's median of six runs 0.965: the floor is 0.945, which 0.94 misses.
    const { failures } = judge('/hi/', summary({ performance: 0.94 }), summary({ performance: 0.965 }), []);
    expect(failures.map((c) => c.text)).toEqual(['/hi/: performance 0.94 < 0.945 (empty page 0.965)']);
    expect([scoreText(0.98), scoreText(1), scoreText(0.935)]).toEqual(['0.98', '1.00', '0.935']);
  });

  test('the performance floor follows the empty page down on a slow host, never above 0.98', () => {
    expect(performanceFloor(summary({ performance: 1 }))).toBe(0.98);
    expect(performanceFloor(summary({ performance: 0.95 }))).toBeCloseTo(0.93);
  });
});

test('categories measured in some runs only are judged on those runs', () => {
  const s = summarize([run({ accessibility: 0.9, failedAudits: ['accessibility/x'] }), run({ accessibility: NaN }), run({ accessibility: NaN })]);
  expect(s.accessibility).toBe(0.9);
  expect(s.failedAudits).toEqual(['accessibility/x']);
});

describe('drawPerformanceGate', () => {
  const setup = { rounds: 3, retries: 1 };

  test('steady scores: short and failed below the floor, never at it; each route has its own limit', () => {
    expect(drawPerformanceGate([1], [[0.97], [1]], [0.98, 0.98], setup, 50)).toEqual({ short: 1, fails: 1 });
    expect(drawPerformanceGate([1], [[0.97], [1]], [0.97, 0.98], setup, 50)).toEqual({ short: 0, fails: 0 });
    expect(drawPerformanceGate([1], [[0.98], [0.97]], [0.98, 0.98], setup, 50)).toEqual({ short: 1, fails: 1 });
  });

  test('the floor follows the empty page down: 0.02 under its median when that is under the limit', () => {
    expect(drawPerformanceGate([0.96], [[0.94]], [0.98], setup, 50)).toEqual({ short: 0, fails: 0 });
    expect(drawPerformanceGate([0.96], [[0.93]], [0.98], setup, 50)).toEqual({ short: 1, fails: 1 });
  });

  test('a route that was not short keeps its verdict when the retry round moves the empty page (judged on the rounds it was measured in)', () => {
    // Draws in order: the empty page 0.96, 0.96, 0.99 (floor 0.94); route A 0.90, 0.90, 1.00 (short);
    // route B 0.94 three times (passes at the floor); the retry: the empty page 0.99 three times and
    // A 1.00 three times. Over all six empty runs the floor would be 0.97 and B would fail; against
    // the rounds it was measured in it passes, and A passes on its six runs.
    const sequence = [0, 0, 0.5, 0, 0, 0.5, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    let next = 0;
    const rates = drawPerformanceGate([0.96, 0.99], [[0.9, 1], [0.94]], [0.98, 0.98], setup, 1, () => sequence[next++]);
    expect(next).toBe(sequence.length);
    expect(rates).toEqual({ short: 1, fails: 0 });
  });

  test('a route at 0.94 or 1 held to 0.97: short in half of the draws, failed in 19 of 64 after one retry round', () => {
    // Short when 2 or 3 of 3 draws are 0.94 (1/2); then failed when 4 or more of 6 are (a 3-3
    // split has the median 0.97, which passes): 3/8 x 1/2 + 1/8 x 7/8 = 19/64.
    const rates = drawPerformanceGate([1], [[0.94, 1]], [0.97], setup, 40_000, seeded(11));
    expect(rates.short).toBeCloseTo(0.5, 1);
    expect(Math.abs(rates.fails - 19 / 64)).toBeLessThan(0.015);
  });
});

describe('drawFcpGate', () => {
  test('pages that never vary: always short over the limit, never at it', () => {
    const setup = { limit: 1.3, rounds: 3, retries: 1 };
    expect(drawFcpGate([1000], [[1301], [900]], setup, 50)).toEqual({ short: 1, fails: 1 });
    expect(drawFcpGate([1000], [[1300], [900]], setup, 50)).toEqual({ short: 0, fails: 0 });
  });

  test('a route at 120 or 140 against 100 under 1.3x: short in half of the draws, failed in 19 of 64 after one retry round', () => {
    // Short when 2 or 3 of 3 draws are 140 (1/2). Then the median of 6 must be over 130: 4 or more
    // of the 6 at 140 (a 3-3 split is 130, which passes). 3/8 x 1/2 + 1/8 x 7/8 = 19/64.
    const rates = drawFcpGate([100], [[120, 140]], { limit: 1.3, rounds: 3, retries: 1 }, 40_000, seeded(7));
    expect(rates.short).toBeCloseTo(0.5, 1);
    expect(Math.abs(rates.fails - 19 / 64)).toBeLessThan(0.015);
  });

  test('without a retry round every short draw fails; the empty page is drawn again with the retry and can save a route', () => {
    const noRetry = drawFcpGate([100], [[120, 140]], { limit: 1.3, rounds: 3, retries: 0 }, 20_000, seeded(3));
    expect(noRetry.fails).toBe(noRetry.short);
    // A steady route at 130.5 against an empty page of 100 or 101: short only when the empty page's
    // median is 100 (2 or 3 of 3 draws: 1/2); after the retry only when 4 or more of 6 are 100.
    const saved = drawFcpGate([100, 101], [[130.5]], { limit: 1.3, rounds: 3, retries: 1 }, 40_000, seeded(11));
    expect(saved.short).toBeCloseTo(0.5, 1);
    expect(Math.abs(saved.fails - 19 / 64)).toBeLessThan(0.015);
  });

  test('a route or an empty page with no runs is an error, not a rate', () => {
    expect(() => drawFcpGate([], [[1]], { limit: 1.3, rounds: 3, retries: 1 }, 1)).toThrow(/measured runs/);
    expect(() => drawFcpGate([1], [[]], { limit: 1.3, rounds: 3, retries: 1 }, 1)).toThrow(/measured runs/);
  });
});
