/** Helpers shared by the contact form and appointment specs. */
import type { Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';

/** Stops the page's fake clock a moment from now, so only clock.runFor moves time on. */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

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
