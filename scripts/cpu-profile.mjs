#!/usr/bin/env node
// Where a page's main-thread script work goes, as a CPU profile sees it: each URL loaded <runs>
// times in a fresh page (Chromium, 412 px, reduced motion, CPU slowed 4x unless
// LIGHTHOUSE_CPU_SLOWDOWN says otherwise, no network throttling), profiled from the request to 7 s
// after `load`; self time averaged over the runs, by script file and by function. Browser calls
// made from script (appendChild, fetch, ...) are named with their caller. A diagnostic, not a gate:
// it is how "Where the work after the first paint goes" (docs/first-paint.md) was measured. It
// answers how much work there is, not which tasks are long: for that, lighthouse-tbt-nodes.mjs.
// Serve out/ first (npx tsx scripts/serve-with-headers.ts 4195 out), then:
//   node scripts/cpu-profile.mjs <runs> <url> [<url> ...]
import { chromium } from 'playwright';
import { CHROME_PATH } from './gates/lighthouse-setup.mjs';

const SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN || 4);
const AFTER_LOAD_MS = 7000;
const TOP_FUNCTIONS = 25;
const NOT_WORK = new Set(['(idle)', '(program)']);

const [runs, ...urls] = process.argv.slice(2);
if (!Number(runs) || urls.length === 0) {
  console.error('Usage: node scripts/cpu-profile.mjs <runs> <url> [<url> ...]');
  process.exit(2);
}

/** A browser function (appendChild, the garbage collector, ...) has no script and no line. */
const isBrowser = (frame) => frame.url === '' && frame.lineNumber < 0;
const fileOf = (frame) => (isBrowser(frame) ? '(browser)' : frame.url.replace(/.*\//, '') || '(page)');
const where = (frame) => (isBrowser(frame) ? frame.functionName : `${frame.functionName || '(anonymous)'} ${fileOf(frame)}:${frame.lineNumber}:${frame.columnNumber}`);

/** Self time in ms of the profile, by function (browser calls with their caller) and by file: [byFunction, byFile]. */
function selfTimes(profile) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byFile = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id).callFrame;
    if (NOT_WORK.has(frame.functionName)) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const caller = parent.get(id)?.callFrame;
    add(byFunction, isBrowser(frame) && caller && caller.functionName !== '(root)' ? `${frame.functionName} <- ${where(caller)}` : where(frame), ms);
    add(byFile, fileOf(frame), ms);
  });
  return [byFunction, byFile];
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  for (const url of urls) {
    const total = new Map();
    const byFile = new Map();
    for (let run = 0; run < Number(runs); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(AFTER_LOAD_MS);
      const { profile } = await cdp.send('Profiler.stop');
      const [functions, files] = selfTimes(profile);
      for (const [key, ms] of functions) total.set(key, (total.get(key) ?? 0) + ms / Number(runs));
      for (const [file, ms] of files) byFile.set(file, (byFile.get(file) ?? 0) + ms / Number(runs));
      await context.close();
    }
    const sum = [...total.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${url}: ${sum.toFixed(0)} ms of work at ${SLOWDOWN}x CPU (mean of ${runs} loads)`);
    for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) if (ms >= 0.5) console.log(`  ${ms.toFixed(1).padStart(7)}  ${file}`);
    console.log('  functions:');
    for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
  }
} finally {
  await browser.close();
}
