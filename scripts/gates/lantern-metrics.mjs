// Lighthouse's simulated metrics (Lantern): the first paint computed again from one run's own artifacts, with
// the run's settings, so its graphs can be read: scripts/lighthouse-collect.mjs splits it at the
// document (fcp-split.mjs), scripts/lighthouse-fcp-nodes.mjs prints the tasks it counts. The same
// for its Total Blocking Time (scripts/lighthouse-tbt-nodes.mjs). Plain JavaScript, for the reason
// lighthouse-collect.mjs gives.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** A metric's computed artifact, requested with the run's own trace, log and settings. */
function request(metric, { lhr, artifacts }) {
  const settings = lhr.configSettings;
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  return metric.request(data, { computedCache: new Map(), settings });
}

/** Lantern's FCP metric (timing, optimisticEstimate, pessimisticEstimate) for a Lighthouse result `{ lhr, artifacts }`. */
export function lanternFcp(result) {
  return request(LanternFirstContentfulPaint, result);
}

/** Lantern's TBT metric, the same way: its estimates' nodeTimings hold every simulated task. */
export function lanternTbt(result) {
  return request(LanternTotalBlockingTime, result);
}
