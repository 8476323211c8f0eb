/**
 * Where each route's Total Blocking Time comes from, read from the reports a gate run left
 * (`.lighthouseci/round-N/lhr-*.json`, or a fresh clone's), without running Chromium: each long
 * task of the `long-tasks` audit after FCP, clipped at FCP as TBT clips it, counted by what
 * Lighthouse attributes it to: the page's own document (its parse and layouts), a script (by
 * file), or anything else (the navigation's commit, "Unattributable"). Medians a route over its
 * runs. The audit lists at most 20 tasks and its own cut of the TTI window, so the parts add up to
 * about the report's TBT, not exactly. A diagnostic, not a gate: how the 42nd session read where
 * /hi/'s red runs went (the framework's hydration tasks and the page's Devanagari layouts).
 *   npx tsx scripts/lighthouse-long-tasks.ts [report.json ...]   (default: .lighthouseci/round-*)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './gates/lighthouse-rules';

/** What the audit needs of a Lighthouse report. */
export interface LongTaskReport {
  finalDisplayedUrl: string;
  audits: {
    'first-contentful-paint': { numericValue: number };
    'total-blocking-time': { numericValue: number };
    'long-tasks'?: { details?: { items?: { url: string; startTime: number; duration: number }[] } };
  };
}

/** One run's blocking time (ms over 50 of each task after FCP) by source. */
export interface Blocking {
  route: string;
  tbt: number;
  document: number;
  scripts: Map<string, number>;
  other: number;
}

const LINE = 50;

export function blockingBySource(report: LongTaskReport): Blocking {
  const page = new URL(report.finalDisplayedUrl);
  const fcp = report.audits['first-contentful-paint'].numericValue;
  const run: Blocking = { route: decodeURI(page.pathname), tbt: report.audits['total-blocking-time'].numericValue, document: 0, scripts: new Map(), other: 0 };
  for (const task of report.audits['long-tasks']?.details?.items ?? []) {
    const blocking = task.startTime + task.duration - Math.max(task.startTime, fcp) - LINE;
    if (blocking <= 0) continue;
    const url = new URL(task.url, page);
    if (url.href === page.href) run.document += blocking;
    else if (url.pathname.endsWith('.js') && url.host === page.host) {
      const file = path.basename(url.pathname);
      run.scripts.set(file, (run.scripts.get(file) ?? 0) + blocking);
    } else run.other += blocking;
  }
  return run;
}

/** A line a route: its runs, median TBT, median blocking by source, and the script files that block most. */
export function summarize(runs: Blocking[]): string[] {
  const byRoute = new Map<string, Blocking[]>();
  for (const run of runs) byRoute.set(run.route, [...(byRoute.get(run.route) ?? []), run]);
  return [...byRoute].map(([route, list]) => {
    const files = new Set(list.flatMap((run) => [...run.scripts.keys()]));
    const perFile = [...files].map((file) => [file, median(list.map((run) => run.scripts.get(file) ?? 0))] as const).filter(([, ms]) => ms > 0);
    perFile.sort((a, b) => b[1] - a[1]);
    const scripts = median(list.map((run) => [...run.scripts.values()].reduce((a, b) => a + b, 0)));
    const top = perFile.slice(0, 3).map(([file, ms]) => `${file} ${Math.round(ms)}`).join(', ');
    return `${route}: ${list.length} runs, TBT ${Math.round(median(list.map((run) => run.tbt)))} ms = document ${Math.round(median(list.map((run) => run.document)))}, scripts ${Math.round(scripts)}${top ? ` (${top})` : ''}, other ${Math.round(median(list.map((run) => run.other)))}`;
  });
}

function defaultReports(): string[] {
  const root = path.join(process.cwd(), '.lighthouseci');
  return readdirSync(root)
    .filter((dir) => /^round-\d+$/.test(dir))
    .flatMap((dir) => readdirSync(path.join(root, dir)).filter((file) => /^lhr-.*\.json$/.test(file)).map((file) => path.join(root, dir, file)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : defaultReports();
  const runs = files.map((file) => blockingBySource(JSON.parse(readFileSync(file, 'utf8')) as LongTaskReport));
  console.log(summarize(runs).join('\n'));
}
