/**
 * The vision comparison and the eye drawings on the treatment pages: normal and affected sight
 * compared by mouse, keyboard and touch, side by side without JavaScript; axe clean in both
 * themes; nothing shifts while the page loads and hydrates.
 */
import type { Locator, Page } from '@playwright/test';
import { axe, test, expect, layoutShifts, nextFrames, partsDrawn, recordLayoutShifts, visit } from './fixtures';
import { holdScripts } from './form-fixtures';
import { treatments } from '../content/treatments';
import { normalSight } from '../content/vision';

const cataract = treatments[0];
const PATH = '/treatment-details/Cataract/';

/**
 * Which picture the visitor sees at a point across the comparison (0 = left edge, 1 = right).
 * Polled by the tests: the clip follows React's render by a frame.
 */
async function paneAt(page: Page, area: Locator, fraction: number): Promise<string | null> {
  const box = (await area.boundingBox())!;
  return page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-pane]')?.getAttribute('data-pane') ?? null,
    [box.x + box.width * fraction, box.y + box.height / 2],
  );
}

async function openComparison(page: Page) {
  await visit(page, PATH);
  const compare = page.getByTestId('image-compare');
  await compare.scrollIntoViewIfNeeded();
  await expect(compare.locator('img')).toHaveCount(2);
  return { compare, area: page.getByTestId('image-compare-area'), slider: page.getByRole('slider', { name: 'Compare normal sight with sight with Cataract' }) };
}

test.describe('vision comparison', () => {
  test('shows normal and affected sight with alt texts saying what the patient notices', async ({ page }) => {
    const { compare, area } = await openComparison(page);
    await expect(compare.locator('img').nth(0)).toHaveAttribute('alt', normalSight.alt);
    await expect(compare.locator('img').nth(1)).toHaveAttribute('alt', cataract.sight.image.alt);
    await expect(compare).toContainText('Normal sight');
    await expect(compare).toContainText('With Cataract');
    // Half and half to begin with.
    await expect.poll(() => paneAt(page, area, 0.3)).toBe('before');
    await expect.poll(() => paneAt(page, area, 0.7)).toBe('after');
  });

  test('a mouse drag across the picture moves the divider', async ({ page }) => {
    const { compare, area } = await openComparison(page);
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(compare).toHaveAttribute('data-split', '20');
    await expect.poll(() => paneAt(page, area, 0.1)).toBe('before');
    await expect.poll(() => paneAt(page, area, 0.3)).toBe('after');
  });

  test('the slider moves with the arrow keys, Home and End', async ({ page }) => {
    const { compare, area, slider } = await openComparison(page);
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // data-split is what React rendered (the native value changes a moment earlier).
    await expect(compare).toHaveAttribute('data-split', '40');
    await expect(slider).toHaveValue('40');
    await expect(slider).toHaveAttribute('aria-valuetext', '40% normal sight shown');
    await expect.poll(() => paneAt(page, area, 0.45)).toBe('after');
    await page.keyboard.press('End');
    await expect(compare).toHaveAttribute('data-split', '100');
    await expect.poll(() => paneAt(page, area, 0.95)).toBe('before');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(compare).toHaveAttribute('data-split', '5');
    await expect(slider).toHaveValue('5');
    await expect.poll(() => paneAt(page, area, 0.1)).toBe('after');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

    test('a tap and a finger drag move the divider', async ({ page }) => {
      const { compare, area } = await openComparison(page);
      const box = (await area.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.touchscreen.tap(box.x + box.width * 0.8, y);
      await expect(compare).toHaveAttribute('data-split', '80');
      await expect.poll(() => paneAt(page, area, 0.7)).toBe('before');

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
      for (const f of [0.7, 0.55, 0.4, 0.25]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * f, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(compare).toHaveAttribute('data-split', '25');
      await expect.poll(() => paneAt(page, area, 0.35)).toBe('after');
    });
  });

  test('without JavaScript the two pictures sit side by side, both visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(test.info().project.use.baseURL + PATH);
    const compare = page.getByTestId('image-compare');
    await compare.scrollIntoViewIfNeeded();
    const [before, after] = [compare.locator('[data-pane="before"]'), compare.locator('[data-pane="after"]')];
    await expect(before.locator('img')).toHaveAttribute('alt', normalSight.alt);
    await expect(after.locator('img')).toHaveAttribute('alt', cataract.sight.image.alt);
    for (const img of [before.locator('img'), after.locator('img')]) {
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const [a, b] = [(await before.boundingBox())!, (await after.boundingBox())!];
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(await paneAt(page, compare, 0.25)).toBe('before');
    expect(await paneAt(page, compare, 0.75)).toBe('after');
    // The slider would do nothing without scripts, so it is not shown.
    await expect(compare.getByRole('slider')).toBeHidden();
    await context.close();
  });
});

test.describe('eye drawings', () => {
  for (const treatment of treatments) {
    test(`${treatment.name}: the drawing in "what is it" highlights ${treatment.sight.eyePart}`, async ({ page }) => {
      await visit(page, `/treatment-details/${encodeURIComponent(treatment.name)}/`);
      const drawings = page.locator('[data-block="introduction"]').getByTestId('eye-drawings');
      await expect(drawings).toHaveAttribute('data-eye-part', treatment.sight.eyePart);
      await expect(drawings.getByRole('img')).toHaveCount(2);
      await expect(drawings.locator(`[data-part="${treatment.sight.eyePart}"][data-highlighted]`).first()).toBeVisible();
      await expect(drawings.locator('[data-highlighted]:not([data-part="' + treatment.sight.eyePart + '"])')).toHaveCount(0);
      await expect(page.getByTestId('image-compare').locator('img').nth(1)).toHaveAttribute('alt', treatment.sight.image.alt);
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`a treatment page is axe clean in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await visit(page, PATH);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

/** Where each block of the page sits in the document (not the viewport), to compare before and after. */
function blockPositions(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-block], [data-block="symptoms"] li, [data-testid="image-compare-area"]')].map(
      (el) => `${el.getAttribute('data-block') ?? el.tagName}: ${Math.round(el.getBoundingClientRect().top + window.scrollY)}`,
    ),
  );
}

// The page's scripts are held until the server HTML has been painted, so whatever changes when
// React arrives is measured: the layout-shift entries in view and every block's place on the page.
for (const width of [375, 1280]) {
  test(`nothing shifts while a treatment page loads, hydrates and shows its pictures (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // The header turns fixed once the page is scrolled past 50 px (shell.spec.ts); the scroll to
    // each picture below can stop inside that band, and the header's own move is a reply to the
    // scroll, not to loading. Anything else that moves is recorded, by name.
    await recordLayoutShifts(page, '[data-testid="site-header"]');
    const release = await holdScripts(page);
    await page.goto(PATH, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('image-compare')).toBeAttached();
    // The parts the first paint leaves out (paint-later) are drawn two a frame after it, by the
    // inline head script, which is not held: until then the ones off screen stand in at a guessed
    // height, and the blocks below them are not yet where they will be (1 run in 6 failed here).
    await expect.poll(() => partsDrawn(page)).toBe(true);
    await nextFrames(page);
    const before = await blockPositions(page);
    expect(before.length).toBeGreaterThan(8);
    await release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    for (const img of await page.locator('[data-block="banner"] img, [data-block="introduction"] img, [data-block="symptoms"] img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    // Let two frames pass so a shift from the last picture is recorded.
    await nextFrames(page);
    expect(await blockPositions(page)).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
  });
}
