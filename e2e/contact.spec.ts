import { branches, site } from '../content/site';
import { test, expect, visit } from './fixtures';

test.describe('contact page', () => {
  test('has its title, description, breadcrumb and the page heading', async ({ page }) => {
    await visit(page, '/contact/');
    await expect(page).toHaveTitle(/^Contact Us \| Drishti Eye Hospital$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Chatra and Koderma/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We love to hear from our customers');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Contact Us');
  });

  test('phone, e-mail and address are tappable and open in new tabs', async ({ page }) => {
    await visit(page, '/contact/');
    const items = page.getByTestId('contact-items');
    const phone = items.locator('[data-contact="phone"]');
    const email = items.locator('[data-contact="email"]');
    const address = items.locator('[data-contact="address"]');
    await expect(phone).toHaveAttribute('href', 'tel:+919876543210');
    await expect(phone).toContainText(site.contact.phone.display);
    await expect(email).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(email).toContainText(site.contact.email);
    await expect(address).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(decodeURIComponent((await address.getAttribute('href'))!.split('query=')[1])).toBe(site.contact.address);
    for (const link of [phone, email, address]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('shows the contact form with ids that do not clash', async ({ page }) => {
    await visit(page, '/contact/');
    const form = page.getByTestId('contact-form');
    await expect(form).toBeVisible();
    for (const label of ['Your name', 'E-mail address', 'Mobile number', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toBeVisible();
    }
    await expect(page.locator('#contact-page-name')).toHaveAttribute('name', 'name');
    const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('the map loads lazily and its plain maps link is there with embeds blocked', async ({ page, blockedRequests }) => {
    await visit(page, '/contact/');
    const map = page.getByTestId('map-embed');
    await map.scrollIntoViewIfNeeded();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', `Map showing ${branches[0].hospitalName}`);
    await expect(frame).toHaveAttribute('src', branches[0].map.embed);
    // The fixture aborts every outside host, so the embed itself never loads.
    await expect.poll(() => blockedRequests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
    const link = page.getByTestId('map-link');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', branches[0].map.link);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('lists the three branches with hours and phones', async ({ page }) => {
    await visit(page, '/contact/');
    const list = page.getByTestId('branch-list');
    await expect(list.locator('> li')).toHaveCount(3);
    for (const branch of branches) {
      const item = list.locator(`[data-branch="${branch.id}"]`);
      await expect(item.getByRole('heading', { name: branch.name })).toBeVisible();
      await expect(item).toContainText('Monday to Saturday, 9:00 AM to 5:00 PM');
      await expect(item).toContainText(branch.address);
      await expect(item.locator(`a[href="tel:${branch.phone.replace(/\s/g, '')}"]`)).toHaveText(branch.phone);
      await expect(item.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', branch.map.link);
    }
    await expect(page.locator('main').locator(`a[href="${site.contact.emergency.tel}"]`)).toBeVisible();
  });
});
