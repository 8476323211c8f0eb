/**
 * Every e2e test uses this `test`: requests to any host but the local static server are aborted
 * (third parties must never be needed), and an uncaught page error fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

export function isLocal(url: URL): boolean {
  return LOCAL_HOSTS.has(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';
}

export const test = base.extend<{ pageErrors: Error[]; blockedRequests: string[] }>({
  blockedRequests: async ({}, use) => {
    await use([]);
  },
  pageErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, blockedRequests }, use) => {
    await context.route(
      (url) => !isLocal(url),
      (route) => {
        blockedRequests.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(context);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    await use(page);
    expect(pageErrors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Opens a path and waits until the page has hydrated (client islands are interactive). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * axe for a page: axe.run inside the page (AxeBuilder's legacy mode). The default mode runs axe
 * frame by frame and finishes in a new blank tab that loads axe again: about 1 s more a check on
 * this 2-core host (a page's check 0.5-1.3 s instead of 1.2-2.4 s), across some 220 checks. What the
 * legacy mode leaves out is cross-origin frames, and ours (the Google Maps embeds) are blocked in
 * every test, so there is nothing inside them to check.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
