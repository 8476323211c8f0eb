/**
 * Icons drawn from the sprite (scripts/icon-sprite.mjs): on screen they are drawn, on a phone and
 * a desktop, with and without scripts, and offline from the service worker's precache; the sprite
 * is one request; an icon that is all a visible control shows stays in the page.
 */
import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';

// SPRITE_URL of scripts/icon-sprite.mjs (Playwright's loader cannot import that ES module).
const SPRITE_URL = /^\/_next\/static\/media\/icons\.[0-9a-f]+\.svg$/;
const PHONE = { width: 390, height: 844 };

/** The icons drawn from the sprite that are on the page's layout now: how many, and how many have no shape yet. */
function spriteIconsDrawn(page: Page): Promise<{ shown: number; empty: string[] }> {
  return page.evaluate(() => {
    const uses = [...document.querySelectorAll<SVGUseElement>('svg > use')].filter((use) => use.ownerSVGElement!.getClientRects().length > 0);
    const empty = uses.filter((use) => use.getBBox().width === 0).map((use) => use.getAttribute('href')!);
    return { shown: uses.length, empty };
  });
}

async function expectSpriteIconsDrawn(page: Page, atLeast: number): Promise<void> {
  await expect.poll(async () => (await spriteIconsDrawn(page)).empty, { message: 'icons drawn from the sprite without a shape' }).toEqual([]);
  expect((await spriteIconsDrawn(page)).shown).toBeGreaterThanOrEqual(atLeast);
}

for (const [viewport, name] of [
  [PHONE, 'phone'],
  [undefined, 'desktop'],
] as const) {
  test.describe(`icons from the sprite: ${name}`, () => {
    if (viewport) test.use({ viewport });
    for (const path of ['/hi/treatment-details/Cataract/', '/']) {
      test(`${path}: every icon on the page is drawn, from one request for the sprite`, async ({ page }) => {
        const sprites: string[] = [];
        page.on('request', (request) => SPRITE_URL.test(new URL(request.url()).pathname) && sprites.push(request.url()));
        await visit(page, path);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expectSpriteIconsDrawn(page, 10);
        expect(sprites).toHaveLength(1);
      });
    }
  });
}

test('an icon that is all its control shows is in the page itself: the menu button, the theme switch', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, '/hi/');
  for (const control of [page.getByRole('button', { name: 'मेन्यू खोलें' }), page.getByTestId('theme-toggle')]) {
    await expect(control).toBeVisible();
    await expect(control.locator('svg use')).toHaveCount(0);
    expect(await control.locator('svg > *').count()).toBeGreaterThan(0);
  }
});

test.describe('icons from the sprite without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test('the Hindi Cataract page draws them', async ({ page }) => {
    await page.goto('/hi/treatment-details/Cataract/');
    await expectSpriteIconsDrawn(page, 10);
  });
});

test.describe('icons from the sprite offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a key page opened offline draws them from the precache', async ({ page, context }) => {
    await visit(page, '/hi/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.goto('/emergency/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1').first()).toBeVisible();
    await expectSpriteIconsDrawn(page, 5);
  });
});
