#!/usr/bin/env node
// What Lighthouse's simulated first paint counts after the HTML, run by run: the CPU tasks in the
// two graphs of Lantern's FCP (optimistic and pessimistic; the estimate is their mean), each with
// its observed and simulated length and the trace events inside it. A diagnostic, not a gate: it
// is how the README's "What moves 'then' from run to run" was found (the first screen's layout
// falls in a counted task or between them). Serve out/ first (npx tsx scripts/serve-with-headers.ts
// 4195 out), then:
//   node scripts/lighthouse-fcp-nodes.mjs <runs> <url> [<url> ...]
// Simulated slow 4G (150 ms, 1.6 Mbps: NETWORKS in scripts/gates/weights.ts) and the Chromium flags
// and LIGHTHOUSE_CPU_SLOWDOWN (4) of scripts/lighthouse.ts, written again here: this file runs
// without tsx and cannot import them.
// Plain JavaScript for the reason scripts/lighthouse-collect.mjs gives.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { lanternFcp } from './gates/lantern-fcp.mjs';

const [runs, ...urls] = process.argv.slice(2);
if (!Number(runs) || urls.length === 0) {
  console.error('Usage: node scripts/lighthouse-fcp-nodes.mjs <runs> <url> [<url> ...]');
  process.exit(2);
}
const chromePath = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--force-prefers-reduced-motion'];
const settings = {
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN || 4) },
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
};

/** The trace events inside a task, summed by name (those of 0.3 ms or more). */
function inside(node) {
  const sums = new Map();
  for (const event of node.childEvents) sums.set(event.name, (sums.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...sums].filter(([, ms]) => ms >= 0.3).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
}

for (let run = 1; run <= Number(runs); run++) {
  for (const url of urls) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const metric = await lanternFcp(await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...settings }));
      console.log(`\nrun ${run} ${new URL(url).pathname}: FCP ${Math.round(metric.timing)} ms (optimistic ${Math.round(metric.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(metric.pessimisticEstimate.timeInMs)})`);
      for (const [graph, estimate] of [['optimistic', metric.optimisticEstimate], ['pessimistic', metric.pessimisticEstimate]]) {
        for (const [node, timing] of estimate.nodeTimings) {
          if (node.type !== 'cpu') continue;
          console.log(`  ${graph}: task ${(node.event.dur / 1000).toFixed(1)} ms observed, ${Math.round(timing.duration)} ms simulated [${inside(node)}]`);
          for (const event of node.childEvents) {
            if (event.name === 'Layout' && event.dur >= 2000) console.log(`    layout ${(event.dur / 1000).toFixed(1)} ms, ${event.args?.beginData?.dirtyObjects ?? '?'} objects`);
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
}
