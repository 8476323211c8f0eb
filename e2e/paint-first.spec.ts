/**
 * Paint first, then hydrate (scripts/paint-first.mjs): a page's chunks and its RSC data are fetched
 * only after its first frame is painted and its high-priority picture has arrived; the page then
 * hydrates as before, and without the data it stays the working server page.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, layoutShifts, nextFrames, partsDrawn, recordLayoutShifts, visit } from './fixtures';
import { FIRST_PAINT_ATTRIBUTE } from '../components/layout/first-paint';

const isLoad = (url: string) => /\/_next\/static\/.+\.js$/.test(new URL(url).pathname) || /\/index\.txt$/.test(new URL(url).pathname);

/** When the first paint happened, and when each chunk or RSC data request started (page clock, ms). */
async function timings(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    loads: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.+\.js$|\/index\.txt(\?|$)/.test(new URL(e.name).pathname + new URL(e.name).search))
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
  }));
}

test('the HTML carries the content and no Next chunk or inline RSC data; both come after the first paint, and the page hydrates', async ({ page, request }) => {
  const html = await (await request.get('/about/')).text();
  expect(html).toContain('<main');
  expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
  expect(html).not.toContain('rel="preload" as="script"');
  expect(html).not.toContain('self.__next_f.push([1');
  expect(html).toMatch(/<script data-paint-first(="")?>[\s\S]*,"\/about\/index\.txt\?v=[0-9a-f]{12}"\)<\/script>/);

  await visit(page, '/about/');
  const { fcp, loads } = await timings(page);
  expect(fcp).toBeGreaterThan(0);
  expect(loads.some((l) => l.url === '/about/index.txt')).toBe(true);
  expect(loads.filter((l) => l.url.startsWith('/_next/')).length).toBeGreaterThan(5);
  for (const load of loads) expect(load.start, `${load.url} started before the first paint`).toBeGreaterThanOrEqual(fcp);
});

test('a page waits for its high-priority picture before it fetches its scripts (at most 4 s), and its content is there meanwhile', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/treatments/cataract/**/banner-opt-*', async (route) => {
    await held;
    await route.continue();
  });
  const loads: string[] = [];
  page.on('request', (r) => {
    if (isLoad(r.url())) loads.push(r.url());
  });
  await page.goto('/treatment-details/Cataract/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /appointment/i }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads, 'scripts or RSC data fetched while the picture was still coming').toEqual([]);
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  expect(loads.length).toBeGreaterThan(5);
});

test('a picture that never comes holds the scripts for 4 s at most', async ({ page }) => {
  await page.route('**/images/treatments/cataract/**/banner-opt-*', () => {});
  await page.goto('/treatment-details/Cataract/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 8000 });
});

test('a client-side navigation after hydration still works (the router reads the same RSC data)', async ({ page }) => {
  await visit(page, '/about/');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.locator('footer a[href="/contact/"]').click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No full reload: the window kept its marker.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('a link clicked for a new tab is left to the browser: the page stays and a new tab opens the link', async ({ page, context }) => {
  await visit(page, '/about/');
  const opened = context.waitForEvent('page');
  await page.locator('footer a[href="/contact/"]').click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/contact/');
  await expect(page).toHaveURL(/\/about\/$/);
});

for (const [path, width] of [['/', 375], ['/hi/', 1280]] as const) {
  test(`${path} at ${width} px fetches no other page's data: links are not prefetched, and a tap on one still opens it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const data: string[] = [];
    page.on('request', (r) => {
      if (/\.txt(\?|$)/.test(new URL(r.url()).pathname + new URL(r.url()).search)) data.push(new URL(r.url()).pathname);
    });
    await visit(page, path);
    // Every link of the page in view once, as a visitor scrolling to the footer would see them.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(1000);
    expect(data).toEqual([`${path}index.txt`]);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const link = page.locator('footer').getByRole('link', { name: path === '/' ? 'Costs and free care' : 'ख़र्च और मुफ़्त इलाज' });
    await link.click();
    await expect(page).toHaveURL(path === '/' ? '/costs/' : '/hi/costs/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('without its RSC data (offline, never fetched) the page stays the working server page', async ({ page }) => {
  await page.route('**/index.txt?v=*', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/contact/');
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'no-data');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

/** The addresses of the style sheets the page applies from a <link>. */
async function linkedSheets(page: Page) {
  return page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement).map((sheet) => sheet.href));
}

test("the page carries the site's whole stylesheet inline; its link stays disabled and is never fetched, through hydration and a client navigation", async ({ page, request }) => {
  const cssRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) cssRequests.push(r.url());
  });
  for (const path of ['/', '/hi/', '/treatment-details/Cataract/', '/hi/appointment/']) {
    const html = await (await request.get(path)).text();
    const href = html.match(/<link rel="stylesheet" href="([^"]+\.css)"[^>]*media="print" disabled>/)?.[1];
    expect(href, `${path}: the stylesheet link, print-only and disabled`).toBeTruthy();
    expect(html, `${path}: nothing switches the link on`).not.toContain('onload=');
    // As scripts/paint-first.mjs inlines it (Playwright's loader cannot import that ES module).
    const file = (await (await request.get(href!)).text()).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    // The browser applies the inline copy only: exactly the file, so nothing is missing for a
    // menu, dialog or page drawn later, and nothing is restyled when a sheet arrives.
    await visit(page, path);
    const inline = await page.evaluate(() => document.querySelector('link[rel="stylesheet"]')?.previousElementSibling?.textContent);
    expect(inline, `${path}: the <style> before the link is the stylesheet file`).toBe(file);
    // React adopted the link (found by its address) and added none.
    expect(await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => [l.getAttribute('href'), (l as HTMLLinkElement).disabled]))).toEqual([[href, true]]);
    expect(await linkedSheets(page), `${path}: no linked sheet applies`).toEqual([]);
  }
  // A client navigation (the App Router) keeps it so; the next page is styled.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'संपर्क करें' }).first().click();
  await expect(page).toHaveURL('/hi/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe('700');
  expect(cssRequests, 'the browser fetched no stylesheet').toEqual([]);
});

/** How long the second piece of the HTML is held back. */
const PAUSE = 1500;

/**
 * Visits `path` from a server of the test's own that sends the page's HTML in two pieces, cut at
 * `cut` (an offset in the HTML) with `PAUSE` ms between them, and everything else from the site's.
 * Returns when the page has loaded; the layout shifts are recorded from the start.
 */
async function visitInPieces(page: Page, baseURL: string, path: string, html: string, cut: number): Promise<void> {
  const server = createServer(async (req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.write(html.slice(0, cut));
      setTimeout(() => res.end(html.slice(cut)), PAUSE);
      return;
    }
    try {
      const upstream = await fetch(new URL(req.url!, baseURL));
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await recordLayoutShifts(page);
    const started = Date.now();
    await visit(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    expect(Date.now() - started, 'the second piece was waited for').toBeGreaterThanOrEqual(PAUSE);
    await nextFrames(page);
  } finally {
    server.close();
  }
}

test.describe('HTML that arrives in pieces (a slow link, the first TCP window)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/treatment-details/Cataract/', '/hi/']) {
    test(`${path} split inside the header: nothing is painted before the header is whole, and nothing moves`, async ({ page, baseURL }) => {
      const html = await (await fetch(new URL(path, baseURL))).text();
      // Right after the home link: a first paint here lays the name out on the whole row, and the
      // controls that follow narrow it (the name wraps, the link grows and moves).
      const header = html.indexOf('data-testid="site-header"');
      expect(header).toBeGreaterThan(0);
      await visitInPieces(page, baseURL!, path, html, html.indexOf('</a>', header) + '</a>'.length);
      expect(await layoutShifts(page)).toEqual([]);
      // The first paint waits for the header's end (rel=expect, blocking=render), so it comes after the pause.
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      expect(fcp).toBeGreaterThanOrEqual(PAUSE);
    });
  }

  /**
   * Cuts inside what a phone's first screen shows, where a box laid out on what had arrived used to
   * move when the rest came (a busy phone's parser can stop at such a place too, not only the
   * network). Each cut is the offset just after `after`, searched from `from`.
   */
  const cuts: { path: string; what: string; from: string; after: string; width?: number; motion?: boolean }[] = [
    // Centred in the slide, the words' block moved up as each line arrived.
    { path: '/', what: "the hero's words, after the small heading line", from: 'data-slide="0"', after: '</p>' },
    { path: '/hi/', what: "the hero's words, after the small heading line", from: 'data-slide="0"', after: '</p>' },
    // A row held to the right grew to the left as each button arrived.
    { path: '/', what: "the hero's slide buttons, after the first", from: 'data-testid="carousel-prev"', after: '</button>' },
    // Centred on a row as tall as the words, the words moved down when the taller call link came.
    { path: '/emergency/', what: "the emergency line, between its words and its call link", from: 'data-testid="emergency-call"', after: '</p>', width: 1280 },
    // The splash's column, centred on the mark alone, moved up when the name and tagline came.
    { path: '/hi/', what: 'the splash, after its mark', from: 'data-testid="splash"', after: '</svg>', motion: true },
  ];
  for (const { path, what, from, after, width, motion } of cuts) {
    test(`${path} split inside ${what}: painted before the rest arrives, and nothing in view moves`, async ({ page, baseURL }) => {
      if (width) await page.setViewportSize({ width, height: 800 });
      if (motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
      const html = await (await fetch(new URL(path, baseURL))).text();
      const start = html.indexOf(from);
      expect(start, `${path} has ${from}`).toBeGreaterThan(0);
      const end = html.indexOf(after, start);
      expect(end, `${after} follows ${from}`).toBeGreaterThan(start);
      await visitInPieces(page, baseURL!, path, html, end + after.length);
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      expect(fcp, 'painted before the second piece').toBeLessThan(PAUSE);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test.describe('the first paint leaves out the parts well down the page (paint-later), the frames after it draw them two at a time', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /**
   * Records, the moment the browser reports the first contentful paint, whether <html> held the
   * parts back and which of them were drawn. Registered before the page's own head script, so this
   * observer hears the paint first, while the attribute is still there.
   */
  const recordAtFirstPaint = (page: Page) =>
    page.addInitScript((heldAttribute) => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        const parts = [...document.querySelectorAll<HTMLElement>('.paint-later')];
        (window as unknown as { atFirstPaint: unknown }).atFirstPaint = {
          held: document.documentElement.hasAttribute(heldAttribute),
          parts: parts.map((el) => ({ id: el.getAttribute('aria-labelledby') ?? el.dataset.testid ?? el.tagName, drawn: el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }) })),
          heading: document.querySelector('h1')?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
        };
      }).observe({ type: 'paint', buffered: true });
    }, FIRST_PAINT_ATTRIBUTE);
  const atFirstPaint = (page: Page) =>
    page.waitForFunction(() => (window as unknown as { atFirstPaint?: unknown }).atFirstPaint).then((h) => h.jsonValue() as Promise<{ held: boolean; parts: { id: string; drawn: boolean }[]; heading: boolean | null }>);
  /** Is every part drawn now (none skipped by content-visibility)? A part that skips its contents is itself visible; its children are not. */
  const allDrawn = (page: Page) => page.locator('.paint-later').evaluateAll((els) => els.length > 0 && els.every((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));

  for (const path of ['/hi/', '/treatment-details/Cataract/']) {
    test(`${path}: at the first paint the parts far down are skipped and the first screen is drawn; right after, every part is drawn`, async ({ page }) => {
      await recordAtFirstPaint(page);
      await visit(page, path);
      const first = await atFirstPaint(page);
      expect(first.held).toBe(true);
      expect(first.heading).toBe(true);
      // The parts the first slices of HTML had brought: the ones far below the first screen were left out.
      expect(first.parts.filter((p) => !p.drawn).length, JSON.stringify(first.parts)).toBeGreaterThan(0);
      await expect.poll(() => partsDrawn(page)).toBe(true);
      await expect.poll(() => allDrawn(page)).toBe(true);
      // The footer's links are drawn and laid out where they are, far down, without scrolling.
      const footerLinks = page.getByTestId('footer-useful-links');
      expect((await footerLinks.boundingBox())!.y).toBeGreaterThan(800);
    });
  }

  test('with scripts held back the parts are drawn all the same once the page has painted (the head script is inline)', async ({ page }) => {
    await page.route(/\/_next\/static\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => partsDrawn(page)).toBe(true);
    await expect.poll(() => allDrawn(page)).toBe(true);
  });

  test('a link to a part further down lands on it: nothing is held back, and the heading is at the top of the screen', async ({ page }) => {
    await recordAtFirstPaint(page);
    await visit(page, '/treatment-details/Cataract/#faq-title');
    expect((await atFirstPaint(page)).held).toBe(false);
    await nextFrames(page);
    const top = await page.locator('#faq-title').evaluate((el) => el.getBoundingClientRect().top);
    // Its scroll margin keeps it clear of the fixed header (6rem).
    expect(Math.abs(top - 96)).toBeLessThan(2);
  });

  test('a reload is laid out whole: the browser puts the page back where it was by its geometry', async ({ page }) => {
    await recordAtFirstPaint(page);
    await visit(page, '/hi/');
    expect((await atFirstPaint(page)).held).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.reload();
    expect((await atFirstPaint(page)).held).toBe(false);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  });

  test('scrolled down a screen at a time from the top, the content in view never moves', async ({ page }) => {
    await recordLayoutShifts(page);
    await visit(page, '/hi/');
    for (let i = 0; i < 8; i++) {
      await page.evaluate(() => window.scrollBy(0, 900));
      await nextFrames(page);
    }
    expect(await layoutShifts(page)).toEqual([]);
  });
});
