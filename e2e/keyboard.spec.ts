/**
 * Keyboard-only use: every control reachable with Tab shows a visible outline, and the skip link,
 * desktop dropdowns, mobile menu and donation dialog work without a mouse. Pages are found by
 * walking out/, so a new page is covered without editing this file.
 */
import type { Page } from '@playwright/test';
import { browseUrl, kindOfPage, localeOfPage, onePagePerKind } from '../scripts/gates/site-files';
import { test, expect, visit } from './fixtures';

interface FocusInfo {
  description: string;
  outline: string;
  visibleOutline: boolean;
  rendered: boolean;
  insideSelector: boolean;
  /** Focus is on a date field's calendar button (a stop inside the field that CSS styles as a part). */
  pickerFocus: boolean;
  /** Focus is on one of the browser's own video controls (inside the <video>; the browser draws their ring). */
  mediaControlFocus: boolean;
  /** Which element has focus: tag, id, href, text and place in the document (a Tab walk stops when it comes round again). */
  key: string;
}

/** What has focus now, whether it shows an outline, and whether it is inside `within`: one round trip (a Tab walk makes hundreds). */
function focusInfo(page: Page, within = 'body'): Promise<FocusInfo | null> {
  return page.evaluate((selector) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    // A stretched-link card draws its ring on the link's ::after, which covers the whole card.
    const ringed = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    const pseudo = (['::after', '::before'] as const).map((p) => getComputedStyle(el, p)).find((s) => s.content !== 'none' && s.content !== 'normal' && ringed(s));
    const style = pseudo ?? getComputedStyle(el);
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      description: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${label}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      visibleOutline: ringed(style),
      rendered: el.getClientRects().length > 0,
      insideSelector: Boolean(el.closest(selector)),
      pickerFocus: el instanceof HTMLInputElement && el.type === 'date' && !el.matches(':focus'),
      mediaControlFocus: el instanceof HTMLMediaElement && !el.matches(':focus'),
      key: `${el.tagName}|${el.id}|${el.getAttribute('href')}|${el.textContent?.slice(0, 30)}|${[...document.querySelectorAll('*')].indexOf(el)}`,
    };
  }, within);
}

/**
 * The calendar button's ring cannot be read from computed styles (its focus state is internal), so
 * compare the field's pixels with and without the ring.
 */
async function expectPickerRing(page: Page): Promise<void> {
  const clip = await page.evaluate(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return { x: Math.max(0, r.x - 6), y: Math.max(0, r.y - 6), width: r.width + 12, height: r.height + 12 };
  });
  const withRing = await page.screenshot({ clip, animations: 'disabled' });
  const off = await page.addStyleTag({ content: "input[type='date']::-webkit-calendar-picker-indicator { outline: none !important; }" });
  const without = await page.screenshot({ clip, animations: 'disabled' });
  await off.evaluate((el) => (el as Element).remove());
  expect(withRing.equals(without), 'the date field’s calendar button shows a focus ring').toBe(false);
}

async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info, 'something has focus').not.toBeNull();
  if (info!.pickerFocus) {
    await expectPickerRing(page);
    return info!;
  }
  expect(info!.visibleOutline, `${info!.description} shows a focus outline (${info!.outline})`).toBe(true);
  expect(info!.rendered, `${info!.description} is rendered`).toBe(true);
  return info!;
}

/** Presses Tab until `name` has focus (checking the outline of every stop on the way). */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await matches()) return;
  }
  throw new Error(`not reached within ${limit} Tab presses`);
}

const isFocused = (page: Page, selector: string) => () => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

// One page of each kind, once at each width: pages of one template share their controls, in both
// languages (CI time; the Tab walk is the slowest check per page). The desktop walk is in English;
// the phone walk is in Hindi, where most Hindi readers are and where the longer Hindi labels are
// likeliest to push a control out of sight. So every template is walked at both widths and in both
// languages.
test('the Tab walk meets every kind of page at both widths: the English samples and the Hindi ones are of the same kinds', () => {
  const kinds = (locale: string) => onePagePerKind().filter((e) => localeOfPage(e) === locale).map(kindOfPage).sort();
  expect(kinds('en').length).toBeGreaterThan(8);
  expect(kinds('hi')).toEqual(kinds('en'));
});

test.describe('every Tab stop shows a visible outline', () => {
  for (const width of [1280, 375]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const entry of onePagePerKind().filter((e) => localeOfPage(e) === (width === 375 ? 'hi' : 'en'))) {
        test(entry.path, async ({ page }) => {
          await page.goto(browseUrl(entry));
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          const seen = new Set<string>();
          let stops = 0;
          let last = '';
          for (let i = 0; i < 400; i++) {
            await page.keyboard.press('Tab');
            const info = await focusInfo(page);
            if (!info) break; // focus left the document: the whole page was walked
            // A date field keeps focus while Tab moves through its parts and its calendar button.
            const samePlace = info.key === last;
            last = info.key;
            if (!samePlace && seen.has(info.key)) break; // wrapped around
            seen.add(info.key);
            stops++;
            if (info.pickerFocus) await expectPickerRing(page);
            else if (info.mediaControlFocus) continue; // the <video> itself was checked on its own stop
            else expect(info.visibleOutline, `${info.description} shows a focus outline (${info.outline})`).toBe(true);
            expect(info.rendered, `${info.description} is rendered`).toBe(true);
          }
          expect(stops, 'the page has keyboard stops').toBeGreaterThan(5);
        });
      }
    });
  }
});

test('the skip link is the first stop, visible, and moves focus to the main content', async ({ page }) => {
  await visit(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  // The next Tab continues inside the main content, not back at the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')) || document.activeElement?.closest('footer') !== null)).toBe(true);
});

test.describe('desktop dropdowns', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('open with Enter and Space, walk with Tab, close on Escape and when focus leaves', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [section, key] of [['about', 'Enter'], ['projects', ' '], ['treatments', 'Enter']] as const) {
      const button = nav.locator(`button[data-section="${section}"]`);
      const menu = page.locator(`#nav-menu-${section}`);
      await tabTo(page, isFocused(page, `button[data-section="${section}"]`));
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      const links = await menu.getByRole('link').count();
      expect(links).toBeGreaterThan(3);
      for (let i = 0; i < links; i++) {
        await page.keyboard.press('Tab');
        const info = await focusInfo(page, `#nav-menu-${section}`);
        expect(info?.insideSelector, `stop ${i + 1} is inside the ${section} menu`).toBe(true);
        await expectVisibleFocus(page);
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      // Open again and Tab out past the last link: the menu closes behind the focus.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
    }
  });

  test('following a dropdown link with Enter navigates', async ({ page }) => {
    await visit(page, '/');
    await tabTo(page, isFocused(page, 'button[data-section="about"]'));
    await page.keyboard.press('Enter');
    const links = page.locator('#nav-menu-about a');
    const count = await links.count();
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toBe(await links.first().getAttribute('href'));
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`));
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the keyboard, keeps Tab inside, expands sections and closes on Escape', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, async () => (await open.evaluate((el) => el === document.activeElement)) === true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo(page, '#mobile-menu');
      expect(info?.insideSelector, `Tab ${i + 1} stays in the menu (${info?.description})`).toBe(true);
      await expectVisibleFocus(page);
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focusInfo(page, '#mobile-menu'))?.insideSelector, `Shift+Tab ${i + 1} stays in the menu`).toBe(true);
    }
    const projects = menu.getByRole('button', { name: 'Our Projects' });
    await projects.focus();
    await page.keyboard.press('Enter');
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-section="projects"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('donation dialog', () => {
  for (const width of [1280, 375]) {
    test(`opens from the keyboard, keeps focus inside and returns it on Escape (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/');
      const contribute = page.getByRole('link', { name: 'Contribute' });
      await tabTo(page, async () => (await contribute.evaluate((el) => el === document.activeElement)) === true, 200);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
      await expect(dialog).toBeVisible();
      // A modal <dialog> makes the page inert: Tab cycles through the dialog and, as browsers do
      // for native modals, may pass through the browser's own controls, but never reaches the page.
      let insideStops = 0;
      for (let i = 0; i < 8; i++) {
        const info = await focusInfo(page, 'dialog[open]');
        if (info) {
          expect(info.insideSelector, `focus ${i} is in the dialog (${info.description})`).toBe(true);
          await expectVisibleFocus(page);
          insideStops++;
        }
        await page.keyboard.press('Tab');
      }
      expect(insideStops).toBeGreaterThanOrEqual(6);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(contribute).toBeFocused();
      // The close button works from the keyboard too.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: /close/i }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    });
  }
});

/** Presses Tab until `locator` has focus, checking the outline of every stop on the way. */
async function tabToLocator(page: Page, locator: import('@playwright/test').Locator, limit = 200): Promise<void> {
  await tabTo(page, () => locator.evaluate((el) => el === document.activeElement), limit);
}

test.describe('forms without a mouse', () => {
  test('the contact form is filled in and sent with the keyboard alone', async ({ page }) => {
    const posted: string[] = [];
    await page.route('https://api.emailjs.com/**', (route) => {
      posted.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await visit(page, '/contact/');
    const form = page.getByTestId('contact-form');
    await tabToLocator(page, form.getByLabel('Your name'));
    for (const text of ['Sita Devi', 'sita@example.org', '9876543210', 'Eye check-up', 'My left eye is blurred.']) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
    // The honeypot is out of the Tab order: the next stop is the send button.
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
    expect(posted).toHaveLength(1);
  });

  test.describe('appointment', () => {
    test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-US' });

    test('the appointment form is filled in and sent with the keyboard alone', async ({ page }) => {
      await page.route('https://api.emailjs.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
      await page.clock.setFixedTime(new Date('2026-03-10T10:00:00+05:30'));
      await visit(page, '/appointment/');
      const form = page.getByTestId('appointment-form');
      await tabToLocator(page, form.getByLabel('Patient name'));
      await page.keyboard.type('Sita Devi');
      await page.keyboard.press('Tab');
      await page.keyboard.type('9876543210');
      await page.keyboard.press('Tab');
      await page.keyboard.type('64');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Branch')).toBeFocused();
      await page.keyboard.type('Chatra');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Reason for visit')).toBeFocused();
      await page.keyboard.type('Cataract');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Preferred date')).toBeFocused();
      await page.keyboard.type('03122026');
      // Out of the date's month/day/year parts to the first time-of-day choice, then pick one.
      await tabToLocator(page, form.locator('input[name="preferred_time"]').first(), 5);
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await tabToLocator(page, form.getByLabel('Message (optional)'), 5);
      await page.keyboard.type('Blurred vision');
      await page.keyboard.press('Tab');
      await expect(form.getByRole('checkbox')).toBeFocused();
      await page.keyboard.press('Space');
      await tabToLocator(page, form.getByRole('button', { name: 'Request appointment' }), 5);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('appointment-success')).toBeVisible();
      await expect(page.getByTestId('appointment-reference')).toHaveText(/^DEH-260310-/);
    });
  });
});

test.describe('carousel pause controls without a mouse', () => {
  test.use({ reducedMotion: 'no-preference' });

  const cases = [
    { path: '/', name: 'home hero', scope: '[data-testid="hero"]', state: '[data-testid="hero-slides"]', attr: 'data-autoplay', running: 'running', stopped: 'stopped' },
    { path: '/', name: 'home gallery', scope: '[data-testid="home-gallery"]', state: '[data-testid="home-gallery"] .home-gallery', attr: 'data-autoplay', running: 'running', stopped: 'stopped' },
    { path: '/projects/One%20Eye%20One%20Tree/', name: 'project slider', scope: '[data-testid="project-slider"]', state: '[data-testid="project-slider"]', attr: 'data-playing', running: 'true', stopped: 'false' },
  ];
  for (const c of cases) {
    test(`${c.name}: Tab reaches Pause, Space pauses and Enter plays again`, async ({ page }) => {
      await visit(page, c.path);
      const toggle = page.locator(c.scope).getByRole('button', { name: 'Pause slideshow' });
      await tabToLocator(page, toggle, 300);
      await page.keyboard.press('Space');
      await expect(page.locator(c.scope).getByRole('button', { name: 'Play slideshow' })).toBeFocused();
      await page.keyboard.press('Tab'); // focus leaving must not restart a paused carousel
      await expect(page.locator(c.state)).toHaveAttribute(c.attr, c.stopped);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator(c.scope).getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator(c.state)).toHaveAttribute(c.attr, c.running);
    });
  }
});
