/**
 * `npm run lighthouse`: Lighthouse (its Node API, mobile settings, offline, reduced motion forced
 * so the 3 s splash is skipped) over the key routes that out/ contains, English and Hindi,
 * against an empty Next page built in the same run by the project's own Next (scripts/gates/
 * empty-export.ts), served beside the site with the site's real response headers.
 *
 * The rule (scripts/gates/lighthouse-rules.ts): on every key route, the median FCP is at most 1.3x
 * and the median LCP at most 2x the empty page's median in the same rounds, performance >= 0.98
 * (or at most 0.02 under the empty page on a host where even it scores less), CLS 0,
 * accessibility 1, best practices >= 0.95, SEO 1. Parts of that goal some routes do not meet yet
 * are listed in PENDING: the goal is printed every run, the gate enforces an interim limit.
 *
 * Noise: the URLs are measured in LIGHTHOUSE_RUNS rounds (3) of one run each, the empty page first
 * in every round (so it sees the same moments of the machine as the pages), and medians compared;
 * a route short on a timing rule is measured in that many more rounds together with the empty page
 * (up to LIGHTHOUSE_RETRIES times, 1) and judged on all its runs. Each route is compared with the
 * empty page's runs in the rounds it was measured in, so a retry round of other routes does not
 * move its limits (until 27 Nov every route was judged against all the empty page's runs, and a
 * retry that raised the empty page's median failed /hi/, which had passed and was not measured
 * again: a85a3b6's CI run). A page that is really slower stays short however often it is
 * measured; one unlucky run does not fail the build.
 *
 * Then a "3G phone" profile (report only): / and a treatment page with the empty page, LIGHTHOUSE_3G_RUNS runs (1).
 *
 * Off by default, for a closer look (CI time stays as it is):
 * - LIGHTHOUSE_DRAWS=<n>: how often the FCP rule at the goal and at the interim would find a route
 *   short and fail the gate as CI runs it (3 rounds, 1 retry round) on the same pages, drawn n
 *   times from this run's rounds (`drawFcpGate`); worth reading after many rounds, e.g.
 *   LIGHTHOUSE_RUNS=8 LIGHTHOUSE_RETRIES=0.
 * - LIGHTHOUSE_APPLIED_RUNS=<n>: the load really slowed (Lighthouse's DevTools throttling, the same
 *   networks and CPU slowdown) instead of simulated, n rounds of every key route on slow 4G and of
 *   the 3G phone's routes on 3G, each with the empty page: the parser starts on the HTML's first
 *   bytes as they arrive, where Lantern waits for the last. Report only.
 *
 * Time: every run gets a fresh Chromium (chrome-launcher), as the Lighthouse CLI would, but a
 * round's runs share one Node process (scripts/lighthouse-collect.mjs) and the whole run one
 * server. Through @lhci/cli each run cost about 5 s more than Lighthouse's own 9-10 s (a new Node
 * loading Lighthouse, then the report written as HTML too), and each round started the server
 * again. The full-page screenshot (only the HTML report shows it) and the back/forward cache check
 * (a diagnostic of weight 0, which navigates away and back) are left out: neither changes a metric
 * or a score.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { exportedPages, OUT_DIR } from './gates/site-files';
import { cpuSlowdownFor } from './gates/cpu-slowdown';
import { hostLine } from './gates/run-line.mjs';
import { buildEmptyExport } from './gates/empty-export';
import { drawFcpGate, drawPerformanceGate, EMPTY_PATH, enforcedLimits, GATE, judge, performanceFloor, scoreText, summarize, TARGET, TIMING_RULES, type LighthouseRun, type Pending, type Summary } from './gates/lighthouse-rules';
import { markdownTable } from './gates/table';
import { CHROME_FLAGS, CHROME_PATH as CHROME, NETWORKS, SHARED_SETTINGS } from './gates/lighthouse-setup.mjs';
import { ROOT } from './gates/site-url';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4187);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SITE_DIR = path.join(ROOT, '.bench', 'lighthouse-site');
const EMPTY_APP_DIR = path.join(ROOT, '.bench', 'empty-next');
const RESULTS_DIR = path.join(ROOT, '.lighthouseci');

/** The routes the issue names, in its order, and Hindi twins; entity routes use the first exported one. */
const WANTED: (string | RegExp)[] = [
  '/',
  '/about/',
  '/treatments/',
  /^\/treatment-details\/[^/]+\/$/,
  /^\/projects\/[^/]+\/$/,
  '/gallery/',
  '/blog/',
  /^\/blogs\/[^/]+\/$/,
  '/appointment/',
  '/hi/',
  /^\/hi\/treatment-details\/[^/]+\/$/,
];

/**
 * The 3G phone profile's routes: the home page and a treatment page, and their Hindi twins (whose
 * HTML, the larger, was the one that needed a third round trip on this link until the icons moved
 * to the sprite: scripts/icon-sprite.mjs).
 */
const PHONE_3G_WANTED: (string | RegExp)[] = ['/', /^\/treatment-details\/[^/]+\/$/, '/hi/', /^\/hi\/treatment-details\/[^/]+\/$/];

/**
 * A slow 3G phone: 400 ms round trip and 400 Kbps down, as WebPageTest's "3G Slow" connectivity
 * profile (400/400 Kbps, 400 ms RTT) and Chrome DevTools' "Slow 3G" preset (400 Kbps, built
 * on a 400 ms RTT), with Lighthouse's mobile 4x CPU slowdown (calibrated to the host as below).
 * Simulated (Lantern), like the mobile runs. The budgets gate counts the HTML's round trips on the
 * same figures (NETWORKS in scripts/gates/weights.ts).
 */
const PHONE_3G = NETWORKS['3G'];
const PHONE_3G_RUNS = Number(process.env.LIGHTHOUSE_3G_RUNS ?? 1);
/** The issue's aim for the 3G profile (reported, not enforced). */
const PHONE_3G_LCP_AIM = 4000;

/**
 * Parts of the goal not met yet: the goal is printed on every run and the gate enforces the interim
 * limit. Tighten an interim limit as pages get faster; remove the entry when the goal holds.
 * 23 Nov 2026, after scripts/paint-first.mjs (own CSS inline, chunks and RSC data after the first
 * paint), quiet 2-core machine, 2 runs per route: FCP 0.79-0.88 s against the empty page's
 * 0.65-0.72 s (1.10-1.35x), LCP 0.91-1.43 s against 0.64-1.49 s (the empty page's own LCP swings
 * with whether its script download is counted), performance 0.87-0.99 (TBT: the Hindi home 365-515
 * ms, the Hindi Cataract page 278-370 ms, the home page 297-394 ms, against 76-82 ms).
 */
const PENDING: Pending[] = [
  // Was 2.5x before paint-first, 1.5x until 26 Nov, then 1.45x, 1.4x since that evening: the
  // largest median in the 20 fresh-clone CI runs after the icon sprite was 1.36x (Hindi Cataract,
  // 882 ms against an empty page of 648 ms). Every key route's HTML needs one TCP round trip more
  // than the empty page's (22-35 KB as sent against TCP's first window of 14.6 KB: 150 ms), and
  // its first parse task is Chromium's 10 ms slice where the empty page's whole parse is 5 ms;
  // after that the routes take about as long to paint as the empty page. So their medians sit at
  // about 1.25x, and a median of three runs moves more than the 5% left to the goal (1.17-1.34x in
  // the fresh-clone CI run of bac1b17: where the first screen's layout falls among the three tasks
  // Lantern counts moves a page by up to 100 ms): drawn from one 8-round run of this gate, a 1.3x
  // gate would fail 11-21% of runs on unchanged code (more rounds, more runs of the empty page),
  // 1.4x 0.03% (docs/first-paint.md); drawn again on 27 Nov (8 rounds of 9fe31e0, the medians
  // 1.20-1.30x), 1.3x 37.3% and 1.4x 0.00%. Not 1.35x (28 Nov): in the 28 fresh-clone CI runs of
  // the current pages the worst route's median was over 1.35x in six, mostly on busy hosts, and
  // 1.39x at most (d06c4df); scripts/lighthouse-logs.ts draws the rule from CI logs.
  { rule: 'fcp', routes: /./, interim: 1.4 },
  // LCP is held to the goal (2x) since 24 Nov: every route's median has met it in every CI run
  // since paint-first (largest 1.60x, on 24 Nov; usually 0.6-1.0x, the empty page's own LCP
  // swinging between 0.68 and 1.5 s).
  // Performance (>= 0.98, or 0.02 under the empty page) is held to the goal on every key route
  // since the evening of 27 Nov. From 26 Nov four routes that hydrate the most (/, /appointment/,
  // /hi/, the Hindi Cataract page) had been held to 0.94: their TBT sat just over Lantern's 50 ms
  // line (hydration and paint-later layout tasks of 13-60 ms at 1x), and drawn from the five CI
  // runs of 26 Nov (drawPerformanceGate: 3 rounds, 1 retry round) the goal on every route failed
  // 32.5% of gates on unchanged pages. After the parts were let go two a frame (b6c6fba) three came
  // back on the scores of several fresh-clone CI runs, never of one local run: / and /hi/ after
  // four and five runs, the Hindi Cataract page after eight. /appointment/ went to the goal after
  // twelve (a85a3b6) and came back after the thirteenth, a85a3b6's own (a busy 4x host, the empty
  // page 0.96): it scored 0.99, 0.91, 0.91, then 1.00, 0.96, 0.97 in the retry round. Its medians
  // in the thirteen (b6c6fba to a85a3b6, 39 runs a route): 0.96 (floor 0.97), 0.99, 0.98, 0.98,
  // 1.00, 1.00, 0.99, 1.00, 1.00, 1.00, 0.99, 0.97 (floor 0.94), 0.965 (floor 0.945). Drawn from
  // them, alone at the goal it fails 0.66% of gates (a post 0.47%, /hi/ 0.27-0.29%, the Hindi
  // Cataract page 0.15-0.17%, the rest 0.00-0.06%); the rule as enforced here 1.1-1.3%, every route
  // at the goal 1.7-1.8%. That run failed on /hi/ (1.00, 0.94, 0.91: median 0.94), but only because
  // the gate then judged it against all six runs of the empty page (median 0.965, floor 0.945)
  // though it had been measured in the first three (median 0.96, floor 0.94, which it met); each
  // route is now judged on its own rounds (top of the file), and /hi/ stays at the goal. Move a
  // route on several CI runs' scores; if a CI run fails on a route at the goal, read its TBT tasks
  // (scripts/lighthouse-tbt-nodes.mjs), then draw the rule over the CI logs
  // (scripts/lighthouse-logs.ts): put it here with its numbers only if it fails more often than
  // they say, not for one red draw at their rate (76bef84, 1 Dec: /appointment/ 0.95 against
  // 0.965 after 57 green runs of the same code; every route at the goal failed 0.33% of gates
  // drawn over the 75 logs, 6.3% by host; README, Decisions).
  // /appointment/ went to the goal again on the evening of 27 Nov, on the ten fresh-clone CI runs
  // since a85a3b6 (d06c4df to 9fe31e0, the same pages): it would have passed at the goal in each,
  // and in a85a3b6's own (0.965 against 0.945). On the five busy hosts among them (the empty page
  // 0.94-0.96) the goal's floor is the empty page less 0.02, no higher than the 0.94 interim, so
  // the interim changed nothing there (d06c4df 0.94 against 0.94; 2156553 0.93, then 0.955 over six
  // runs in the retry round, against 0.94); on the five quiet ones (the empty page 0.98-1.00) its
  // medians were 1.00, 1.00, 1.00, 0.99 and 1.00. An 8-round local run of 9fe31e0 scored it
  // 0.99-1.00 in all 8 (TBT median 123 ms), and every route at the goal failed 0.00% of 20,000
  // gates drawn from it.
];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? GATE.rounds);
const RETRIES = Number(process.env.LIGHTHOUSE_RETRIES ?? GATE.retries);
/** Off unless set: draws of the FCP rule from this run's rounds, and rounds with the load really slowed (top of the file). */
const DRAWS = Number(process.env.LIGHTHOUSE_DRAWS ?? 0);
const APPLIED_RUNS = Number(process.env.LIGHTHOUSE_APPLIED_RUNS ?? 0);

function pick(wanted: (string | RegExp)[]) {
  const pages = exportedPages(OUT_DIR, { include404: false });
  return wanted.flatMap((w) => {
    const page = pages.find((p) => (typeof w === 'string' ? p.path === w : w.test(p.path)));
    return page ? [page] : [];
  });
}

/** One report's numbers, or null for a run Lighthouse could not trace (NO_NAVSTART and the like on a busy host). */
function readRun(file: string): { path: string; run: LighthouseRun } | null {
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const url = decodeURIComponent(new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl).pathname);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
  if (lhr.runtimeError || metrics.some((id) => typeof lhr.audits[id]?.numericValue !== 'number')) {
    console.warn(`Lighthouse run of ${url} left out: ${lhr.runtimeError?.code ?? 'a metric is missing'}.`);
    return null;
  }
  const score = (id: string) => lhr.categories[id]?.score ?? NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref: { id: string; weight: number }) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref: { id: string }) => `${category}/${ref.id}`),
  );
  const audit = (id: string) => lhr.audits[id].numericValue as number;
  return {
    path: url,
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      fcpDocument: lhr.fcpSplit?.document ?? NaN,
      fcpAfterDocument: lhr.fcpSplit?.afterDocument ?? NaN,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits,
    },
  };
}

/** Every run per route path, over the rounds whose folder starts with `prefix` (only the folders in `rounds`, if given). */
function readRuns(prefix: string, rounds?: string[]): Map<string, LighthouseRun[]> {
  const runs = new Map<string, LighthouseRun[]>();
  const files = readdirSync(RESULTS_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.startsWith(prefix) && /(^|\/)lhr-[^/]*\.json$/.test(f) && (!rounds || rounds.includes(f.split(/[\\/]/)[0])),
  );
  for (const file of files) {
    const read = readRun(path.join(RESULTS_DIR, file));
    if (!read) continue;
    const { path: route, run } = read;
    if (!runs.has(route)) runs.set(route, []);
    runs.get(route)!.push(run);
  }
  return runs;
}

/** The median of every metric per route path, over the rounds whose folder starts with `prefix` (only the folders in `rounds`, if given). */
function readResults(prefix: string, rounds?: string[]): Map<string, Summary> {
  return new Map([...readRuns(prefix, rounds)].map(([route, list]) => [route, summarize(list)]));
}

interface Throttling {
  rttMs: number;
  throughputKbps: number;
  cpuSlowdownMultiplier: number;
}

/** Serves the site and the empty page with the site's real headers until the run ends. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/serve-with-headers.ts', String(PORT), path.relative(ROOT, SITE_DIR)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start within 30 s.')), 30_000);
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before it served.`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Serving')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  return server;
}

/**
 * The same network applied to the real load (DevTools throttling), as Lighthouse itself turns its
 * simulated profiles into applied ones: the request latency 3.75x the round trip and 90% of the
 * throughput (upload 750 Kbps as in Lighthouse's mobile profile, or the link's own if slower).
 */
function applied(t: Throttling) {
  return { ...t, requestLatencyMs: t.rttMs * 3.75, downloadThroughputKbps: t.throughputKbps * 0.9, uploadThroughputKbps: Math.min(750, t.throughputKbps) * 0.9 };
}

/** Runs Lighthouse once over each of `urls`, each in a fresh Chromium, keeping the reports in a folder `<prefix><n>`; returns that folder's name. */
function collect(urls: string[], throttling: Throttling, prefix: string, categories = ['performance'], method: 'simulate' | 'devtools' = 'simulate'): string {
  const name = `${prefix}${readdirSync(RESULTS_DIR).filter((f) => f.startsWith(prefix)).length + 1}`;
  const folder = path.join(RESULTS_DIR, name);
  const settings = {
    ...SHARED_SETTINGS,
    onlyCategories: categories,
    throttlingMethod: method,
    throttling: method === 'devtools' ? applied(throttling) : throttling,
  };
  const job = { urls, folder, chromePath: CHROME, chromeFlags: CHROME_FLAGS, settings };
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'lighthouse-collect.mjs'), JSON.stringify(job)], { stdio: ['ignore', 'inherit', 'inherit'], cwd: ROOT });
  return name;
}

const ms = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '-' : `${Math.round(v)}`);
/** A multiple, or '-' where a run did not measure one side (an FCP split left out). */
const times = (a: number, b: number) => (Number.isNaN(a / b) ? '-' : (a / b).toFixed(2));
/** A table's first column. */
const label = (route: string) => (route === EMPTY_PATH ? 'empty Next page' : route);

async function main(): Promise<void> {
  const started = Date.now();
  const routes = pick(WANTED);
  if (routes.length === 0) throw new Error('None of the measured routes is in out/: build first.');
  console.log('Building the empty reference page with the project\'s Next...');
  const emptyOut = buildEmptyExport(EMPTY_APP_DIR, EMPTY_PATH);
  rmSync(SITE_DIR, { recursive: true, force: true });
  cpSync(OUT_DIR, SITE_DIR, { recursive: true });
  cpSync(emptyOut, path.join(SITE_DIR, EMPTY_PATH), { recursive: true });
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const server = await startServer();
  try {
    measureAll(started, routes);
  } finally {
    server.kill();
  }
}

/** Measures the routes and the empty page, then judges and reports. */
function measureAll(started: number, routes: ReturnType<typeof pick>): void {
  const urlOf = new Map([[EMPTY_PATH, EMPTY_PATH], ...routes.map((r) => [r.path, r.url] as const)]);
  const url = (route: string) => `${ORIGIN}${urlOf.get(route)}`;
  let slowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 0);
  if (!slowdown) {
    collect([url(EMPTY_PATH)], { ...NETWORKS['slow 4G'], cpuSlowdownMultiplier: 4 }, 'calibrate-', ['performance']);
    const index = readResults('calibrate-').get(EMPTY_PATH)?.benchmarkIndex ?? 0;
    slowdown = cpuSlowdownFor(index);
    console.log(hostLine(index, slowdown));
  }
  // Lighthouse's mobile defaults: simulated slow 4G (150 ms RTT, 1.6 Mbps) and the CPU slowdown.
  const mobile: Throttling = { ...NETWORKS['slow 4G'], cpuSlowdownMultiplier: slowdown };
  const paths = routes.map((r) => r.path);
  console.log(`Lighthouse over ${paths.length + 1} URLs (${[EMPTY_PATH, ...paths].join(', ')}), ${RUNS} rounds`);
  // Accessibility, best practices and SEO do not vary from run to run: the first round checks them,
  // the others measure performance alone (axe is a good part of a run's time).
  // The rounds each route was measured in: it is judged against the empty page's runs of those
  // rounds only (the same moments of the machine), so a retry round of other routes, which
  // measures the empty page again, does not move its limits.
  const roundsOf = new Map<string, string[]>();
  const measure = (routesToRun: string[], categories?: string[]) => {
    for (let round = 0; round < RUNS; round++) {
      const folder = collect([EMPTY_PATH, ...routesToRun].map(url), mobile, 'round-', round === 0 ? categories : ['performance']);
      for (const route of routesToRun) roundsOf.set(route, [...(roundsOf.get(route) ?? []), folder]);
    }
  };
  measure(paths, ['performance', 'accessibility', 'best-practices', 'seo']);
  let results = readResults('round-');
  /** The empty page's medians over the rounds `route` was measured in (read once per set of rounds); for the empty page itself, over all its runs. */
  const emptyByRounds = new Map<string, Summary>();
  const emptyFor = (route: string): Summary => {
    if (route === EMPTY_PATH) return results.get(EMPTY_PATH)!;
    const rounds = roundsOf.get(route) ?? [];
    const key = rounds.join(' ');
    if (!emptyByRounds.has(key)) emptyByRounds.set(key, readResults('round-', rounds).get(EMPTY_PATH)!);
    return emptyByRounds.get(key)!;
  };
  const judged = (route: string) => judge(route, results.get(route)!, emptyFor(route), PENDING);
  if (!results.get(EMPTY_PATH)) throw new Error('The empty reference page was not measured.');
  for (let round = 1; round <= RETRIES; round++) {
    const short = paths.filter((route) => results.get(route) && judged(route).failures.some((c) => TIMING_RULES.includes(c.rule)));
    if (short.length === 0) break;
    console.log(`\nMedians short on ${short.join(', ')}: measuring ${RUNS} more runs of those and the empty page (round ${round} of ${RETRIES}).`);
    measure(short);
    results = readResults('round-');
  }

  const empty = results.get(EMPTY_PATH)!;
  const failures: string[] = [];
  const pendingNotes: string[] = [];
  const notes: string[] = [];
  const rows = [EMPTY_PATH, ...paths].map((route) => {
    const s = results.get(route);
    if (!s) {
      failures.push(`${route}: no result`);
      return [route, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'];
    }
    if (route !== EMPTY_PATH) {
      const { failures: f, reported } = judged(route);
      failures.push(...f.map((c) => c.text));
      pendingNotes.push(...reported.map((c) => c.text));
      if (s.failedAudits.length) notes.push(`${route}: audits below 1: ${s.failedAudits.join(', ')}`);
    }
    const e = emptyFor(route);
    return [
      label(route),
      ms(s.fcp),
      (s.fcp / e.fcp).toFixed(2),
      ms(s.lcp),
      (s.lcp / e.lcp).toFixed(2),
      ms(s.tbt),
      ms(s.mainThread),
      (s.mainThread / e.mainThread).toFixed(2),
      s.cls.toFixed(3),
      s.performance.toFixed(2),
      s.accessibility.toFixed(2),
      `${s.bestPractices.toFixed(2)}/${s.seo.toFixed(2)}`,
      `${s.runs}`,
    ];
  });
  console.log(`\n${markdownTable(['route', 'FCP ms', 'x empty', 'LCP ms', 'x empty', 'TBT ms', 'main thread ms', 'x empty', 'CLS', 'perf', 'a11y', 'BP/SEO', 'runs'], rows)}`);
  console.log(
    `\nMobile (simulated slow 4G: ${mobile.rttMs} ms RTT, ${mobile.throughputKbps} Kbps down; ${slowdown}x CPU), medians of each route's runs, Chromium ${CHROME}. ` +
      `Goal: FCP <= ${TARGET.fcpRatio}x and LCP <= ${TARGET.lcpRatio}x the empty page, performance >= ${TARGET.performance} (or ${TARGET.performanceBelowEmpty} under the empty page: ` +
      `${scoreText(performanceFloor(empty))} over all its runs), CLS ${TARGET.cls}; each route against the empty page's runs in the rounds it was measured in ("x empty"). Reports in .lighthouseci/.`,
  );

  // Where the first paint goes (report only): the document's download, then the work after it.
  console.log(
    `\n${markdownTable(
      ['FCP split', 'FCP ms', 'HTML arrives ms', 'then ms', 'HTML alone x empty FCP', 'then x empty'],
      [EMPTY_PATH, ...paths].map((route) => {
        const s = results.get(route);
        if (!s) return [label(route), '-', '-', '-', '-', '-'];
        const e = emptyFor(route);
        return [
          label(route),
          ms(s.fcp),
          ms(s.fcpDocument),
          ms(s.fcpAfterDocument),
          times(s.fcpDocument, e.fcp),
          times(s.fcpAfterDocument, e.fcpAfterDocument),
        ];
      }),
    )}`,
  );
  console.log(
    '\nFCP split: Lighthouse\'s simulated first paint (Lantern) cut where the HTML\'s last byte arrives (DNS, connection and request take ' +
      `4 round trips of ${mobile.rttMs} ms and bring the answer's first 14.6 KB, TCP's first window; up to 29.2 KB more take one round trip more), ` +
      `then the first parse task at ${slowdown}x and the first layout and paint tasks at ${slowdown / 2}x. ` +
      '"HTML alone x empty FCP": the ratio a route would have with no work at all after its HTML. Medians of each route\'s runs.',
  );

  // The 3G phone profile: report only.
  const phoneRoutes = pick(PHONE_3G_WANTED).map((r) => r.path);
  for (let round = 0; round < PHONE_3G_RUNS; round++) {
    collect([EMPTY_PATH, ...phoneRoutes].map(url), { ...PHONE_3G, cpuSlowdownMultiplier: slowdown }, '3g-', ['performance']);
  }
  const phone = readResults('3g-');
  console.log(
    `\n${markdownTable(
      ['3G phone', 'FCP ms', 'LCP ms', 'TBT ms', 'perf', 'runs'],
      [EMPTY_PATH, ...phoneRoutes].map((route) => {
        const s = phone.get(route);
        return [label(route), ms(s?.fcp), ms(s?.lcp), ms(s?.tbt), s ? s.performance.toFixed(2) : '-', `${s?.runs ?? 0}`];
      }),
    )}`,
  );
  console.log(
    `\n3G phone: simulated ${PHONE_3G.rttMs} ms RTT, ${PHONE_3G.throughputKbps} Kbps down (WebPageTest "3G Slow", Chrome DevTools "Slow 3G"), ${slowdown}x CPU; medians of ${PHONE_3G_RUNS} runs. ` +
      `Aim: LCP under ${PHONE_3G_LCP_AIM} ms (reported, not enforced).`,
  );
  const over3g = phoneRoutes.filter((r) => (phone.get(r)?.lcp ?? Infinity) >= PHONE_3G_LCP_AIM);
  if (over3g.length) console.log(`3G phone LCP at or over ${PHONE_3G_LCP_AIM} ms: ${over3g.join(', ')}`);

  if (DRAWS > 0) reportDraws(readRuns('round-'), paths);
  if (APPLIED_RUNS > 0) reportApplied(url, paths, phoneRoutes, mobile);

  if (notes.length) console.log(`\n${notes.join('\n')}`);
  if (pendingNotes.length) console.log(`\nGoal not met yet (PENDING: reported, the interim limit enforced):\n- ${pendingNotes.join('\n- ')}`);
  console.log(`\nLighthouse took ${Math.round((Date.now() - started) / 1000)} s.`);
  if (failures.length) {
    console.error(`\nLighthouse gate failed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  console.log('Lighthouse gate passed.');
}

/** How often the FCP and performance rules would fail this gate on the same pages, drawn from this run's rounds (LIGHTHOUSE_DRAWS). */
function reportDraws(runs: Map<string, LighthouseRun[]>, paths: string[]): void {
  const fcps = (route: string) => (runs.get(route) ?? []).map((r) => r.fcp);
  const measured = paths.filter((route) => fcps(route).length > 0);
  const interims = [...new Set(measured.map((route) => enforcedLimits(route, PENDING).fcpRatio))];
  const limits = [...new Set([TARGET.fcpRatio, ...interims])].sort((a, b) => a - b);
  const counts = measured.map((route) => fcps(route).length);
  const pct = (v: number) => `${(v * 100).toFixed(v < 0.01 ? 2 : 1)}%`;
  const rows = limits.map((limit) => {
    const { short, fails } = drawFcpGate(fcps(EMPTY_PATH), measured.map(fcps), { limit, ...GATE }, DRAWS);
    return [`FCP ${limit}x${limit === TARGET.fcpRatio ? ' (goal)' : ''}${interims.includes(limit) ? ' (enforced)' : ''}`, pct(short), pct(fails)];
  });
  // Performance: every route at the goal, then each at the limit it is held to.
  const scores = (route: string) => (runs.get(route) ?? []).map((r) => r.performance).filter((v) => !Number.isNaN(v));
  const enforced = measured.map((route) => enforcedLimits(route, PENDING).performance);
  const held = [...new Set(enforced)].sort((a, b) => b - a).join('/');
  const atGoal = enforced.every((limit) => limit === TARGET.performance);
  const performanceRules: [string, number[]][] = [[`performance ${TARGET.performance} (goal)${atGoal ? ' (enforced)' : ''}`, measured.map(() => TARGET.performance)]];
  if (!atGoal) performanceRules.push([`performance ${held} (enforced)`, enforced]);
  for (const [name, perRoute] of performanceRules) {
    const { short, fails } = drawPerformanceGate(scores(EMPTY_PATH), measured.map(scores), [...perRoute], GATE, DRAWS);
    rows.push([name, pct(short), pct(fails)]);
  }
  console.log(`\n${markdownTable(['rule drawn', `short after ${GATE.rounds} rounds`, `fails after ${GATE.retries} retry round`], rows)}`);
  console.log(
    `\nDraws: the gate as CI runs it (${GATE.rounds} rounds, ${GATE.retries} retry round) drawn ${DRAWS} times from this run's FCPs and performance scores (the empty page ${fcps(EMPTY_PATH).length} runs, ` +
      `each route ${[...new Set([Math.min(...counts), Math.max(...counts)])].join('-')}): how often the rule at each limit would stop unchanged pages.`,
  );
}

/** FCP, LCP and CLS with the load really slowed (DevTools throttling), against the empty page (LIGHTHOUSE_APPLIED_RUNS). */
function reportApplied(url: (route: string) => string, paths: string[], phoneRoutes: string[], mobile: Throttling): void {
  const profiles = [
    { name: 'slow 4G', prefix: 'applied-4g-', routes: paths, throttling: mobile },
    { name: '3G phone', prefix: 'applied-3g-', routes: phoneRoutes, throttling: { ...PHONE_3G, cpuSlowdownMultiplier: mobile.cpuSlowdownMultiplier } },
  ];
  for (const profile of profiles) {
    for (let round = 0; round < APPLIED_RUNS; round++) collect([EMPTY_PATH, ...profile.routes].map(url), profile.throttling, profile.prefix, ['performance'], 'devtools');
    const results = readResults(profile.prefix);
    const empty = results.get(EMPTY_PATH);
    console.log(
      `\n${markdownTable(
        [`${profile.name}, really slowed`, 'FCP ms', 'x empty', 'LCP ms', 'x empty', 'CLS', 'runs'],
        [EMPTY_PATH, ...profile.routes].map((route) => {
          const s = results.get(route);
          if (!s || !empty) return [label(route), '-', '-', '-', '-', '-', `${s?.runs ?? 0}`];
          return [label(route), ms(s.fcp), times(s.fcp, empty.fcp), ms(s.lcp), times(s.lcp, empty.lcp), s.cls.toFixed(3), `${s.runs}`];
        }),
      )}`,
    );
  }
  console.log(
    `\nReally slowed: Lighthouse's DevTools throttling (request latency 3.75x the round trip, 90% of the throughput, ${mobile.cpuSlowdownMultiplier}x CPU), ` +
      `medians of ${APPLIED_RUNS} run(s). The parser starts on the HTML's first bytes as they arrive; Lantern waits for the last. Report only.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
