import { expect, test } from './fixtures';

// Static hosts serve `//about/` as /about/; Next's router then wrote `//about/` back with
// replaceState, which the browser reads as the host `about` and refuses (SecurityError).
test.describe('addresses that start with //', () => {
  const cases: [string, string, string][] = [
    ['//about/', '/about/', 'About Hospital'],
    ['//treatment-details/Cataract/', '/treatment-details/Cataract/', 'Cataract'],
    // The 404 page still resolves a near-miss name once the slashes are collapsed.
    ['///treatment-details/CATARACT/', '/treatment-details/Cataract/', 'Cataract'],
  ];
  for (const [from, to, heading] of cases) {
    test(`${from} gives a working page at ${to}, also after a reload`, async ({ page, baseURL }) => {
      // A full URL: a bare '//about/' would be read as the host 'about'.
      await page.goto(`${baseURL}${from}`);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The client router works: a link leads on without a crash (the fixture fails on page errors).
      await page.locator('footer').getByRole('link', { name: 'Contact Us', exact: true }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/contact/');
      await expect(page.getByText("This page couldn't load")).toHaveCount(0);
    });
  }
});
