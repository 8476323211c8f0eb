// What the two Lantern diagnostics (scripts/lighthouse-fcp-nodes.mjs, scripts/lighthouse-tbt-nodes.mjs)
// share: each URL measured <runs> times by Lighthouse in a fresh Chromium, as the gate measures it
// (the Chromium, flags, network and shared settings of scripts/gates/lighthouse-setup.mjs; the CPU
// slowdown LIGHTHOUSE_CPU_SLOWDOWN, 4 unless set, since these do not calibrate it), and the run
// handed to `report` with its artifacts. Plain JavaScript for the reason scripts/lighthouse-collect.mjs gives.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROME_PATH, NETWORKS, SHARED_SETTINGS, TRACE_ATTEMPTS as ATTEMPTS } from './gates/lighthouse-setup.mjs';

const settings = {
  ...SHARED_SETTINGS,
  onlyCategories: ['performance'],
  throttlingMethod: 'simulate',
  throttling: { ...NETWORKS['slow 4G'], cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN || 4) },
};

/** The trace events inside a Lantern CPU node, summed by name (those of 0.3 ms or more). */
export function inside(node) {
  const sums = new Map();
  for (const event of node.childEvents) sums.set(event.name, (sums.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...sums].filter(([, ms]) => ms >= 0.3).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
}

/** Reads `<runs> <url>...` from the command line and calls `report(result, run, url)` for each Lighthouse run. */
export async function measureFromArgs(script, report) {
  const [runs, ...urls] = process.argv.slice(2);
  if (!Number(runs) || urls.length === 0) {
    console.error(`Usage: node scripts/${script} <runs> <url> [<url> ...]`);
    process.exit(2);
  }
  for (let run = 1; run <= Number(runs); run++) {
    for (const url of urls) {
      const result = await traced(url);
      if (result) await report(result, run, url);
    }
  }
}

/**
 * One Lighthouse run of `url` that could trace the load (Lantern cannot read a trace without its
 * navigation start), tried again as scripts/lighthouse-collect.mjs does; null after ATTEMPTS failed runs.
 */
async function traced(url) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...settings });
      const problem = result ? result.lhr.runtimeError?.code : 'no result';
      if (!problem) return result;
      console.warn(`${url}: ${problem}${attempt < ATTEMPTS ? ', measuring again' : ', left out'}`);
    } finally {
      chrome.kill();
    }
  }
  return null;
}
