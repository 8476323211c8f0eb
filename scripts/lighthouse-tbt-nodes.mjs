#!/usr/bin/env node
// What Lighthouse's simulated Total Blocking Time is made of, run by run: every main-thread task of
// Lantern's TBT graph simulated at over 50 ms (each task of the real run times the CPU slowdown, or
// half of it for a task that lays out), with its start, its observed and simulated length, the
// trace events inside it, the scripts they ran and the DOM events it dispatched. Only the part of
// a task after FCP and before TTI, over 50 ms, counts. A diagnostic, not a gate: it is how the
// PENDING note on performance in scripts/lighthouse.ts was read (the hydration tasks and the
// paint-later parts' layouts, each just over the line). The events line names what a long task
// dispatched: the reduced-motion transitions of 7 Dec (transitionrun, transitionstart and
// transitionend after hydration) showed there once, in a 55 ms task; mostly their task was under
// the line, 29-36 ms, and a hand-made trace with JS samples found them.
// Serve out/ first (npx tsx scripts/serve-with-headers.ts 4195 out), then:
//   node scripts/lighthouse-tbt-nodes.mjs <runs> <url> [<url> ...]
// Network, flags and CPU slowdown: scripts/lantern-diagnostic.mjs.
import { lanternTbt } from './gates/lantern-metrics.mjs';
import { inside, measureFromArgs } from './lantern-diagnostic.mjs';

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'EventDispatch']);

/** The scripts a task ran: file (or the page's own inline scripts) and ms. */
function scripts(node) {
  const sums = new Map();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url;
    if (!SCRIPT_EVENTS.has(event.name) || url === undefined) continue;
    const key = `${event.name} ${url.replace(/.*\//, '') || 'page'}`;
    sums.set(key, (sums.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...sums].filter(([, ms]) => ms >= 0.3).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
}

/**
 * The DOM events a task dispatched, by type: a burst of them (the transition events of 7 Dec) is
 * page work that Lantern counts like any script, at 4x, or 2x in a task that also lays out.
 */
function events(node) {
  const counts = new Map();
  for (const event of node.childEvents) {
    const type = event.name === 'EventDispatch' ? event.args?.data?.type : undefined;
    if (type) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].map(([type, n]) => `${type} x${n}`).join(', ');
}

await measureFromArgs('lighthouse-tbt-nodes.mjs', async (result, run, url) => {
  const metric = await lanternTbt(result);
  const audits = result.lhr.audits;
  console.log(`\nrun ${run} ${new URL(url).pathname}: TBT ${Math.round(metric.timing)} ms, FCP ${Math.round(audits['first-contentful-paint'].numericValue)}, TTI ${Math.round(audits.interactive?.numericValue ?? NaN)}, performance ${result.lhr.categories.performance.score}`);
  const tasks = [...metric.pessimisticEstimate.nodeTimings].filter(([node, timing]) => node.type === 'cpu' && timing.duration > 50).sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of tasks) {
    console.log(`  at ${Math.round(timing.startTime)} ms: task ${(node.event.dur / 1000).toFixed(1)} ms observed, ${Math.round(timing.duration)} ms simulated [${inside(node)}]`);
    const ran = scripts(node);
    if (ran) console.log(`    scripts: ${ran}`);
    const dispatched = events(node);
    if (dispatched) console.log(`    events: ${dispatched}`);
  }
});
