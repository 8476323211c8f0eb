/** /your-visit/: what to bring, the drops warning, the steps of a visit, surgery day and each branch. */
import { branches, openingHoursText, telHref } from '../content/site';
import visit from '../content/visit';
import { test, expect, visit as open } from './fixtures';

test.describe('/your-visit/', () => {
  test('what to bring comes first, with the warning about drops', async ({ page }) => {
    await open(page, '/your-visit/');
    await expect(page).toHaveTitle('Your visit | Drishti Eye Hospital');
    await expect(page.locator('main h2').first()).toHaveText('What to bring');
    const bring = page.getByTestId('section-bring');
    for (const text of ['old glasses', 'medicines', 'reports', 'Aadhaar', 'scheme card', 'family member', 'Food and water']) await expect(bring).toContainText(text);
    await expect(page.getByTestId('drops-warning')).toContainText('do not drive or ride a motorbike');
  });

  test('a visit step by step, with how long it takes; surgery day and after', async ({ page }) => {
    await open(page, '/your-visit/');
    const steps = page.locator('[data-step]');
    await expect(steps.locator('h3')).toHaveText(['Registration', 'Vision test', 'The doctor', 'Drops, if needed', 'Counselling']);
    for (const step of visit.steps) await expect(page.locator(`[data-step="${step.id}"]`)).toContainText(step.time);
    await expect(page.getByTestId('section-steps')).toContainText(visit.totalTime);
    const surgery = page.getByTestId('section-surgery');
    await expect(surgery.locator('h3')).toHaveText(['The day before', 'On the day', 'After the operation']);
    for (const text of ['Keep water out of the eye', 'check-ups', 'eye shield']) await expect(surgery).toContainText(text);
    await expect(surgery.getByRole('link', { name: 'What counts as an emergency' })).toHaveAttribute('href', '/emergency/');
  });

  test('each branch: what it does, how to get there, hours from site.ts, phone and map', async ({ page }) => {
    await open(page, '/your-visit/');
    const cards = page.getByTestId('section-branches').locator('[data-branch]');
    await expect(cards).toHaveCount(branches.length);
    for (const branch of branches) {
      const card = page.locator(`[data-branch="${branch.id}"]`);
      await expect(card.locator('h3')).toHaveText(branch.hospitalName);
      await expect(card).toContainText(openingHoursText);
      await expect(card).toContainText(branch.address);
      await expect(card.locator(`a[href="${telHref(branch.phone)}"]`)).toHaveCount(1);
      await expect(card.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', branch.map.link);
    }
    await expect(page.locator('[data-branch="chouparan"]')).toContainText('operations');
    await expect(page.locator('[data-branch="chatra"]')).toContainText('Referral to the main hospital');
    await expect(page.locator('[data-branch="chouparan"]')).toContainText('bus stand');
    await expect(page.getByRole('link', { name: 'What is free, and the schemes' })).toHaveAttribute('href', '/costs/');
    await expect(page.getByTestId('last-reviewed').locator('time')).toHaveAttribute('datetime', visit.lastReviewed);
  });
});
