// Where a page's simulated first paint goes, in Lighthouse's own model (Lantern, the `simulate`
// throttling the gate uses). Plain JavaScript: scripts/lighthouse-collect.mjs runs without tsx.
//
// Lantern estimates FCP from a graph of the load: the main document's download, simulated with
// TCP slow start (DNS 2 round trips, the connection 1, the request 1; 10 segments, 14.6 KB, in the
// first round trip of data, twice that in the next), then the page's first parse task at the CPU
// slowdown and its first layout and paint tasks at half of it. The split tells the two apart:
// `document` is when the document's last byte arrives, `afterDocument` the rest of the FCP (main
// thread work, and any render-blocking request). The metric's estimate is the mean of its
// optimistic and pessimistic graphs (coefficients 0.5 and 0.5, no intercept), so the document's
// end is taken the same way.

/** Splits Lantern's FCP (LanternFirstContentfulPaint.request) at the main document's end, in ms from the navigation. Types: fcp-split.d.mts. */
export function fcpSplit(metric) {
  const documentEnd = (estimate) => {
    for (const [node, timing] of estimate.nodeTimings) if (node.type === 'network' && node.isMainDocument()) return timing.endTime;
    throw new Error('The FCP graph has no main document.');
  };
  const document = (documentEnd(metric.optimisticEstimate) + documentEnd(metric.pessimisticEstimate)) / 2;
  return { document, afterDocument: metric.timing - document };
}
