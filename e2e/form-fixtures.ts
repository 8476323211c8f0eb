/** Helpers shared by the contact form, appointment, offline and vision specs. */
import type { Locator, Page, Request, Route } from '@playwright/test';
import { site } from '../content/site';
import { clearLayoutShifts, expect, layoutShifts, nextFrames, partsDrawn, recordLayoutShifts } from './fixtures';

/**
 * Holds back every script bundle, as on a slow phone before hydration. Returns a function that
 * lets them through (the page then hydrates).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Holds every request to EmailJS unanswered; `answer` fulfils them later. */
export async function holdEmailJs(page: Page) {
  const requests: Route[] = [];
  await page.route('https://api.emailjs.com/**', (route) => {
    requests.push(route);
  });
  return {
    requests,
    answer: () => Promise.all(requests.map((route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }))),
  };
}

/** Every request the page makes from now on (documents included). */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** No typed value may travel in any URL: checks every recorded request and the page's own address. */
export function expectNoValueInUrls(page: Page, requests: Request[], values: string[]): void {
  const decode = (url: string) => {
    try {
      return decodeURIComponent(url.replace(/\+/g, ' '));
    } catch {
      return url;
    }
  };
  const urls = [page.url(), ...requests.map((r) => r.url())].map(decode);
  for (const value of values) {
    expect(
      urls.filter((url) => url.includes(value)),
      `URLs carrying "${value}"`,
    ).toEqual([]);
  }
}

/**
 * Opens another page (a navigation the form had started would be requested before it), then checks
 * that no URL of the whole test carried a typed value.
 */
export async function expectNoValueInUrlsAfterLeaving(page: Page, requests: Request[], values: string[], elsewhere = '/about/'): Promise<void> {
  await page.goto(elsewhere, { waitUntil: 'commit' });
  expectNoValueInUrls(page, requests, values);
}

/** Answers every EmailJS request with 200 OK; returns them as they come. */
export async function acceptEmailJs(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('https://api.emailjs.com/**', (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return requests;
}

/**
 * Before the script runs Send cannot work: tries it the ways a visitor can (a tap on the button,
 * Enter in `field`), then checks the notice with the hospital's call, WhatsApp and e-mail links.
 */
export async function trySendingBeforeScript(page: Page, form: Locator, field: Locator, testId: string): Promise<void> {
  const button = form.locator('button[type="submit"]');
  await expect(button).toBeDisabled();
  await expect(form).toHaveAttribute('method', 'post');
  await button.click({ force: true });
  await field.press('Enter');
  const box = page.getByTestId(`${testId}-reach-us`);
  const notice = box.getByTestId(`${testId}-not-ready`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('call, WhatsApp or e-mail us');
  await expect(box.getByTestId(`${testId}-other-ways`)).toBeHidden();
  await expect(box.getByTestId(`${testId}-reach-us-call`)).toHaveAttribute('href', site.contact.phone.tel);
  await expect(box.getByTestId(`${testId}-reach-us-whatsapp`)).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expect(box.getByTestId(`${testId}-reach-us-email`)).toHaveAttribute('href', `mailto:${site.contact.email}`);
}

/**
 * Once the script has run: the notice has given way to the other ways to reach the hospital, in
 * the same box with the same links, which has kept its height (nothing below it moved).
 */
export async function expectOtherWays(page: Page, testId: string, heightBefore?: number): Promise<void> {
  const box = page.getByTestId(`${testId}-reach-us`);
  await expect(box.getByTestId(`${testId}-not-ready`)).toBeHidden();
  await expect(box.getByTestId(`${testId}-other-ways`)).toBeVisible();
  await expect(box.getByTestId(`${testId}-reach-us-call`)).toHaveAttribute('href', site.contact.phone.tel);
  if (heightBefore !== undefined) expect(await box.evaluate((el) => el.getBoundingClientRect().height)).toBe(heightBefore);
}

/**
 * A visitor on a slow phone who scrolls on before the page's scripts have come: at 375 px, with the
 * scripts held, `path` is scrolled until the element `testId` is `fromTop` px from the top of the
 * screen, so what follows it fills the rest; then the scripts run and the page hydrates. Layout
 * shifts count from the moment they are let go (the header, which turns fixed once its script sees
 * the scroll, aside: read them with `layoutShifts`). Returns the element's height before.
 */
export async function scrollThenLetScriptsRun(page: Page, path: string, testId: string, fromTop: number): Promise<number> {
  await page.setViewportSize({ width: 375, height: 800 });
  await recordLayoutShifts(page, '[data-testid="site-header"]');
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The parts a first paint leaves out are drawn two a frame after it (components/layout/first-paint.ts).
  await expect.poll(() => partsDrawn(page)).toBe(true);
  const target = page.getByTestId(testId);
  await target.evaluate((el, fromTop) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - fromTop), fromTop);
  await nextFrames(page);
  const height = await target.evaluate((el) => el.getBoundingClientRect().height);
  await clearLayoutShifts(page);
  await release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return height;
}

/**
 * `scrollThenLetScriptsRun` with a form's reach-us box (below its Send button) 200 px from the top:
 * the notice gives way to the other ways to reach the hospital, the box keeps its height, and
 * nothing on screen moves.
 */
export async function expectNothingMovesWhenScriptsArriveLate(page: Page, path: string, testId: string): Promise<void> {
  const height = await scrollThenLetScriptsRun(page, path, `${testId}-reach-us`, 200);
  await expectOtherWays(page, testId, height);
  await nextFrames(page);
  expect(await layoutShifts(page)).toEqual([]);
}
