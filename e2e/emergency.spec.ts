/**
 * /emergency/: the 24x7 number comes first, then the tiers, first aid and what not to do; and the
 * Emergency link is one tap away in the header of every kind of page at 375 and 1280 px.
 */
import emergency from '../content/emergency';
import { site } from '../content/site';
import { getDictionary } from '../lib/i18n';
import { defaultLocale, locales } from '../lib/i18n/locales';
import { routes } from '../lib/routes';
import { browseUrl, kindOfPage, localeOfPage, onePagePerKind } from '../scripts/gates/site-files';
import { test, expect, visit } from './fixtures';

test.describe('/emergency/', () => {
  test('the 24x7 number is the first thing in the page, above the heading', async ({ page }) => {
    await visit(page, '/emergency/');
    await expect(page).toHaveTitle('Eye emergency | Drishti Eye Hospital');
    const main = page.locator('main');
    const firstLink = main.locator('a').first();
    await expect(firstLink).toHaveAttribute('href', site.contact.emergency.tel);
    await expect(firstLink).toContainText(site.contact.emergency.display);
    await expect(firstLink).toHaveAccessibleName(new RegExp(site.contact.emergency.display.replace(/[+]/g, '\\+')));
    const call = await firstLink.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(call!.y + call!.height).toBeLessThanOrEqual(heading!.y);
    // Nothing in main comes before the call band.
    expect(await main.evaluate((el) => el.firstElementChild?.getAttribute('data-testid'))).toBe('emergency-call');
  });

  test('tiers from most to least urgent, first aid and what not to do', async ({ page }) => {
    await visit(page, '/emergency/');
    const tiers = page.getByTestId('section-tiers').locator('[data-tier]');
    await expect(tiers).toHaveCount(4);
    await expect(tiers.locator('h3')).toHaveText(emergency.tiers.map((t) => t.title));
    const now = page.locator('[data-tier="now"]');
    for (const sign of ['chemical', 'injury', 'suddenly cannot see', 'curtain or a shadow', 'flashes', 'Bad pain', 'After an eye operation']) await expect(now).toContainText(sign);
    await expect(page.locator('[data-first-aid="chemical"]')).toContainText('at least 15 minutes');
    await expect(page.locator('[data-first-aid="chemical"]')).toContainText('name of the product');
    const injury = page.locator('[data-first-aid="injury"]');
    for (const text of ['Do not rub or press', 'Do not pull out anything stuck', 'paper cup']) await expect(injury).toContainText(text);
    const doNot = page.getByTestId('section-do-not');
    for (const text of ['surma', 'steroid drops', 'milk']) await expect(doNot).toContainText(text);
    await expect(page.getByTestId('last-reviewed').locator('time')).toHaveAttribute('datetime', emergency.lastReviewed);
    await expect(page.getByRole('link', { name: 'Your visit' }).last()).toHaveAttribute('href', '/your-visit/');
  });

  test('structured data: a medical web page about the 24x7 emergency line, with its review date', async ({ page }) => {
    await visit(page, '/emergency/');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const webPage = blocks.find((b) => b['@type'] === 'MedicalWebPage');
    expect(webPage).toMatchObject({ lastReviewed: emergency.lastReviewed, name: 'Eye emergency' });
    expect(webPage.url).toMatch(/\/emergency\/$/);
    expect(webPage.about).toContainEqual(expect.objectContaining({ '@type': 'ContactPoint', contactType: 'emergency', telephone: site.contact.emergency.display }));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the number is still a tap-to-call link, first', async ({ page }) => {
      await page.goto('/emergency/');
      await expect(page.locator('main a').first()).toHaveAttribute('href', site.contact.emergency.tel);
      await expect(page.getByTestId('header-emergency')).toBeVisible();
    });
  });
});

/**
 * One page of each kind in each language, plus the 404 page (the links gate checks the link's HTML
 * on every page), each at one width: the English page of a kind at one, its Hindi twin at the other,
 * so every kind meets both headers (CI time: a page load per kind and language, not two).
 */
const samplePages = onePagePerKind();
const WIDTHS = [375, 1280] as const;
const widthOf = (entry: (typeof samplePages)[number]) => {
  const ofLocale = samplePages.filter((p) => localeOfPage(p) === localeOfPage(entry));
  return WIDTHS[(ofLocale.indexOf(entry) + (localeOfPage(entry) === defaultLocale ? 0 : 1)) % 2];
};
test('the sample covers every kind of page, each kind at both widths', () => {
  expect(samplePages.length).toBeGreaterThan(8);
  for (const width of WIDTHS) {
    const kinds = samplePages.filter((p) => widthOf(p) === width).map(kindOfPage);
    expect(new Set(kinds), `kinds at ${width} px`).toEqual(new Set(samplePages.map(kindOfPage)));
  }
});

for (const width of WIDTHS) {
  test.describe(`Emergency link, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const entry of samplePages.filter((p) => widthOf(p) === width)) {
      // One page of each kind in each language: the link leads to the emergency page of the page's
      // language (the one 404.html says its own in <html lang>, whatever the address).
      test(`is in the header of ${entry.path}, on screen, leading to the emergency page of its language`, async ({ page }) => {
        // Server-rendered: no need to wait for scripts or the load event.
        await page.goto(browseUrl(entry), { waitUntil: 'domcontentloaded' });
        const lang = (await page.locator('html').getAttribute('lang')) ?? '';
        const locale = entry.file === '404.html' ? (locales.find((l) => lang.startsWith(l)) ?? defaultLocale) : localeOfPage(entry);
        const link = page.getByTestId('header-emergency');
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport();
        await expect(link).toHaveAttribute('href', routes.emergency(locale));
        await expect(link).toHaveAccessibleName(new RegExp(getDictionary(locale).common.nav.emergency));
      });
    }

    test('stays on screen after scrolling, and one tap opens /emergency/', async ({ page }) => {
      await visit(page, '/treatments/');
      await page.mouse.wheel(0, 2500);
      await expect(page.getByTestId('site-header')).toHaveAttribute('data-fixed', 'true');
      const link = page.getByTestId('header-emergency');
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(/\/emergency\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eye emergency');
    });
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu has the Emergency link too', async ({ page }) => {
    await visit(page, '/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByTestId('menu-emergency').click();
    await expect(page).toHaveURL(/\/emergency\/$/);
    await expect(menu).toBeHidden();
  });

  test('the header with the Emergency link fits 320 px without sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/emergency/', '/doctor/']) {
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      await expect(page.getByTestId('header-emergency')).toBeInViewport({ ratio: 1 });
    }
  });
});
