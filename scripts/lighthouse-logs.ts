/**
 * The Lighthouse gate's runs pooled from many CI logs, to judge a limit of the FCP rule (or the
 * LCP and performance goals) on more hosts than one run of the gate sees. Every run the gate
 * makes prints one line (scripts/gates/run-line.mjs); this reads those lines back.
 *
 *   npx tsx scripts/lighthouse-logs.ts [--draws 20000] [--limits 1.3,1.35,1.4] ci-1.log ci-2.log ...
 *
 * First, for each log, what the gate's first rounds saw: the empty page's median FCP, the key route
 * furthest from it, and at which limits some route was short. Then the gate as CI runs it (3
 * rounds, 1 retry round: drawFcpGate, for LCP too, and drawPerformanceGate) drawn again and again,
 * two ways:
 * - pooled: a route's runs from any log against the empty page's from any log, so the spread of the
 *   hosts adds to the spread of the runs;
 * - by host: from each log's own runs, as one CI run sees one host, the rates averaged over the
 *   logs. With three runs a route a draw takes the smallest or the largest as the median 7 times
 *   in 27, so this overstates the spread within a host; read the two as bounds, not as a rate.
 * Only the gate's own rounds (`round-N`) are read: the 3G and applied rounds are other profiles.
 * Between the two, the per-log furthest routes grouped by the host's benchmarkIndex (the line the
 * gate prints before its rounds): how often each band of host speed had every route at the goal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawFcpGate, drawPerformanceGate, EMPTY_PATH, fcpRatios, GATE, median, TARGET } from './gates/lighthouse-rules';
import { BENCHMARK_BANDS, benchmarkBand, parseBenchmarkIndex, parseRunLines, type LoggedRun } from './gates/run-line.mjs';
import { markdownTable } from './gates/table';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const DRAWS = Number(option('draws', '20000'));
const LIMITS = option('limits', [TARGET.fcpRatio, 1.35, 1.4].join(',')).split(',').map(Number);
const files = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (files.length === 0 || LIMITS.some((l) => !(l > 0)) || !(DRAWS > 0)) {
  console.error('Usage: npx tsx scripts/lighthouse-logs.ts [--draws 20000] [--limits 1.3,1.35,1.4] LOG...');
  process.exit(2);
}

interface Log {
  name: string;
  runs: LoggedRun[];
  /** The host's benchmarkIndex; NaN for a log without the line. */
  benchmarkIndex: number;
}

const logs: Log[] = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const runs = parseRunLines(text).filter((r) => r.prefix === 'round-' && !Number.isNaN(r.fcp));
  if (!runs.some((r) => r.path === EMPTY_PATH)) {
    console.warn(`${file}: no run lines with FCP for the empty page (a log from before 27 Nov?), left out.`);
    return [];
  }
  return [{ name: path.basename(file), runs, benchmarkIndex: parseBenchmarkIndex(text) }];
});
if (logs.length === 0) process.exit(1);

// The key routes every log measured.
const routes = [...new Set(logs[0].runs.map((r) => r.path))].filter((p) => p !== EMPTY_PATH && logs.every((log) => log.runs.some((r) => r.path === p)));
const values = (runs: LoggedRun[], route: string, key: 'fcp' | 'lcp' | 'performance', rounds = Infinity) =>
  runs.filter((r) => r.path === route && r.round <= rounds && !Number.isNaN(r[key])).map((r) => r[key]);
const pct = (v: number) => `${(v * 100).toFixed(v < 0.01 ? 2 : 1)}%`;

// What each log's first rounds saw.
const ratiosOf = logs.map((log) => fcpRatios(values(log.runs, EMPTY_PATH, 'fcp', GATE.rounds), routes.map((r) => values(log.runs, r, 'fcp', GATE.rounds))));
const perLog = logs.map((log, i) => {
  const ratios = ratiosOf[i];
  const worst = ratios.indexOf(Math.max(...ratios));
  return [
    log.name,
    String(Math.round(median(values(log.runs, EMPTY_PATH, 'fcp', GATE.rounds)))),
    `${routes[worst]} ${ratios[worst].toFixed(2)}x`,
    ...LIMITS.map((limit) => String(ratios.filter((r) => r > limit + 1e-9).length)),
  ];
});
console.log(`${logs.length} logs, ${routes.length} key routes, the gate's first ${GATE.rounds} rounds:\n`);
console.log(markdownTable(['log', 'empty FCP', 'furthest route', ...LIMITS.map((l) => `routes over ${l}x`)], perLog));

// The same furthest routes by the host's speed: a slower CPU lengthens the routes' work after their
// HTML, which Lantern scales, more than the empty page's.
const bands = [...BENCHMARK_BANDS.map(benchmarkBand), benchmarkBand(Number.NaN)];
const byBand = bands
  .map((band) => {
    const inBand = logs.flatMap((log, i) => (benchmarkBand(log.benchmarkIndex) === band ? [Math.max(...ratiosOf[i])] : []));
    const atMost = (limit: number) => inBand.filter((r) => r <= limit + 1e-9).length;
    return [band, String(inBand.length), ...LIMITS.map((limit) => `${atMost(limit)} (${inBand.length ? pct(atMost(limit) / inBand.length) : '-'})`)];
  })
  .filter((row) => row[1] !== '0');
console.log(`\nThe furthest route by the host's benchmarkIndex (first ${GATE.rounds} rounds):\n`);
console.log(markdownTable(['host benchmarkIndex', 'logs', ...LIMITS.map((l) => `every route at most ${l}x`)], byBand));

// The gate drawn from the pooled runs and from each host's own.
const rules: [string, (runs: LoggedRun[]) => { short: number; fails: number }][] = [
  ...LIMITS.map((limit): [string, (runs: LoggedRun[]) => { short: number; fails: number }] => [
    `FCP ${limit}x${limit === TARGET.fcpRatio ? ' (goal)' : ''}`,
    (runs) => drawFcpGate(values(runs, EMPTY_PATH, 'fcp'), routes.map((r) => values(runs, r, 'fcp')), { limit, ...GATE }, DRAWS),
  ]),
  [
    `LCP ${TARGET.lcpRatio}x (goal)`,
    (runs) => drawFcpGate(values(runs, EMPTY_PATH, 'lcp'), routes.map((r) => values(runs, r, 'lcp')), { limit: TARGET.lcpRatio, ...GATE }, DRAWS),
  ],
  [
    `performance ${TARGET.performance} (goal)`,
    (runs) => drawPerformanceGate(values(runs, EMPTY_PATH, 'performance'), routes.map((r) => values(runs, r, 'performance')), routes.map(() => TARGET.performance), GATE, DRAWS),
  ],
];
const pooled = logs.flatMap((log) => log.runs);
const rows = rules.map(([name, draw]) => {
  const all = draw(pooled);
  const byHost = logs.map((log) => draw(log.runs));
  const mean = (key: 'short' | 'fails') => byHost.reduce((sum, d) => sum + d[key], 0) / byHost.length;
  return [name, pct(all.short), pct(all.fails), pct(mean('short')), pct(mean('fails'))];
});
console.log(`\nThe gate (${GATE.rounds} rounds, ${GATE.retries} retry round) drawn ${DRAWS} times:\n`);
console.log(markdownTable(['rule drawn', 'pooled: short', 'pooled: fails', 'by host: short', 'by host: fails'], rows));
