import type { Page } from '@playwright/test';
import { axe, drawHeldParts, nextFrames, test, expect, visit } from './fixtures';
import { HEADER_FIXED_AFTER_PX, SCROLL_TOP_AFTER_PX } from '@/lib/constants';
import { site } from '../content/site';
import { common as commonHi } from '../lib/i18n/hi/common';
import { CARD_PAYMENT_WAIT_MS, PAYMENT_SCRIPT_SRC as SCRIPT } from '../components/layout/payment-loader';

test.describe('header', () => {
  test('is relative until the page scrolls past 50 px, fixed after', async ({ page }) => {
    await visit(page, '/');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveCSS('position', 'relative');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-fixed', 'false');
    await expect(header).toHaveCSS('position', 'relative');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveCSS('position', 'fixed');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('position', 'relative');
  });

  test('the logo link is named by the words it shows (name and tagline)', async ({ page }) => {
    await visit(page, '/');
    const logo = page.getByTestId('site-header').getByRole('link').first();
    await expect(logo).toHaveAttribute('href', '/');
    // The text a sighted visitor reads: rendered text outside screen-reader-only spans.
    const visible = await logo.evaluate((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement!.closest('.sr-only')) words.push(node.textContent!);
      }
      return words.join(' ').replace(/\s+/g, ' ').trim();
    });
    expect(visible).toContain('Your vision, our priority');
    const escaped = visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(logo).toHaveAccessibleName(new RegExp(escaped));
  });

  test('desktop dropdowns open by keyboard and close on Escape and outside click', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#nav-menu-about');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(about).toBeFocused();

    const treatments = nav.getByRole('button', { name: 'Treatments' });
    await treatments.click();
    await expect(page.locator('#nav-menu-treatments')).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(page.locator('#nav-menu-treatments')).toBeHidden();
  });

  test('dropdowns hold exactly the navigation link targets', async ({ page }) => {
    await visit(page, '/');
    const hrefs = async (id: string) =>
      page.locator(`#nav-menu-${id} a`).evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!)));
    expect(await hrefs('about')).toEqual(['/about/', '/mission/', '/feedback/', '/doctor/', '/blog/', '/gallery/', '/contact/']);
    expect(await hrefs('projects')).toEqual([
      '/projects/One Eye One Tree/',
      '/projects/Blanket of Light Mission/',
      '/projects/School Eye Screening/',
      '/projects/Doorstep Care Camp for All/',
      '/projects/Save Environment Save Eyesight/',
    ]);
    expect(await hrefs('treatments')).toEqual([
      '/treatments/',
      ...['Cataract', 'Pterygium', 'Glaucoma', 'Uveitis', 'Diabetic Retinopathy', 'Hypertensive Retinopathy', 'Retinal Detachment', 'Dacryocystitis', 'Corneal Ulcer', 'ICL-IPCL', 'Squint'].map(
        (name) => `/treatment-details/${name}/`,
      ),
    ]);
  });

  test('appointment button shows from medium screens up', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await visit(page, '/');
    await expect(page.getByTestId('header-appointment')).toBeVisible();
    await expect(page.getByTestId('header-appointment')).toHaveAttribute('href', '/appointment/');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.getByTestId('header-appointment')).toBeHidden();
  });
});

test.describe('top bar and footer', () => {
  test('top bar links e-mail, maps address, phone and four social networks', async ({ page }) => {
    await visit(page, '/');
    const bar = page.getByTestId('top-bar');
    await expect(bar.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(bar.locator('a[href^="https://www.google.com/maps/search/"]')).toHaveAttribute('target', '_blank');
    const social = bar.locator('[data-social]');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('footer has the useful links, service links, phones and hours', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByTestId('site-footer');
    const useful = await page
      .getByTestId('footer-useful-links')
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(useful.slice(0, 5)).toEqual(['/appointment/', '/contact/', '/treatments/', '/about/', '/doctor/']);
    await expect(page.getByTestId('footer-services').locator('a')).toHaveCount(11);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer).toContainText('Monday to Saturday, 9:00 AM to 5:00 PM');
    await expect(footer).toContainText('24x7');
    await expect(footer.locator('[data-social]')).toHaveCount(4);
  });

  test('every header and footer link leads to an exported page', async ({ page, request }) => {
    await visit(page, '/');
    const hrefs = await page
      .locator('header a[href^="/"], nav a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(25);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with scroll locked and closes on a link, restoring scroll', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(menu).toContainText('Contact Us');
    await expect(menu.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(menu.locator('a[href^="mailto:"]')).toHaveCount(1);

    await menu.getByRole('button', { name: 'About Us' }).click();
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('closes on Escape and gives focus back', async ({ page }) => {
    await visit(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('closes when the window widens to 1024 px', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('project and treatment sub-lists scroll within about 10rem and 15rem', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Our Projects' }).click();
    const projects = menu.locator('[data-section="projects"]');
    await expect(projects).toHaveCSS('max-height', '160px');
    await expect(projects).toHaveCSS('overflow-y', 'auto');
    await menu.getByRole('button', { name: 'Treatments' }).click();
    const treatments = menu.locator('[data-section="treatments"]');
    await expect(treatments).toHaveCSS('max-height', '240px');
    await expect(treatments).toHaveCSS('overflow-y', 'auto');
    await expect(projects).toBeHidden();
  });

  test('exists only while open (it cannot open without scripts), and every link in it leads to an exported page', async ({ page, request }) => {
    await visit(page, '/');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const hrefs = await page.locator('#mobile-menu a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });

  test('chat link is hidden on small screens', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByTestId('chat-link')).toBeHidden();
  });
});

test.describe('floating buttons', () => {
  test('scroll-to-top appears after 100 px and returns to the top', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('the sticky header and scroll-to-top watch the scroll without a scroll listener', async ({ page }) => {
    await page.addInitScript(() => {
      const add = window.addEventListener.bind(window);
      (window as unknown as { scrollListeners: number }).scrollListeners = 0;
      window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
        if (type === 'scroll') (window as unknown as { scrollListeners: number }).scrollListeners++;
        return add(type, ...rest);
      }) as typeof window.addEventListener;
    });
    await visit(page, '/about/');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-fixed', 'true');
    await expect(page.getByTestId('scroll-to-top')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { scrollListeners: number }).scrollListeners)).toBe(0);
    // One hidden box per threshold (the header's and the button's), shared by whoever watches it.
    const boxes = await page.locator('[data-scroll-sentinel]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.scrollSentinel).sort());
    expect(boxes).toEqual([String(HEADER_FIXED_AFTER_PX), String(SCROLL_TOP_AFTER_PX)].sort());
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-fixed', 'false');
    await expect(page.getByTestId('scroll-to-top')).toBeHidden();
  });

  test('chat link opens WhatsApp with a greeting on large screens', async ({ page }) => {
    await visit(page, '/');
    const chat = page.getByTestId('chat-link');
    await expect(chat).toBeVisible();
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1])).toContain('Hello');
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('theme toggle persists across a reload, applied before hydration', async ({ page }) => {
    await visit(page, '/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    // Reload with every script bundle blocked: only the inline boot script can set the class.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.unroute('**/_next/static/**/*.js');
    await visit(page, '/');
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test('system dark preference applies when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    await page.goto(test.info().project.use.baseURL + '/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('a stored value that is not a choice, or blocked storage, leaves the system dark theme', async ({ browser }) => {
    const baseURL = test.info().project.use.baseURL;
    for (const setup of [
      () => localStorage.setItem('darkMode', 'yes please'),
      () => Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } }),
    ]) {
      const context = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
      await context.addInitScript(setup);
      const page = await context.newPage();
      await page.goto(baseURL + '/');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      await context.close();
    }
  });

  test('Contribute opens the donation dialog with other ways to give', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('donate-upi')).toHaveText(/@/);
    await expect(dialog).toContainText('IFSC');
    await expect(dialog.getByRole('button', { name: 'Pay by card, UPI app or net banking' })).toBeVisible();
    // Where to write for a receipt, with an English subject and nothing the donor typed.
    await expect(dialog.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    const receipt = dialog.getByTestId('donate-receipt');
    await expect(receipt).toHaveText(site.contact.email);
    await expect(receipt).toHaveAttribute('href', `mailto:${site.contact.email}?subject=${encodeURIComponent(site.giving.receipt.subject)}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Book Your Surgery' })).toHaveAttribute('href', '/appointment/');
  });
});

test.describe('card payment', () => {
  const scripts = (page: Page) => page.locator(`script[src="${SCRIPT}"]`).count();
  /**
   * Lets the provider's script through as a stand-in that draws its button and counts clicks on it,
   * once `wait()` (called for each request) has settled; returns how many requests it has seen.
   */
  async function provider(page: Page, wait: () => Promise<unknown> = () => Promise.resolve()) {
    const seen = { requests: 0 };
    await page.route(SCRIPT, async (route) => {
      seen.requests++;
      await wait();
      await route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = 'razorpay-payment-button';
          b.textContent = 'Pay Now';
          b.addEventListener('click', () => { window.providerClicks = (window.providerClicks || 0) + 1; });
          document.currentScript.parentElement.appendChild(b);
        })();`,
      });
    });
    return seen;
  }
  const after = (ms: number) => () => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits for the page's load and two frames, so that anything waiting for them has run. */
  async function settle(page: Page) {
    await page.waitForLoadState('load');
    await nextFrames(page);
  }

  test('a phone never loads the provider\'s script for the hidden footer button, to the foot of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/');
    await settle(page);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await settle(page);
    await expect(page.getByTestId('payment-button-slot')).toBeHidden();
    expect(await scripts(page)).toBe(0);
  });

  test('a large screen loads it once the footer comes near, once across three navigations', async ({ page }) => {
    await provider(page);
    await visit(page, '/');
    await settle(page);
    expect(await scripts(page), 'not while the footer is far below').toBe(0);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts(page)).toBe(1);
    await expect(page.locator('script[data-payment_button_id="pl_TESTBUTTON000"]')).toHaveCount(1);
    await expect(page.getByTestId('payment-button-slot').getByRole('button', { name: 'Pay Now' })).toBeVisible();
    // A marker on window survives only client-side navigations, so a full reload cannot hide a second append.
    await page.evaluate(() => ((window as unknown as { visitMarker: number }).visitMarker = 1));
    const steps = [
      () => page.getByTestId('site-footer').getByRole('link', { name: 'Accessibility' }).click(),
      () => page.getByRole('link', { name: /^Drishti Eye Hospital Your vision, our priority Home$/ }).click(),
      () => page.getByTestId('site-footer').getByRole('link', { name: 'Accessibility' }).click(),
    ];
    for (const [i, step] of steps.entries()) {
      await step();
      await expect(page).toHaveURL(i % 2 === 0 ? /\/accessibility\/$/ : /127\.0\.0\.1:\d+\/$/);
      await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { visitMarker?: number }).visitMarker)).toBe(1);
      expect(await scripts(page)).toBe(1);
    }
  });

  test('on a phone, opening Contribute loads it; pay by card says when it cannot open, stays, and then hands over', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/');
    await settle(page);
    expect(await scripts(page)).toBe(0);
    await page.getByRole('link', { name: 'Contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => scripts(page), 'appended when the dialog opens').toBe(1);
    // The provider is blocked (as in every test): the donor is told, and keeps the other ways to give.
    const pay = dialog.getByRole('button', { name: 'Pay by card, UPI app or net banking' });
    await pay.click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('The payment page could not be opened just now. You can give by UPI or bank transfer below, or try again in a while.');
    await expect(pay).toHaveAccessibleDescription(/could not be opened/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('donate-upi')).toBeVisible();
    expect(await scripts(page), 'the failed script is replaced on the retry, not added to').toBe(1);
    // Now the provider answers, slowly: the dialog says it is opening, then hands over to its button.
    await provider(page, after(1500));
    await pay.click();
    await expect(status).toHaveText('Opening the payment page…');
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { providerClicks?: number }).providerClicks)).toBe(1);
    expect(await scripts(page)).toBe(1);
  });

  test('closed while the payment page is opening, the dialog does not open it afterwards', async ({ page }) => {
    await provider(page, after(1500));
    await visit(page, '/');
    await page.getByRole('link', { name: 'Contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    await dialog.getByRole('button', { name: 'Pay by card, UPI app or net banking' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Opening the payment page…');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('payment-button-slot').locator('.razorpay-payment-button')).toHaveCount(1);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { providerClicks?: number }).providerClicks)).toBeUndefined();
  });

  test(`waits ${CARD_PAYMENT_WAIT_MS / 1000} s for a provider that hangs, then says so; a late answer opens nothing by itself`, async ({ page }) => {
    // The provider's script is held until the test lets it through.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const seen = await provider(page, () => held);
    // Paused before the page loads: only clock.runFor moves time on.
    const start = new Date('2026-03-10T10:00:00+05:30');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start.getTime() + 1000);
    await visit(page, '/');
    await drawHeldParts(page);
    await page.getByRole('link', { name: 'Contribute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    const pay = dialog.getByRole('button', { name: 'Pay by card, UPI app or net banking' });
    await pay.click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('Opening the payment page…');
    await page.clock.runFor(CARD_PAYMENT_WAIT_MS - 1000);
    await expect(status).toHaveText('Opening the payment page…');
    await page.clock.runFor(1000);
    await expect(status).toContainText('could not be opened');
    await expect(dialog).toBeVisible();

    // The script arrives late: its button is drawn, but nothing is opened for the donor.
    answer();
    await expect(page.getByTestId('payment-button-slot').locator('.razorpay-payment-button')).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { providerClicks?: number }).providerClicks)).toBeUndefined();
    // The next press hands over at once, with the same script (no second request).
    await pay.click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { providerClicks?: number }).providerClicks)).toBe(1);
    expect(seen.requests).toBe(1);
  });

  for (const dark of [false, true]) {
    test(`the dialog with its message passes axe (${dark ? 'dark' : 'light'} theme)`, async ({ page }) => {
      await page.addInitScript((d) => {
        if (window === window.top) localStorage.setItem('darkMode', String(d));
      }, dark);
      await page.setViewportSize({ width: 375, height: 740 });
      await visit(page, '/');
      await page.getByRole('link', { name: 'Contribute' }).click();
      const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
      await dialog.getByRole('button', { name: 'Pay by card, UPI app or net banking' }).click();
      await expect(dialog.getByRole('status')).toContainText('could not be opened');
      const results = await axe(page).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('says it in Hindi on a Hindi page', async ({ page }) => {
    await visit(page, '/hi/');
    await page.getByRole('link', { name: commonHi.joinMission.contribute }).click();
    const dialog = page.getByRole('dialog', { name: commonHi.donate.title });
    await dialog.getByRole('button', { name: commonHi.donate.cardPayment }).click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(commonHi.donate.cardPaymentFailed);
    expect(await status.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('hi-IN');
  });
});

/** What the page saw of a navigation's splash: when it entered and left (performance.now()), the wheel turns, a scroll while it showed. */
interface SplashSeen {
  shown?: number;
  gone?: number;
  wheels: { showing: boolean; locked: boolean }[];
  scrolledDuring: boolean;
}

test.describe('navigation splash', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('shows for 3 s with scrolling locked, on load and after each navigation', async ({ page }) => {
    // From the first response bytes: on a loaded machine the page can take 3 s to finish parsing,
    // and the CSS now really hides the splash at 3 s.
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText('Your vision, our priority');
    await expect(splash).toBeHidden({ timeout: 5000 });
    // It went away no earlier than 3 s after the navigation started.
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(2900);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // The navigation's splash, recorded by the page itself: when it enters and leaves the page,
    // and whether a wheel turned while it showed scrolled the page. Playwright's own steps can take
    // a second each on a loaded machine, so their clock cannot tell. The load's splash may still
    // be in the page, hidden by its CSS: only an element added from now on counts.
    await page.mouse.move(640, 400);
    await page.evaluate(() => {
      const seen: SplashSeen = { wheels: [], scrolledDuring: false };
      (window as unknown as { splashSeen: SplashSeen }).splashSeen = seen;
      let splash: Node | null = null;
      const showing = () => splash !== null && splash.isConnected;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!splash && node instanceof HTMLElement && node.dataset.testid === 'splash') {
              splash = node;
              seen.shown = performance.now();
            }
          }
          for (const node of record.removedNodes) if (node === splash && seen.gone === undefined) seen.gone = performance.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
      addEventListener('wheel', () => seen.wheels.push({ showing: showing(), locked: document.documentElement.style.overflow === 'hidden' }), { capture: true, passive: true });
      addEventListener('scroll', () => {
        if (showing() && window.scrollY > 0) seen.scrolledDuring = true;
      });
    });
    await page.getByTestId('site-footer').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility\/$/);
    // At once: the splash lasts 3 s.
    await page.mouse.wheel(0, 600);
    await expect(splash).toBeHidden({ timeout: 5000 });
    // The CSS hides the splash at 3 s and the script's timer takes it out of the page a moment
    // later (on a loaded machine, later still): wait for the page's own record of that.
    const splashSeen = () => page.evaluate(() => (window as unknown as { splashSeen: SplashSeen }).splashSeen);
    await expect.poll(async () => (await splashSeen()).gone, { timeout: 5000 }).toBeDefined();
    const seen = await splashSeen();
    expect(seen.shown, 'a new splash entered the page after the click').toBeDefined();
    expect(seen.gone! - seen.shown!, 'the splash shows for 3 s after a client navigation').toBeGreaterThan(2800);
    expect(seen.wheels, 'the wheel turned while the splash showed, with scrolling locked').toContainEqual({ showing: true, locked: true });
    expect(seen.scrolledDuring, 'the page did not scroll while the splash showed').toBe(false);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('is skipped for visitors who prefer reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(test.info().project.use.baseURL + '/');
    await expect(page.getByTestId('splash')).toBeHidden();
    await context.close();
  });
});

test.describe('reduced motion', () => {
  // These tests run under reduced motion (playwright.config.ts). app/globals.css cuts the
  // transitions the page declares to 0.01 ms there; every other element keeps no transition at
  // all, so a style change (hydration, the theme) is not a burst of transition events.
  test('ends declared transitions at once and starts none the page did not declare', async ({ page }) => {
    await page.addInitScript(() => {
      const runs: string[] = [];
      (window as unknown as { transitionRuns: string[] }).transitionRuns = runs;
      document.addEventListener('transitionrun', (event) => {
        const el = event.target as Element;
        runs.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}" style="${el.getAttribute('style') ?? ''}"> ${(event as TransitionEvent).propertyName}`);
      }, true);
    });
    await visit(page, '/contact/');
    // Hydration swapped the form's notice for its other ways to reach us: class changes on boxes
    // that declare no transition (on the home page eight transitions, 24 events, before the fix).
    await expect(page.getByTestId('contact-page-other-ways')).toBeVisible();
    // The theme recolours every element, the contact cards' `transition-colors` among them.
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await nextFrames(page);
    await nextFrames(page);
    const runs = await page.evaluate(() => (window as unknown as { transitionRuns: string[] }).transitionRuns);
    expect(runs.some((run) => /class="[^"]*transition/.test(run)), 'a declared transition ran (the theme change reached one)').toBe(true);
    expect(runs.filter((run) => !/class="[^"]*(transition|swiper)|style="[^"]*transition/.test(run)), 'transitions on elements that declare none').toEqual([]);
    const durations = await page.evaluate(() => ({
      declared: getComputedStyle(document.querySelector('[class~="transition-colors"]')!).transitionDuration,
      undeclared: getComputedStyle(document.querySelector('[data-testid="contact-page-reach-us"]')!).transitionDuration,
    }));
    expect(durations).toEqual({ declared: '1e-05s', undeclared: '0s' });
  });
});

test.describe('pages', () => {
  test('route changes scroll to the top', async ({ page }) => {
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('site-footer').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a visitor who scrolled before the scripts arrived keeps their place when they do', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about/', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test('the home page has its own title and description', async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle(/Drishti Eye Hospital/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  });

  test('unknown paths get the site 404 with helpful links', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('not-found').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await visit(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
