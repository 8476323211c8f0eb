/**
 * The site before and without its scripts: JavaScript switched off, or the page's script bundles
 * held back (a slow 2G phone that has the HTML and CSS but not yet the JavaScript).
 */
import type { Page } from '@playwright/test';
import { treatments } from '../content/treatments';
import { test, expect } from './fixtures';

/** Holds every script bundle until the test ends; the stylesheet still arrives. */
async function holdBackScripts(page: Page) {
  await page.route('**/_next/static/**', (route) => (route.request().url().endsWith('.js') ? new Promise<void>(() => {}) : route.continue()));
}

/** What the browser would hit at the centre of the window: the splash, or something on the page. */
function topmostAtCentre(page: Page) {
  return page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return hit?.closest('[data-testid="splash"]') ? 'splash' : 'page';
  });
}

const WITHOUT_SCRIPTS = [
  { name: 'JavaScript off', javaScriptEnabled: false, hold: false },
  { name: 'scripts held back', javaScriptEnabled: true, hold: true },
] as const;

for (const mode of WITHOUT_SCRIPTS) {
  for (const width of [375, 1280]) {
    test.describe(`splash with ${mode.name}, ${width} px`, () => {
      // The splash is skipped under reduced motion, so these visitors see it.
      test.use({ javaScriptEnabled: mode.javaScriptEnabled, reducedMotion: 'no-preference', viewport: { width, height: 800 } });

      test('after 3 s it no longer takes taps: a link on /about/ follows', async ({ page }) => {
        if (mode.hold) await holdBackScripts(page);
        // Animations are paused while the page loads, so a busy machine cannot let the 3 s pass
        // before the first look: the splash must take the tap at first, then stop taking it.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Animation.enable');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
        await page.goto('/about/', { waitUntil: 'commit' });
        await expect(page.getByTestId('splash')).toBeVisible();
        expect(await topmostAtCentre(page)).toBe('splash');
        await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
        // The CSS fade ends at 3 s; from then on the page underneath gets every tap.
        await expect.poll(() => topmostAtCentre(page), { timeout: 6000 }).toBe('page');
        const link = page.getByTestId('site-footer').getByRole('link', { name: 'Accessibility' });
        await link.click({ timeout: 2000 });
        await expect(page).toHaveURL(/\/accessibility\/$/);
      });
    });
  }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a treatment FAQ answer opens and closes from its question', async ({ page }) => {
    const { faq, name } = treatments[0];
    await page.goto(`/treatment-details/${encodeURIComponent(name)}/`);
    const list = page.getByTestId('faq');
    const answer = list.getByText(faq.list[1].answer);
    await expect(answer).toBeHidden();
    await list.getByText(faq.list[1].question).click();
    await expect(answer).toBeVisible();
    await list.getByText(faq.list[1].question).click();
    await expect(answer).toBeHidden();
  });

  test('the 404 page says the page is missing and offers ways on', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    const box = page.getByTestId('not-found');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(box.getByText('We could not find that page.', { exact: false })).toBeVisible();
    await expect(box.getByText('Looking for the page…')).toBeHidden();
    await expect(box.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(box.getByRole('link', { name: 'See all treatments' })).toBeVisible();
    await expect(box.getByRole('link', { name: 'Contact us' })).toBeVisible();
  });
});
