/**
 * Every e2e test uses this `test`: requests to any host but the local static server are aborted
 * (third parties must never be needed), an uncaught page error fails the test, and the test's
 * request routes are removed before its page and context close.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { FIRST_PAINT_ATTRIBUTE } from '../components/layout/first-paint';

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
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error));
    await use(page);
    // A test that ends right after a navigation ('commit') leaves route handlers running for the
    // new page's requests; closing the context waits for them and can outlast the test's time
    // ("Tearing down context exceeded the test timeout", contact-form.spec on 25 Nov). Handlers
    // are dropped here, while the page is open; an error in one during the test still fails it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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
 * Whether the parts a first paint leaves out (`paint-later`, components/layout/first-paint.ts) are
 * all drawn: they are let go two a frame after the first paint. Poll it with the real clock.
 */
export function partsDrawn(page: Page): Promise<boolean> {
  return page.evaluate((held) => !document.documentElement.hasAttribute(held), FIRST_PAINT_ATTRIBUTE);
}

/**
 * For a test that paused the page's clock before its visit: the page's frames
 * (`requestAnimationFrame`) then wait for `clock.runFor`, so the parts a first paint leaves out
 * (components/layout/first-paint.ts) stay held at their stand-in heights, and a part near the
 * screen can take its real height between a click's press and its release (no click: shell.spec's
 * Contribute, 1 run in 30). Moves the clock on a frame at a time until every part is drawn, as it
 * is a few frames into any real visit.
 */
export async function drawHeldParts(page: Page): Promise<void> {
  for (let frame = 0; frame < 60; frame++) {
    if (await partsDrawn(page)) return;
    await page.clock.runFor(16);
  }
  throw new Error('the parts held for the first paint were not drawn within 60 frames');
}

/**
 * axe for a page: axe.run inside the page (AxeBuilder's legacy mode). The default mode runs axe
 * frame by frame and finishes in a new blank tab that loads axe again: about 1 s more a check on
 * this 2-core host (a page's check 0.5-1.3 s instead of 1.2-2.4 s), across some 220 checks. What the
 * legacy mode leaves out is cross-origin frames, and ours (the Google Maps embeds) are blocked in
 * every test, so there is nothing inside them to check.
 * Violations come back with every node; passes, incomplete and inapplicable results with one node
 * each (axe's `resultTypes`): axe then skips building a selector for every passing node, which was
 * about a third of a cold check's time on this host (12 pages: 25.1 -> 17.3 s), and no test reads
 * the passing nodes.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** Two rendered frames: what a page's own effects and observers needed to report has been reported. */
export function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Records every layout shift of each document the page opens from now on (call before the visit);
 * `layoutShifts` reads them. Each entry names what moved, from where to where and when, so a
 * failure says which element shifted. With `ignore`, what moves inside an element it matches is
 * left out (the header, which turns fixed in reply to a scroll once the page's script has run).
 */
export async function recordLayoutShifts(page: Page, ignore?: string): Promise<void> {
  await page.addInitScript((ignore) => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'a removed node');
      const testId = node.getAttribute('data-testid');
      return `<${node.localName}${node.id ? `#${node.id}` : ''}${testId ? ` data-testid=${testId}` : ''} class="${node.getAttribute('class')?.slice(0, 60) ?? ''}">`;
    };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        const sources = ignore ? entry.sources.filter((s) => !(s.node instanceof Element && s.node.closest(ignore))) : entry.sources;
        if (sources.length === 0) continue;
        const moved = sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`).join('; ');
        w.__shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, ignore);
}

/** The layout shifts recorded so far on the current document (see `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

/** Forgets the layout shifts recorded so far, so that `layoutShifts` reads only what follows. */
export async function clearLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __shifts: string[] }).__shifts = []));
}
