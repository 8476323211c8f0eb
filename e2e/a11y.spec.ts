/**
 * axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA rules) on every exported page, found by walking out/:
 * zero violations. Every page is checked in both themes (light at 375 px, dark at 1280 px); one
 * page of each kind also in the other two combinations, so each template meets every theme at
 * every width without walking 11 treatment pages four times (CI time).
 */
import AxeBuilder from '@axe-core/playwright';
import { browseUrl, exportedPages, onePagePerKind } from '../scripts/gates/site-files';
import { test, expect } from './fixtures';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1280] as const;
const everyPage = exportedPages();
const samples = onePagePerKind();

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const pages = (theme === 'light') === (width === 375) ? everyPage : samples;
    test.describe(`axe, ${theme} theme, ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, colorScheme: theme });

      for (const page of pages) {
        test(page.path, async ({ page: tab }) => {
          // Only in the page itself: a blocked map frame's error document has no storage.
          await tab.addInitScript((dark) => {
            if (window === window.top) localStorage.setItem('darkMode', String(dark));
          }, theme === 'dark');
          await tab.goto(browseUrl(page));
          await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          await expect(tab.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          const results = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          const summary = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`),
          }));
          expect(summary, `axe violations on ${page.path} (${theme}, ${width} px)`).toEqual([]);
          expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
        });
      }
    });
  }
}

// `region` is a best-practice rule, outside the WCAG tags above: run it on its own.
for (const width of WIDTHS) {
  test.describe(`axe region rule, ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/', '/about/', '/contact/']) {
      test(`all content of ${path} is inside a landmark`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // Scrolled, so the buttons that appear on scroll are checked too.
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(page.getByTestId('scroll-to-top')).toBeVisible();
        const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
        expect(results.passes.length + results.violations.length, 'the region rule ran').toBeGreaterThan(0);
      });
    }
  });
}
