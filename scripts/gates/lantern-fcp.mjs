// Lighthouse's simulated first paint (Lantern) computed again from one run's own artifacts, with
// the run's settings, so its graphs can be read: scripts/lighthouse-collect.mjs splits it at the
// document (fcp-split.mjs), scripts/lighthouse-fcp-nodes.mjs prints the tasks it counts. Plain
// JavaScript, for the reason lighthouse-collect.mjs gives.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';

/** Lantern's FCP metric (timing, optimisticEstimate, pessimisticEstimate) for a Lighthouse result `{ lhr, artifacts }`. */
export function lanternFcp({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  return LanternFirstContentfulPaint.request(data, { computedCache: new Map(), settings });
}
