import { test, expect, visit } from './fixtures';

test.describe('/gallery/', () => {
  test('has its own title, description, breadcrumb and heading', async ({ page }) => {
    await visit(page, '/gallery/');
    await expect(page).toHaveTitle(/^Gallery \| Drishti Eye Hospital$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Photos from Drishti Eye Hospital/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  test('shows 18 photos, View More adds 6 until all 47 show, then the button goes', async ({ page }) => {
    await visit(page, '/gallery/');
    const items = page.getByTestId('gallery-item');
    const more = page.getByRole('button', { name: 'View More' });
    await expect(items).toHaveCount(18);
    await expect(page.getByTestId('gallery-count')).toHaveText('Showing 18 of 47 photos');
    for (const count of [24, 30, 36, 42, 47]) {
      await more.click();
      await expect(items).toHaveCount(count);
      await expect(page.getByTestId('gallery-count')).toHaveText(`Showing ${count} of 47 photos`);
    }
    await expect(more).toHaveCount(0);
    // The new photos continue the list in order.
    await expect(items.last()).toContainText('Open photo 47');
  });

  test('the lightbox wraps at both ends, steps with the arrows, traps focus, closes on Escape and locks scrolling', async ({ page }) => {
    await visit(page, '/gallery/');
    const box = page.getByTestId('lightbox');
    const counter = page.getByTestId('lightbox-counter');
    const first = page.getByTestId('gallery-item').first();
    await first.click();
    await expect(counter).toHaveText('Photo 1 of 47');
    await expect(box.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await box.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('Photo 47 of 47');
    await expect(page.getByTestId('lightbox-image')).toHaveAttribute('src', '/images/gallery/gallery-47.jpg');
    await box.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('Photo 1 of 47');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 2 of 47');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('Photo 47 of 47');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="lightbox"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(first).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // The last photo's Next goes round to the first.
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'View More' }).click();
    await page.getByTestId('gallery-item').last().click();
    await expect(counter).toHaveText('Photo 47 of 47');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 1 of 47');
    await box.getByRole('button', { name: 'Close' }).click();
    await expect(box).toHaveCount(0);
    await expect(page.getByTestId('gallery-item').last()).toBeFocused();
  });

  test('the lightbox shows the error text in red when a photo cannot load', async ({ page }) => {
    await page.route('**/images/gallery/gallery-03.jpg', (route) => route.abort());
    await visit(page, '/gallery/');
    await page.getByTestId('gallery-item').nth(2).click();
    await expect(page.getByTestId('lightbox-error')).toBeVisible();
    await expect(page.getByTestId('lightbox-error')).toHaveCSS('color', 'rgb(185, 28, 28)');
  });
});
