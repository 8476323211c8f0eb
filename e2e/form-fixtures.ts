/** Helpers shared by the contact form and appointment specs. */
import type { Locator, Page, Request, Route } from '@playwright/test';
import { site } from '../content/site';
import { expect } from './fixtures';

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
  const notice = page.getByTestId(`${testId}-not-ready`);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('call, WhatsApp or e-mail us');
  await expect(notice.getByTestId(`${testId}-not-ready-call`)).toHaveAttribute('href', site.contact.phone.tel);
  await expect(notice.getByTestId(`${testId}-not-ready-whatsapp`)).toHaveAttribute('href', 'https://wa.me/919876543210');
  await expect(notice.getByTestId(`${testId}-not-ready-email`)).toHaveAttribute('href', `mailto:${site.contact.email}`);
}
