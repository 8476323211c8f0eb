/**
 * The site before and without its scripts: JavaScript switched off, or the page's script bundles
 * held back (a slow 2G phone that has the HTML and CSS but not yet the JavaScript).
 */
import type { Page } from '@playwright/test';
import { treatments } from '../content/treatments';
import { site } from '../content/site';
import { getContent } from '../lib/content';
import { GIVING_ID } from '../lib/constants';
import type { Dictionary, Locale } from '../lib/i18n';
import { en } from '../lib/i18n/en';
import { hi } from '../lib/i18n/hi';
import { axe, test, expect, visit } from './fixtures';

/**
 * Holds every script bundle until the returned release is called (or the test ends); the stylesheet
 * still arrives. A visit while they are held must not wait for `load`, which the page's loader can
 * tie to the held scripts: use `commit` or `domcontentloaded`.
 */
async function holdBackScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**', async (route) => {
    if (route.request().url().endsWith('.js')) await held;
    await route.continue();
  });
  return release;
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

/** The giving details above the footer, read as a donor would: UPI ID, account number, IFSC, where to write for a receipt. */
async function expectGivingDetails(page: Page, text: Dictionary['common']['donate'], locale: Locale) {
  const giving = page.getByTestId('giving');
  await expect(giving).toBeVisible();
  await expect(giving.getByRole('heading', { name: text.upi })).toBeVisible();
  await expect(giving.getByTestId('donate-upi')).toHaveText(site.giving.upi);
  await expect(giving.getByTestId('donate-bank')).toContainText(site.giving.bank.accountNumber);
  await expect(giving.getByTestId('donate-bank')).toContainText(text.ifsc);
  await expect(giving.getByTestId('donate-bank')).toContainText(site.giving.bank.ifsc);
  // The note asks for name and PAN by e-mail: the address is a link there, with a subject in the page's language.
  const { receipt } = getContent(locale).site.giving;
  await expect(giving.getByRole('heading', { name: text.receipt })).toBeVisible();
  const mail = giving.getByRole('link', { name: receipt.email });
  await expect(mail).toHaveAttribute('href', `mailto:${site.contact.email}?subject=${encodeURIComponent(receipt.subject)}`);
  await expect(mail).toBeVisible();
  await expect(giving).toBeInViewport();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, dict, lang, locale } of [
    { path: '/', dict: en, lang: 'en-IN', locale: 'en' },
    { path: '/hi/', dict: hi, lang: 'hi-IN', locale: 'hi' },
  ] as const) {
    test(`a donor reads the UPI ID and bank details above the footer (${path})`, async ({ page }) => {
      await page.goto(path);
      // Shown from the start, not only once a link has led to them.
      await expect(page.getByTestId('giving')).toBeVisible();
      const contribute = page.getByRole('link', { name: dict.common.joinMission.contribute });
      await expect(contribute).toHaveAttribute('href', `#${GIVING_ID}`);
      await contribute.click();
      await expect(page).toHaveURL(new RegExp(`#${GIVING_ID}$`));
      await expectGivingDetails(page, dict.common.donate, locale);
      await expect(page.getByTestId('giving').locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', lang);
    });
  }

  test('Give now on /costs/ leads to the giving details', async ({ page }) => {
    await page.goto('/costs/');
    await page.getByTestId('give-now').click();
    await expect(page).toHaveURL(new RegExp(`/costs/#${GIVING_ID}$`));
    await expectGivingDetails(page, en.common.donate, 'en');
  });

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

test.describe('with the scripts held back', () => {
  test('Contribute shows the giving details; once hydrated it opens the dialog instead', async ({ page }) => {
    const release = await holdBackScripts(page);
    // Not 'load': the page asks for its scripts once its first picture and its data are in, so when
    // the icon sprite comes later than both, the load event waits for the held scripts (1 run in 60
    // hung under load; with the sprite held for 3 s, 6 runs in 6).
    await page.goto('/about/', { waitUntil: 'domcontentloaded' });
    const giving = page.getByTestId('giving');
    await expect(giving).toBeHidden();
    await page.getByRole('link', { name: 'Contribute' }).click();
    await expectGivingDetails(page, en.common.donate, 'en');

    release();
    await page.goto('/about/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(giving).toBeHidden();
    await page.getByRole('link', { name: 'Contribute' }).click();
    await expect(page.getByRole('dialog', { name: 'Support free eye care' })).toBeVisible();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(giving).toBeHidden();
  });
});

test.describe('the giving details when a link leads to them', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    // axe needs scripts in the page, so this is the other way the details show: led to by a link
    // (with the scripts held back, axe's run could hang on the held page: one run in six here).
    test(`they pass axe (${colorScheme} theme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await visit(page, `/hi/#${GIVING_ID}`);
      await expect(page.getByTestId('giving')).toBeVisible();
      const results = await axe(page).include(`#${GIVING_ID}`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
