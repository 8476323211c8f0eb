/** Types for lighthouse-setup.mjs (plain JavaScript, also read by the Lantern diagnostics without tsx). */
/** How many times a run Lighthouse could not trace is tried in all (lighthouse-collect.mjs, the Lantern diagnostics). */
export declare const TRACE_ATTEMPTS: number;
export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: string[];
/** A network as Lighthouse's simulation (Lantern) models it. */
export interface Network {
  rttMs: number;
  throughputKbps: number;
}
export declare const NETWORKS: { 'slow 4G': Network; '3G': Network };
export declare const SHARED_SETTINGS: { formFactor: 'mobile'; disableFullPageScreenshot: boolean; skipAudits: string[] };
