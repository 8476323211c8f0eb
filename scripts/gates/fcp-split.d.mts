/** Types for fcp-split.mjs (plain JavaScript, run by scripts/lighthouse-collect.mjs without tsx). */
export interface FcpSplit {
  /** When the main document's last byte arrives in Lantern's simulation (ms from the navigation). */
  document: number;
  /** The rest of the first contentful paint: the first parse, layout and paint tasks, and any render-blocking request. */
  afterDocument: number;
}

interface Estimate {
  nodeTimings: Map<{ type: string; isMainDocument(): boolean }, { endTime: number }>;
}

export function fcpSplit(metric: { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }): FcpSplit;
