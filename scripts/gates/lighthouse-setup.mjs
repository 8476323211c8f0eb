// How every Lighthouse run of this project is set up: the Chromium it runs in, the networks it
// simulates and the settings every run shares. Read by scripts/lighthouse.ts (the gate, through
// tsx; weights.ts re-exports NETWORKS for the budgets and the bench) and by the Lantern diagnostics
// (scripts/lantern-diagnostic.mjs), which run as plain JavaScript for the reason
// scripts/lighthouse-collect.mjs gives, so these live here once instead of in each.

/** Runs Lighthouse on a busy host sometimes cannot trace (NO_NAVSTART and the like): each is tried again, in a new Chromium, up to this many times in all. */
export const TRACE_ATTEMPTS = 3;

/** Debian's Chromium unless CHROME_PATH or PLAYWRIGHT_CHROMIUM_PATH names another. */
export const CHROME_PATH = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Reduced motion skips the fixed 3 s navigation splash, so Lighthouse measures the page itself
 * (with the splash, a trace that ends before 3 s sees only the splash).
 */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--force-prefers-reduced-motion'];

/** Lighthouse's mobile default (slow 4G) and the 3G phone of scripts/lighthouse.ts, as Lantern models them. */
export const NETWORKS = {
  'slow 4G': { rttMs: 150, throughputKbps: 1638.4 },
  '3G': { rttMs: 400, throughputKbps: 400 },
};

/**
 * Settings every run shares: mobile, without the full-page screenshot (only the HTML report shows
 * it) and the back/forward cache check (a diagnostic of weight 0 that navigates away and back).
 */
export const SHARED_SETTINGS = { formFactor: 'mobile', disableFullPageScreenshot: true, skipAudits: ['bf-cache'] };
