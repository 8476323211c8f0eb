#!/usr/bin/env node
// One round of Lighthouse for scripts/lighthouse.ts: each URL in a fresh Chromium (chrome-launcher,
// as the Lighthouse CLI would), the reports written as lhr-<n>.json into the round's folder.
// Plain JavaScript on purpose: under tsx, esbuild's keepNames wraps Lighthouse's own functions in
// `__name(...)`, and the functions Lighthouse sends into the page then fail there (`__name is not
// defined`).
//   node scripts/lighthouse-collect.mjs '<job as JSON>'
//   job: { urls, folder, chromePath, chromeFlags, settings }
// Each report also carries `fcpSplit` (scripts/gates/fcp-split.mjs): the simulated first paint cut
// at the document's last byte, from the run's own trace, so the gate can show how much of a page's
// FCP is the download of its HTML and how much the work after it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { fcpSplit } from './gates/fcp-split.mjs';
import { lanternFcp } from './gates/lantern-metrics.mjs';
import { runLine } from './gates/run-line.mjs';
import { TRACE_ATTEMPTS as ATTEMPTS } from './gates/lighthouse-setup.mjs';

const job = JSON.parse(process.argv[2]);

async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...job.settings });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return { ...result.lhr, fcpSplit: await split(result) };
  } finally {
    chrome.kill();
  }
}

/** Lantern's FCP for the run, computed again from its artifacts with its settings, split at the document (null when it cannot be). */
async function split({ lhr, artifacts }) {
  if (lhr.runtimeError || lhr.configSettings.throttlingMethod !== 'simulate') return null;
  try {
    const metric = await lanternFcp({ lhr, artifacts });
    const reported = lhr.audits['first-contentful-paint']?.numericValue;
    // The same model on the same trace gives the report's own FCP; anything else would be a different estimate.
    if (Math.abs(metric.timing - reported) > 1) throw new Error(`Lantern gave ${metric.timing} ms, the report ${reported} ms`);
    return fcpSplit(metric);
  } catch (error) {
    console.warn(`FCP split of ${lhr.requestedUrl} left out: ${error.message}`);
    return null;
  }
}

mkdirSync(job.folder, { recursive: true });
for (const [i, url] of job.urls.entries()) {
  let lhr;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    lhr = await measure(url);
    const problem = lhr.runtimeError?.code ?? (typeof lhr.audits['largest-contentful-paint']?.numericValue === 'number' ? null : 'no LCP');
    if (!problem) break;
    console.warn(`${path.basename(job.folder)} ${url}: ${problem}${attempt < ATTEMPTS ? ', measuring again' : ''}`);
  }
  writeFileSync(path.join(job.folder, `lhr-${i + 1}.json`), JSON.stringify(lhr));
  // The metrics each score is made of, per run, so CI logs can be pooled later (scripts/lighthouse-logs.ts).
  const metric = (id) => lhr.audits[id]?.numericValue;
  console.log(
    runLine(path.basename(job.folder), url, {
      performance: lhr.categories.performance?.score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      seconds: lhr.timing.total / 1000,
    }),
  );
}
