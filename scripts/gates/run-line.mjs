// One Lighthouse run as a line of the gate's log, and back: scripts/lighthouse-collect.mjs prints
// it for every run, and scripts/lighthouse-logs.ts reads many CI logs to pool their runs (for
// example to draw the FCP rule over more hosts than one run of the gate sees). Plain JavaScript,
// as the collector runs without tsx.

/**
 * `round-2 http://127.0.0.1:4187/gallery/: performance 1, FCP 855.4, LCP 986, TBT 6 ms, 6.1 s`.
 * FCP keeps a tenth of a millisecond: the gate holds its unrounded median to a multiple of the
 * empty page's, and a log read back with whole milliseconds can put a route on the other side of
 * that limit (782e765's CI run: the post read back at 885 ms against 1.3 x 681 = 885.3, under it,
 * where the gate's unrounded medians had it over). Logs from before print whole milliseconds and
 * read back the same. A value Lighthouse did not give prints as `-`.
 */
export function runLine(folder, url, { performance, fcp, lcp, tbt, seconds }) {
  const show = (n, format) => (typeof n === 'number' && Number.isFinite(n) ? format(n) : '-');
  const ms = (n) => show(n, (x) => String(Math.round(x)));
  return `${folder} ${url}: performance ${show(performance, String)}, FCP ${show(fcp, (x) => x.toFixed(1))}, LCP ${ms(lcp)}, TBT ${ms(tbt)} ms, ${seconds.toFixed(1)} s`;
}

const LINE = /^([a-z0-9-]*?-)(\d+) (\S+): performance ([\d.]+|-), FCP (\d+(?:\.\d+)?|-), LCP (\d+|-), TBT (\d+|-) ms, ([\d.]+) s$/;

/**
 * Every run line of a log: its folder's prefix and round (`round-2`: `round-`, 2), the URL's path,
 * and its numbers (NaN where the line has `-`). Lines the collector did not print this way are
 * skipped, so a whole CI log can be passed in.
 */
export function parseRunLines(text) {
  const num = (s) => (s === '-' ? NaN : Number(s));
  const runs = [];
  for (const raw of text.split('\n')) {
    const m = LINE.exec(raw.trim());
    if (!m) continue;
    const [, prefix, round, url, performance, fcp, lcp, tbt, seconds] = m;
    let path;
    try {
      path = decodeURIComponent(new URL(url).pathname);
    } catch {
      continue;
    }
    runs.push({ prefix, round: Number(round), path, performance: num(performance), fcp: num(fcp), lcp: num(lcp), tbt: num(tbt), seconds: Number(seconds) });
  }
  return runs;
}

/**
 * The host's speed as the gate measured it before its rounds, and the CPU slowdown it chose:
 * `Host benchmarkIndex 2414: CPU slowdown 4x ...`, printed by scripts/lighthouse.ts and the first
 * line of each file in docs/lighthouse-runs/.
 */
export function hostLine(benchmarkIndex, slowdown) {
  return `Host benchmarkIndex ${Math.round(benchmarkIndex)}: CPU slowdown ${slowdown}x emulates Lighthouse's mobile target.`;
}

/** The benchmarkIndex of a log's `hostLine`; NaN when the log has none. The first one counts. */
export function parseBenchmarkIndex(text) {
  const m = /^Host benchmarkIndex (\d+):/m.exec(text);
  return m ? Number(m[1]) : NaN;
}

/** Lower bounds of the host-speed bands scripts/lighthouse-logs.ts groups its logs by. */
export const BENCHMARK_BANDS = [2800, 2400, 2000, 0];

/** The band a benchmarkIndex falls in: `2800 or more`, `2400-2799`, ..., `under 2000`; NaN: `unknown`. */
export function benchmarkBand(index) {
  if (Number.isNaN(index)) return 'unknown';
  const i = BENCHMARK_BANDS.findIndex((low) => index >= low);
  if (i === 0) return `${BENCHMARK_BANDS[0]} or more`;
  if (BENCHMARK_BANDS[i] === 0) return `under ${BENCHMARK_BANDS[i - 1]}`;
  return `${BENCHMARK_BANDS[i]}-${BENCHMARK_BANDS[i - 1] - 1}`;
}
