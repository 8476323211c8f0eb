import { readFileSync } from 'node:fs';
import { expect, test, visit } from './fixtures';

/** The domain the test build configures (e2e/build.env); the unit test covers the unset case. */
const domain = /^PLAUSIBLE_DOMAIN=(.+)$/m.exec(readFileSync('e2e/build.env', 'utf8'))?.[1];
const SCRIPT = 'https://plausible.io/js/script.js';

test('Plausible is requested once, after the page has loaded, for the configured domain, and sets no cookie', async ({ page, context }) => {
  expect(domain, 'PLAUSIBLE_DOMAIN in e2e/build.env').toBeTruthy();
  let requests = 0;
  // The page keeps working whatever the script does: an empty one stands in for it.
  await page.route(SCRIPT, (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const requested = page.waitForRequest(SCRIPT);
  await visit(page, '/');
  await requested;
  // The timing entry is written when the response has arrived, a moment after the request.
  await expect.poll(() => page.evaluate((src) => performance.getEntriesByName(src).length, SCRIPT)).toBe(1);
  const timing = await page.evaluate((src) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByName(src)[0];
    const script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    return { load: nav.loadEventStart, start: entry?.startTime, domain: script?.dataset.domain, defer: script?.defer };
  }, SCRIPT);
  expect(timing.load).toBeGreaterThan(0);
  expect(timing.start).toBeGreaterThanOrEqual(timing.load);
  expect(timing.domain).toBe(domain);
  expect(timing.defer).toBe(true);
  // Moving to another page does not add it again (the root layout keeps it).
  await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/contact/');
  await expect(page.locator(`script[src="${SCRIPT}"]`)).toHaveCount(1);
  expect(requests).toBe(1);
  expect(await context.cookies()).toEqual([]);
});
