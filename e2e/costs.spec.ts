/** /costs/: what is free, the schemes with their official links, what to bring, and how to give. */
import costs from '../content/costs';
import { test, expect, visit } from './fixtures';

test.describe('/costs/', () => {
  test('says plainly what is free and what is not', async ({ page }) => {
    await visit(page, '/costs/');
    await expect(page).toHaveTitle('Costs and free care | Drishti Eye Hospital');
    const items = page.locator('[data-cost]');
    await expect(items).toHaveCount(costs.items.length);
    for (const item of costs.items) {
      const row = page.locator(`[data-cost="${item.id}"]`);
      await expect(row.locator('h3')).toHaveText(`${item.name}: ${item.free ? 'Free' : 'Costs money'}`);
      await expect(row).toContainText(item.text);
    }
  });

  test('schemes: PM-JAY with the official check and helpline, the state scheme, what to bring', async ({ page }) => {
    await visit(page, '/costs/');
    const pmjay = page.locator('[data-scheme="pm-jay"]');
    await expect(pmjay).toContainText('70 or more');
    const check = pmjay.getByRole('link', { name: /Check if you are covered/ });
    await expect(check).toHaveAttribute('href', 'https://beneficiary.nha.gov.in/');
    await expect(check).toHaveAttribute('target', '_blank');
    await expect(check).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(pmjay.getByRole('link', { name: /14555/ })).toHaveAttribute('href', 'tel:14555');
    await expect(page.locator('[data-scheme="jharkhand"] h3')).toContainText('Mukhyamantri Abua Swasthya Suraksha Yojana');
    for (const text of costs.schemeBring) await expect(page.getByTestId('section-schemes')).toContainText(text);
  });

  test('how to give: what a gift pays for, and Give now opens the donation dialog', async ({ page }) => {
    await visit(page, '/costs/');
    const give = page.getByTestId('section-give');
    await expect(give.locator('[data-gift]')).toHaveCount(costs.gifts.length);
    await expect(give.locator('[data-gift="3000"]')).toContainText('₹3,000');
    await page.getByTestId('give-now').click();
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('donate-upi')).toHaveText(/@/);
    await expect(page).toHaveURL(/\/costs\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.getByTestId('last-reviewed').locator('time')).toHaveAttribute('datetime', costs.lastReviewed);
  });

  test('Give now works from the keyboard and gives focus back', async ({ page }) => {
    await visit(page, '/costs/');
    const give = page.getByTestId('give-now');
    await give.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Support free eye care' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(give).toBeFocused();
  });
});
