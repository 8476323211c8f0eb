#!/usr/bin/env node
// What Lighthouse's simulated first paint counts after the HTML, run by run: the CPU tasks in the
// two graphs of Lantern's FCP (optimistic and pessimistic; the estimate is their mean), each with
// its observed and simulated length and the trace events inside it. A diagnostic, not a gate: it
// is how "What moves 'then' from run to run" (docs/first-paint.md) was found (the first screen's
// layout falls in a counted task or between them). Serve out/ first (npx tsx
// scripts/serve-with-headers.ts 4195 out), then:
//   node scripts/lighthouse-fcp-nodes.mjs <runs> <url> [<url> ...]
// Network, flags and CPU slowdown: scripts/lantern-diagnostic.mjs.
import { lanternFcp } from './gates/lantern-metrics.mjs';
import { inside, measureFromArgs } from './lantern-diagnostic.mjs';

await measureFromArgs('lighthouse-fcp-nodes.mjs', async (result, run, url) => {
  const metric = await lanternFcp(result);
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
});
