import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the exported out/ folder served by a real static server.
 * Debian's Chromium by default; PLAYWRIGHT_CHROMIUM_PATH='' uses Playwright's own browser.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** A second server sends the response headers of out/_headers (CSP included) for e2e/csp.spec.ts. */
const headersPort = Number(process.env.E2E_HEADERS_PORT ?? port + 1);
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    // Most tests read the page, so they skip the 3 s navigation splash the way a visitor who
    // prefers reduced motion does; tests of motion opt back in with reducedMotion: 'no-preference'.
    reducedMotion: 'reduce',
    // The service worker precaches about 3 MB on every first visit; only e2e/offline.spec.ts,
    // which tests it, lets it register (test.use there), so the other tests do not pay for it.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /csp\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'headers',
      testMatch: /csp\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${headersPort}` },
    },
  ],
  webServer: [
    {
      command: `npx serve out -l tcp://127.0.0.1:${port} -L -n --no-port-switching`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve-with-headers.ts ${headersPort} out`,
      url: `http://127.0.0.1:${headersPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
