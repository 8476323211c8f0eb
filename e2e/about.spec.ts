import { test, expect, visit } from './fixtures';

test.describe('about hospital', () => {
  test('has its own title, description and breadcrumb', async ({ page }) => {
    await visit(page, '/about/');
    await expect(page).toHaveTitle('About Hospital | Drishti Eye Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Indian|trust/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Hospital');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('About Hospital');
  });

  test('tells the story, the trust, partners, 19 services, founder and key people', async ({ page }) => {
    await visit(page, '/about/');
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(page.getByTestId('trust-facts')).toContainText('2013');
    await expect(page.getByTestId('trust-facts')).toContainText('Indian Trust Act 1882');
    await expect(page.locator('section[aria-labelledby="trust-title"]')).toContainText(
      'registered in 2013 under the Indian Trust Act 1882',
    );
    const partners = page.locator('section[aria-labelledby="partners-title"] li');
    await expect(partners).toHaveCount(3);
    await expect(partners.nth(0)).toContainText('District Blindness Control Society');
    await expect(partners.nth(1)).toContainText('health insurance scheme');
    await expect(partners.nth(2)).toContainText('CSR');
    await expect(page.getByTestId('about-services').locator('li')).toHaveCount(19);
    await expect(page.getByRole('heading', { name: 'Our Founder' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="founder-title"] blockquote')).not.toBeEmpty();

    const people = page.getByTestId('key-person');
    await expect(people).toHaveCount(6);
    for (const person of await people.all()) {
      await expect(person.getByRole('heading', { level: 3 })).not.toBeEmpty();
      const img = person.locator('img');
      await expect(img).toHaveAttribute('alt', /Portrait of/);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test('culture accordion keeps one item open at a time, and clicking the open one closes it', async ({ page }) => {
    await visit(page, '/about/');
    const accordion = page.getByTestId('culture-accordion');
    const buttons = accordion.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const panelOf = async (i: number) => page.locator(`[id="${await buttons.nth(i).getAttribute('aria-controls')}"]`);
    const expanded = async () => {
      const states: boolean[] = [];
      for (let i = 0; i < count; i++) states.push((await buttons.nth(i).getAttribute('aria-expanded')) === 'true');
      return states;
    };

    // The first item starts open; every panel is labelled by its button.
    expect(await expanded()).toEqual([true, ...Array(count - 1).fill(false)]);
    await expect(await panelOf(0)).toBeVisible();
    await expect(await panelOf(1)).toBeHidden();

    await buttons.nth(1).click();
    expect(await expanded()).toEqual([false, true, ...Array(count - 2).fill(false)]);
    await expect(await panelOf(1)).toBeVisible();
    await expect(await panelOf(0)).toBeHidden();
    await expect(await panelOf(1)).toHaveAttribute('aria-labelledby', (await buttons.nth(1).getAttribute('id'))!);

    await buttons.nth(2).click();
    expect(await expanded()).toEqual([false, false, true, ...Array(count - 3).fill(false)]);

    // Clicking the open item closes it, leaving none open.
    await buttons.nth(2).click();
    expect(await expanded()).toEqual(Array(count).fill(false));
    for (let i = 0; i < count; i++) await expect(await panelOf(i)).toBeHidden();
  });

  test('culture accordion works from the keyboard', async ({ page }) => {
    await visit(page, '/about/');
    const buttons = page.getByTestId('culture-accordion').getByRole('button');
    const count = await buttons.count();
    await buttons.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(buttons.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(buttons.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(buttons.nth(count - 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Home');
    await expect(buttons.nth(0)).toBeFocused();
  });
});

test.describe('our mission', () => {
  test('is titled Our Mission with vision, pillars, goals, objectives and why choose us', async ({ page }) => {
    await visit(page, '/mission/');
    await expect(page).toHaveTitle('Our Mission | Drishti Eye Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /2030/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Mission');
    for (const name of ['Our Vision', 'Mission Pillars', 'Our Goals', 'Our Objectives', 'Why Choose Us']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    const goal = page.getByTestId('vision-goal');
    await expect(goal).toContainText('2030');
    for (const district of ['Hazaribagh', 'Chatra', 'Koderma']) await expect(goal).toContainText(district);
    await expect(page.locator('section[aria-labelledby="pillars-title"] li')).toHaveCount(4);
    await expect(page.getByTestId('mission-goals').locator('li')).toHaveCount(5);
    await expect(page.getByTestId('mission-objectives').locator('li')).toHaveCount(6);
    await expect(page.locator('section[aria-labelledby="why-choose-us-title"] li')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointment/');
  });
});
