/**
 * The language switch (header and mobile menu, on every template, with and without scripts), the
 * hint for browsers that prefer Hindi, and the shell's own texts and typography on Hindi pages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, layoutShifts, nextFrames, recordLayoutShifts, visit } from './fixtures';
import { treatments as treatmentsHi } from '../content/treatments/index.hi';
import { site } from '../content/site';
import { openingHoursText as hoursHi, site as siteHi } from '../content/site.hi';
import { common as commonHi } from '../lib/i18n/hi/common';

/** One page of every template, by its English path (percent-encoded, as links write it). */
const TEMPLATES = [
  ['home', '/'],
  ['about', '/about/'],
  ['treatments list', '/treatments/'],
  ['treatment', '/treatment-details/Cataract/'],
  ['project', '/projects/One%20Eye%20One%20Tree/'],
  ['doctor profile', '/doctor-profile/Dr%20Anil%20Kumar%20Sinha/'],
  ['doctors', '/doctor/'],
  ['blog post', '/blogs/cataract-surgery-day-guide/'],
  ['blog', '/blog/'],
  ['contact', '/contact/'],
  ['appointment', '/appointment/'],
  ['emergency', '/emergency/'],
  ['your visit', '/your-visit/'],
  ['costs', '/costs/'],
  ['gallery', '/gallery/'],
  ['feedback', '/feedback/'],
  ['mission', '/mission/'],
  ['accessibility', '/accessibility/'],
] as const;

const hindi = (path: string) => `/hi${path}`;

/** The switch as the server wrote it: what a browser without scripts follows. */
async function serverSwitch(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<a [^>]*data-testid="(topbar|header|menu)-language"[^>]*>/g)].map((m) => m[0]);
  // The mobile menu's switch is not in the HTML: the menu exists only while open (scripts).
  expect(tags, `switches in ${path}`).toHaveLength(2);
  return tags.map((tag) => ({
    href: /href="([^"]*)"/.exec(tag)![1],
    lang: /lang="([^"]*)"/.exec(tag)![1],
    hreflang: /hrefLang="([^"]*)"|hreflang="([^"]*)"/i.exec(tag)!.slice(1).find(Boolean),
  }));
}

async function expectPage(page: Page, path: string, htmlLang: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
}

test.describe('language switch on every template', () => {
  for (const [template, path] of TEMPLATES) {
    test(`${template}: header switch goes to the Hindi twin and back`, async ({ page, request }) => {
      // Top bar (below 640 px) and header row: both work without scripts.
      expect(await serverSwitch(request, path)).toEqual(Array(2).fill({ href: hindi(path), lang: 'hi', hreflang: 'hi-IN' }));
      expect(await serverSwitch(request, hindi(path))).toEqual(Array(2).fill({ href: path, lang: 'en', hreflang: 'en-IN' }));

      await visit(page, path);
      await expectPage(page, path, 'en-IN');
      const toHindi = page.getByTestId('header-language');
      await expect(toHindi).toHaveText('हिन्दी');
      await expect(toHindi).toHaveAccessibleName('हिन्दी');
      await expect(toHindi).toHaveAttribute('lang', 'hi');
      await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
      await toHindi.click();
      await expectPage(page, hindi(path), 'hi-IN');

      const toEnglish = page.getByTestId('header-language');
      await expect(toEnglish).toHaveText('English');
      await expect(toEnglish).toHaveAccessibleName('English');
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
      await toEnglish.click();
      await expectPage(page, path, 'en-IN');
    });

    test(`${template}: mobile menu switch goes to the Hindi twin and back`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await visit(page, path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'हिन्दी' }).click();
      await expectPage(page, hindi(path), 'hi-IN');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

      await page.getByRole('button', { name: commonHi.nav.openMenu }).click();
      const menuHi = page.getByRole('dialog', { name: commonHi.nav.menuTitle });
      const toEnglish = menuHi.getByRole('link', { name: 'English' });
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
      await toEnglish.click();
      await expectPage(page, path, 'en-IN');
    });
  }

  test('the treatments-detail alias: each language links to its twin and sends on to its own list', async ({ page, request }) => {
    expect((await serverSwitch(request, '/treatments-detail/'))[0].href).toBe('/hi/treatments-detail/');
    expect((await serverSwitch(request, '/hi/treatments-detail/'))[0].href).toBe('/treatments-detail/');
    await page.goto('/hi/treatments-detail/');
    await expectPage(page, '/hi/treatments/', 'hi-IN');
  });

  test.describe('without JavaScript at 320 px', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

    test('the switch shows in the top bar, fits and leads to the twin of a project page and back', async ({ page }) => {
      const path = '/projects/One%20Eye%20One%20Tree/';
      await page.goto(path);
      await expect(page.getByTestId('header-language')).toBeHidden();
      const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
      await expect(toHindi).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await toHindi.click();
      await expectPage(page, hindi(path), 'hi-IN');
      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
      await expect(toEnglish).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await toEnglish.click();
      await expectPage(page, path, 'en-IN');
    });
  });

  test('the 404 page links to the twin of the address asked for', async ({ page }) => {
    await page.goto('/no-such-page/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByTestId('header-language')).toHaveAttribute('href', '/hi/no-such-page/');
  });

  test('the switch leaves out the query (it may hold what a visitor chose)', async ({ page }) => {
    await visit(page, '/appointment/?branch=chatra#form');
    await expect(page.getByTestId('header-language')).toHaveAttribute('href', '/hi/appointment/');
  });
});

test.describe('hint for browsers that prefer Hindi', () => {
  const PATH = '/treatment-details/Cataract/';

  test.describe('with Hindi first', () => {
    test.use({ locale: 'hi-IN' });

    test('shows on an English page in Hindi, links to the twin, and once closed stays closed', async ({ page }) => {
      await visit(page, PATH);
      const hint = page.getByTestId('language-hint');
      await expect(hint).toBeVisible();
      await expect(hint).toHaveAttribute('lang', 'hi');
      await expect(hint.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', hindi(PATH));
      // Over the page, clear of the back-to-top button's corner.
      const box = (await hint.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280 - 64);
      await hint.getByRole('button', { name: 'बंद करें' }).click();
      await expect(hint).toBeHidden();
      for (const next of [PATH, '/about/']) {
        await visit(page, next);
        // Two frames for the hint's own effect, so its absence is not just "not yet".
        await nextFrames(page);
        await expect(page.getByTestId('language-hint')).toHaveCount(0);
      }
    });

    test('is not in the server HTML, and its arrival moves nothing on the page', async ({ page, request }) => {
      expect(await (await request.get(PATH)).text()).not.toContain('language-hint');
      await page.setViewportSize({ width: 375, height: 800 });
      await recordLayoutShifts(page);
      await visit(page, PATH);
      await expect(page.getByTestId('language-hint')).toBeVisible();
      await nextFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('never shows on Hindi pages', async ({ page }) => {
      await visit(page, hindi(PATH));
      await nextFrames(page);
      await expect(page.getByTestId('language-hint')).toHaveCount(0);
    });
  });

  test('does not show when the browser prefers English', async ({ page }) => {
    expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^en/);
    await visit(page, PATH);
    await nextFrames(page);
    await expect(page.getByTestId('language-hint')).toHaveCount(0);
  });
});

test.describe('the shell on Hindi pages', () => {
  test('header, menus, top bar and footer are in Hindi, with slug links in /hi/', async ({ page }) => {
    await visit(page, '/hi/about/');
    const nav = page.getByRole('navigation', { name: commonHi.nav.label });
    for (const label of [commonHi.nav.aboutUs, commonHi.nav.ourProjects, commonHi.nav.treatments, commonHi.nav.forPatients]) {
      await expect(nav.getByRole('button', { name: label })).toBeVisible();
    }
    await expect(page.getByTestId('header-emergency')).toHaveText(commonHi.nav.emergency);
    await expect(page.getByTestId('header-appointment')).toHaveAttribute('href', '/hi/appointment/');
    await expect(page.getByTestId('top-bar')).toContainText(siteHi.contact.addressShort);

    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', { name: commonHi.footer.usefulLinks })).toBeVisible();
    await expect(footer.getByRole('link', { name: commonHi.nav.appointment })).toHaveAttribute('href', '/hi/appointment/');
    const services = page.getByTestId('footer-services').locator('a');
    await expect(services).toHaveText(treatmentsHi.map((t) => t.name));
    expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      treatmentsHi.map((t) => `/hi/treatment-details/${encodeURIComponent(t.slug)}/`),
    );
    await expect(footer).toContainText(hoursHi);
    await expect(footer).toContainText(siteHi.name);
    await expect(page.getByTestId('chat-link')).toHaveAttribute('href', new RegExp(encodeURIComponent(siteHi.name)));
    await expect(page.getByTestId('chat-link')).toHaveAccessibleName(commonHi.chat);
  });

  test('the donation dialog shows the trust and bank in Hindi', async ({ page }) => {
    await visit(page, '/hi/');
    await page.getByRole('link', { name: commonHi.joinMission.contribute }).click();
    const dialog = page.getByRole('dialog', { name: commonHi.donate.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(siteHi.giving.note);
    await expect(dialog).toContainText(siteHi.giving.bank.accountName);
    await expect(dialog).toContainText(siteHi.giving.bank.bank);
    await expect(dialog.getByRole('heading', { name: commonHi.donate.receipt })).toBeVisible();
    const receipt = dialog.getByTestId('donate-receipt');
    await expect(receipt).toHaveText(site.contact.email);
    // A Hindi subject; the address carries nothing the donor typed.
    expect(decodeURIComponent((await receipt.getAttribute('href'))!)).toBe(`mailto:${site.contact.email}?subject=${siteHi.giving.receipt.subject}`);
  });

  test('the splash says the Hindi name and tagline', async ({ request }) => {
    const html = await (await request.get('/hi/')).text();
    const splash = /<div[^>]*data-testid="splash"[\s\S]*?<\/div>/.exec(html)![0];
    expect(splash).toContain(siteHi.name);
    expect(splash).toContain(siteHi.tagline);
  });

  test('Hindi text asks for the Devanagari fonts first, English text for the Latin ones', async ({ page }) => {
    // The first family named is the one the browser tries first; the rest is fallback.
    const first = (el: Element) => getComputedStyle(el).fontFamily.split(',')[0].trim().replace(/^["']|["']$/g, '');
    await visit(page, '/hi/');
    expect(await page.locator('body').evaluate(first)).toBe('Noto Sans Devanagari');
    expect(await page.locator('main h1').first().evaluate(first)).toBe('Noto Sans Devanagari');
    expect(await page.getByTestId('site-footer').locator('p').first().evaluate(first)).toBe('Noto Sans Devanagari');
    // Numbers set in monospace stay monospace.
    expect(await page.getByTestId('giving').getByTestId('donate-upi').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace$/);
    await visit(page, '/');
    expect(await page.locator('body').evaluate(first)).toBe('system-ui');
    // The Hindi words of an English page (the language switch) have lang="hi" and the Hindi order.
    expect(await page.getByTestId('header-language').evaluate(first)).toBe('Noto Sans Devanagari');
    expect(await page.getByTestId('header-language').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/system-ui, Arial, sans-serif$/);
  });

  test('Devanagari has no letter-spacing or capitals, and body text a tall line', async ({ page }) => {
    await visit(page, '/hi/');
    // The hero's live carousel replaces its server-rendered first slide: read after the swap, not
    // from elements it is about to remove (they have no computed style once removed). Paused under
    // reduced motion, it comes once the visitor reaches for it: a mouse over the photos.
    const slides = page.getByTestId('hero').locator('[data-carousel]');
    await slides.hover();
    await expect(slides).toHaveAttribute('data-carousel', 'ready');
    // Tailwind's tracking and uppercase utilities, wherever the templates use them, are undone.
    const styled = await page.locator('[class*="tracking-"], [class*="uppercase"]').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { spacing: style.letterSpacing, transform: style.textTransform };
      }),
    );
    expect(styled.length).toBeGreaterThan(0);
    for (const s of styled) expect(s).toEqual({ spacing: 'normal', transform: 'none' });
    const ratios = await page.locator('main p, footer p').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
      }),
    );
    expect(ratios.length).toBeGreaterThan(3);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(1.6);
  });
});
