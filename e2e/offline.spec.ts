/**
 * Offline: the service worker (out/sw.js, scripts/build-sw.mjs) keeps the key pages of both
 * languages and answers an unknown page with the offline page; both forms keep a request that
 * could not be sent in the outbox (IndexedDB) and send it once when the connection is back.
 * EmailJS is answered by context.route, which also sees the service worker's own requests.
 */
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { site } from '../content/site';
import { test, expect, visit, recordLayoutShifts, layoutShifts, nextFrames } from './fixtures';
import { scrollThenLetScriptsRun } from './form-fixtures';

const REFERENCE = /^DEH-\d{6}-[A-HJ-NP-Z2-9]{4}$/;
// The appointment form offers dates from its own today: a fixed Tuesday, on Indian time.
test.use({ timezoneId: 'Asia/Kolkata', serviceWorkers: 'allow' });
const TUESDAY = new Date('2026-03-10T10:00:00+05:30');
const KEY_PAGES = ['/', '/contact/', '/appointment/', '/treatments/', '/emergency/', '/your-visit/'];

/**
 * Answers every EmailJS request (from the page or the worker) with `status()`, or fails it like a
 * phone without signal when `status()` is 'offline' (routes answer even in offline mode); returns
 * the requests that reached the service.
 */
async function routeEmailJs(context: BrowserContext, status: () => number | 'offline' = () => 200): Promise<Request[]> {
  const requests: Request[] = [];
  await context.route('https://api.emailjs.com/**', (route) => {
    const code = status();
    if (code === 'offline') return route.abort('internetdisconnected');
    requests.push(route.request());
    return route.fulfill({ status: code, contentType: 'text/plain', body: code === 200 ? 'OK' : 'Service unavailable' });
  });
  return requests;
}

/** A browser without Background Sync (Firefox, Safari): only the page's own triggers send. */
async function withoutBackgroundSync(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (typeof ServiceWorkerRegistration !== 'undefined') Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
}

/** Opens a page and waits until the service worker is active with its caches filled. */
async function visitWithWorker(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Everything the outbox database holds, read past the site's own code. */
function outboxContents(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) return resolve('[]');
          const tx = db.transaction(names);
          const all = names.map((name) => tx.objectStore(name).getAll());
          tx.oncomplete = () => {
            db.close();
            resolve(JSON.stringify(all.map((r) => r.result)));
          };
        };
      }),
  );
}

function multipartFields(request: Request): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(request.headers()['content-type'] ?? '')?.[1];
  const fields: Record<string, string> = {};
  for (const part of request.postDataBuffer()!.toString('utf8').split(`--${boundary}`)) {
    const match = /name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

const contact = { name: 'Sita Kumari', email: 'sita@example.in', mob: '+91 98765 12345', subject: 'Cataract check-up', message: 'My father sees blurred in his right eye.' };

async function fillContact(page: Page) {
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Your name').fill(contact.name);
  await form.getByLabel('E-mail address').fill(contact.email);
  await form.getByLabel('Mobile number').fill(contact.mob);
  await form.getByLabel('Subject').fill(contact.subject);
  await form.getByLabel('Message').fill(contact.message);
  return form;
}

/** Fills the contact form, loses the connection (`goOffline` tells the EmailJS route) and sends: returns the outbox item, waiting. */
async function sendContactOffline(page: Page, context: BrowserContext, goOffline: () => void) {
  await fillContact(page);
  await context.setOffline(true);
  goOffline();
  await page.getByRole('button', { name: 'Send message' }).click();
  const item = page.getByTestId('outbox-contact').getByTestId('outbox-item');
  await expect(item).toHaveAttribute('data-state', 'waiting');
  return item;
}

async function fillAppointment(page: Page) {
  const form = page.getByTestId('appointment-form');
  await form.getByLabel('Patient name').fill('Ram Prasad');
  await form.getByLabel('Mobile number').fill('+91 98765 43210');
  await form.getByLabel('Age (years)').fill('64');
  await form.getByLabel('Branch').selectOption({ index: 1 });
  await form.getByLabel('Reason for visit').selectOption({ index: 1 });
  await form.getByLabel('Preferred date').fill('2026-03-12');
  await form.getByLabel('Afternoon (1:00 PM to 5:00 PM)').check();
  await form.getByLabel('Follow-up visit').check();
  await form.getByRole('checkbox').check();
  return form;
}

const forms = [
  { kind: 'contact', path: '/contact/', fill: fillContact, submit: 'Send message', secret: contact.mob },
  { kind: 'appointment', path: '/appointment/', fill: fillAppointment, submit: 'Request appointment', secret: 'Ram Prasad' },
] as const;

test.describe('service worker', () => {
  test('controls the page after the first visit', async ({ page }) => {
    await visitWithWorker(page, '/');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  for (const [prefix, lang] of [
    ['', 'en-IN'],
    ['/hi', 'hi-IN'],
  ] as const) {
    test(`the key pages open offline: ${lang}`, async ({ page, context }) => {
      await visitWithWorker(page, `${prefix}/`);
      await context.setOffline(true);
      for (const path of KEY_PAGES.map((p) => `${prefix}${p}`)) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.getByTestId('offline-page'), path).toHaveCount(0);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      }
    });
  }

  for (const [path, lang, title] of [
    ['/about/', 'en-IN', 'You are offline'],
    ['/hi/about/', 'hi-IN', 'इंटरनेट नहीं चल रहा'],
  ] as const) {
    test(`a page never opened shows the offline page in its language: ${path}`, async ({ page, context }) => {
      await visitWithWorker(page, '/');
      await context.setOffline(true);
      await page.goto(path);
      const offline = page.getByTestId('offline-page');
      await expect(offline.locator('h1')).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(offline.getByTestId('offline-emergency')).toHaveAttribute('href', site.contact.emergency.tel);
      await expect(offline.locator(`a[href="${site.contact.phone.tel}"]`)).toBeVisible();
      await expect(offline.locator('[data-branch]')).toHaveCount(3);
    });
  }

  test('the offline page is never indexed', async ({ page }) => {
    await page.goto('/offline/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the script is allowed by the Content-Security-Policy of out/_headers', async ({ page }) => {
    const headersPort = Number(process.env.E2E_HEADERS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    await page.goto(`http://127.0.0.1:${headersPort}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL))).toMatch(/\/sw\.js$/);
    expect(violations).toEqual([]);
  });
});

test.describe('outbox', () => {
  for (const form of forms) {
    test(`${form.kind}: sent offline, saved with its reference, still waiting after a reload, sent once when back online`, async ({ page, context }) => {
      let online = true;
      const requests = await routeEmailJs(context, () => (online ? 200 : 'offline'));
      await page.clock.setFixedTime(TUESDAY);
      await visitWithWorker(page, form.path);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await form.fill(page);
      await context.setOffline(true);
      online = false;
      await page.getByRole('button', { name: form.submit }).click();

      const status = page.getByTestId(`outbox-${form.kind}`);
      await expect(status).toContainText('Saved on this phone');
      await expect(status).toContainText('will be sent by itself when the connection is back');
      const item = status.getByTestId('outbox-item');
      await expect(item).toHaveAttribute('data-state', 'waiting');
      const reference = (await item.getAttribute('data-reference'))!;
      expect(reference).toMatch(REFERENCE);
      await expect(item).toContainText(reference);
      // The WhatsApp and call fallbacks stay beside it.
      await expect(page.getByTestId(/-failure$/)).toBeVisible();

      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(item).toHaveAttribute('data-state', 'waiting');
      await expect(item).toHaveAttribute('data-reference', reference);
      expect(requests).toHaveLength(0);

      online = true;
      await context.setOffline(false);
      await expect(item).toHaveAttribute('data-state', 'sent');
      await expect(item.getByTestId('outbox-state')).toHaveText('Sent. Your details have been removed from this phone.');
      expect(requests).toHaveLength(1);
      expect(multipartFields(requests[0])).toMatchObject({ reference, service_id: 'service_test' });
      expect(await outboxContents(page)).not.toContain(form.secret);
      // Every trigger (online, Background Sync, a later visit) has had its chance: still one.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByTestId(`outbox-${form.kind}`)).toHaveCount(0);
      expect(requests).toHaveLength(1);
    });
  }

  for (const code of [500, 429]) {
    test(`an e-mail service error ${code} while online saves the request, and the next visit sends it`, async ({ page, context }) => {
      // Background Sync would try at once after the save, and could meet the 200 meant for the next
      // visit (then the first page shows "sent" and the next one has nothing to show): without it,
      // only the visit sends.
      await withoutBackgroundSync(context);
      let answer = code;
      const requests = await routeEmailJs(context, () => answer);
      await visitWithWorker(page, '/contact/');
      await fillContact(page);
      await page.getByRole('button', { name: 'Send message' }).click();
      const item = page.getByTestId('outbox-contact').getByTestId('outbox-item');
      await expect(item).toHaveAttribute('data-state', 'waiting');
      const failedTries = requests.length;
      expect(failedTries).toBeGreaterThanOrEqual(1);

      answer = 200;
      await page.reload();
      await expect(page.getByTestId('outbox-contact').getByTestId('outbox-item')).toHaveAttribute('data-state', 'sent');
      const accepted = requests.slice(failedTries);
      expect(accepted).toHaveLength(1);
      expect(multipartFields(accepted[0])).toMatchObject({ name: contact.name, reference: (await item.getAttribute('data-reference'))! });
      expect(await outboxContents(page)).not.toContain(contact.mob);
    });
  }

  test('a visit with nothing saved never loads the outbox; a save starts it on that page, and the connection coming back sends it', async ({ page, context }) => {
    await withoutBackgroundSync(context);
    let online = true;
    const requests = await routeEmailJs(context, () => (online ? 200 : 'offline'));
    const scripts: Response[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response));
    // The worker registers in the same task that would load the outbox, so once it is ready and the
    // network has been quiet, the outbox would have been asked for.
    await visitWithWorker(page, '/about/');
    await page.waitForLoadState('networkidle');
    const outboxScripts = [];
    for (const response of scripts) if ((await response.text()).includes('outbox-flush')) outboxScripts.push(response.url());
    expect(outboxScripts, 'scripts holding the outbox on a page with nothing saved').toEqual([]);
    expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(3);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('outbox');

    await visit(page, '/contact/');
    const item = await sendContactOffline(page, context, () => (online = false));
    online = true;
    await context.setOffline(false);
    await expect(item).toHaveAttribute('data-state', 'sent');
    expect(requests).toHaveLength(1);
    expect(multipartFields(requests[0])).toMatchObject({ name: contact.name, reference: (await item.getAttribute('data-reference'))! });
  });

  test('saved offline on a first visit, before the worker controls the page, it is sent when the connection returns', async ({ page, context }) => {
    // Offline, a page the worker does not control could not load the outbox's code: the form
    // loaded it while the page was online.
    await withoutBackgroundSync(context);
    let online = true;
    const requests = await routeEmailJs(context, () => (online ? 200 : 'offline'));
    await visitWithWorker(page, '/contact/');
    expect(await page.evaluate(() => navigator.serviceWorker.controller), 'the first visit is not controlled').toBeNull();
    const item = await sendContactOffline(page, context, () => (online = false));
    online = true;
    await context.setOffline(false);
    await expect(item).toHaveAttribute('data-state', 'sent');
    expect(requests).toHaveLength(1);
  });

  test('a waiting request can be deleted from the phone', async ({ page, context }) => {
    let online = true;
    const requests = await routeEmailJs(context, () => (online ? 200 : 'offline'));
    await visitWithWorker(page, '/contact/');
    const item = await sendContactOffline(page, context, () => (online = false));
    await item.getByRole('button', { name: /^Delete from this phone/ }).click();
    await expect(page.getByTestId('outbox-contact')).toHaveCount(0);
    expect(await outboxContents(page)).not.toContain(contact.mob);
    online = true;
    await context.setOffline(false);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(requests).toHaveLength(0);
  });
});

test.describe('a new version of the worker', () => {
  test('waits while a form holds typed input, and takes over without a reload once it is empty', async ({ page }) => {
    await visitWithWorker(page, '/contact/');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(first).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('contact-form').getByLabel('Your name').fill('Typed and not sent');

    // A new deploy, as the browser sees one: a worker script that differs from the active one.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-deploy', { scope: '/' }).then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null))).toBe('installed');
    // Still waiting, nothing reloaded, the typed text is there (a moment for a wrongly sent skipWaiting to act).
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null))).toBe('installed');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.getByTestId('contact-form').getByLabel('Your name')).toHaveValue('Typed and not sent');

    // The form emptied and the page hidden (the visitor switched apps): the new worker takes over.
    await page.getByTestId('contact-form').getByLabel('Your name').fill('');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r?.waiting ? 'waiting' : r?.active?.scriptURL)))).toMatch(/\/sw\.js\?next-deploy$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('Save-Data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }) });
    });
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('the hero carousel does not move on by itself, and loads its code only when reached for', async ({ page }) => {
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      const slides = page.getByTestId('hero').getByTestId('hero-slides');
      await expect(slides).toHaveAttribute('data-autoplay', 'stopped');
      await expect(slides).toHaveAttribute('data-carousel', 'waiting');
      await slides.hover();
      await expect(slides).toHaveAttribute('data-carousel', 'ready');
      await expect(slides).toHaveAttribute('data-autoplay', 'stopped');
    });
  });

  for (const [width, ratio] of [[375, 4 / 3], [1280, 16 / 9]] as const) {
    test(`the map's stand-in has the map's size, so nothing moves when it replaces it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordLayoutShifts(page);
      await visit(page, '/contact/');
      const standIn = page.getByTestId('save-data-map');
      await expect(standIn).toBeVisible();
      const box = (await standIn.boundingBox())!;
      expect(Math.abs(box.width / ratio - box.height)).toBeLessThanOrEqual(1);
      // At 1280 px the map is on the first screen: the swap after hydration was a layout shift there.
      await nextFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test('the map waits for a tap', async ({ page }) => {
    await visit(page, '/contact/');
    const map = page.getByTestId('map-embed');
    await expect(map.getByTestId('save-data-map')).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    await map.getByRole('button', { name: 'Show the map' }).click();
    await expect(map.locator('iframe')).toHaveCount(1);
  });

  test('the review widget waits for a tap; the written reviews show meanwhile', async ({ page, blockedRequests }) => {
    await visit(page, '/');
    const reviews = page.getByTestId('testimonials');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByTestId('save-data-reviews')).toBeVisible();
    await expect(reviews.getByTestId('testimonial').first()).toBeVisible();
    expect(blockedRequests.filter((url) => url.includes('elfsight'))).toEqual([]);
    await reviews.getByRole('button', { name: 'Data saver is on: show more reviews' }).click();
    await expect(reviews.getByTestId('save-data-reviews')).toHaveCount(0);
    await expect.poll(() => blockedRequests.filter((url) => url.includes('elfsight')).length).toBeGreaterThan(0);
  });

  // A note and a button (at least 10rem) replaced the widget's one status line and moved the gallery
  // below down 132 px, under a visitor who had scrolled there before the scripts came (or reloaded there).
  for (const path of ['/', '/hi/']) {
    test(`the reviews' stand-in is one line, as tall as the widget's status line: nothing moves when the scripts come late (${path}, 375 px)`, async ({ page }) => {
      const height = await scrollThenLetScriptsRun(page, path, 'reviews-status', 300);
      const standIn = page.getByTestId('save-data-reviews');
      await expect(standIn).toBeVisible();
      expect(await standIn.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
      await nextFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});
