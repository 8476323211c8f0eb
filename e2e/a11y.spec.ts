/**
 * axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA rules) on every exported page of both languages, found
 * by walking out/: zero violations. Every English page is checked in both themes (light at 375 px,
 * dark at 1280 px), one page of each kind also in the other two combinations, so each template
 * meets every theme at every width. Every Hindi page is checked once, at light 375 px or dark
 * 1280 px in turn, and one Hindi page of each kind in both: colours and layout come from the
 * templates the English run already covers, while what Hindi changes (lang attributes, names,
 * longer words) is the same in every theme (CI time: 46 Hindi pages instead of 4 x 46 runs).
 */
import AxeBuilder from '@axe-core/playwright';
import { browsedPages, browseUrl, localeOfPage, onePagePerKind, type ExportedPage } from '../scripts/gates/site-files';
import { test, expect } from './fixtures';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1280] as const;
type Theme = (typeof THEMES)[number];
type Width = (typeof WIDTHS)[number];

const samples = onePagePerKind();
const sampled = new Set(samples.map((p) => p.path));
const english = browsedPages().filter((p) => localeOfPage(p) === 'en');
const hindiRest = browsedPages().filter((p) => localeOfPage(p) === 'hi' && !sampled.has(p.path));

/** The pages checked in one theme at one width. */
function pagesFor(theme: Theme, width: Width): ExportedPage[] {
  const main = (theme === 'light') === (width === 375);
  if (!main) return samples.filter((p) => localeOfPage(p) === 'en');
  return [...english, ...samples.filter((p) => localeOfPage(p) === 'hi'), ...hindiRest.filter((_, i) => i % 2 === (theme === 'light' ? 0 : 1))];
}

test('every page of both languages is checked, every English page and one Hindi page of each kind in both themes', () => {
  const checked = THEMES.flatMap((theme) => WIDTHS.map((width) => pagesFor(theme, width).map((p) => p.path)));
  const all = checked.flat();
  for (const page of browsedPages()) expect(all, page.path).toContain(page.path);
  const bothThemes = [...english, ...samples].map((p) => p.path);
  for (const path of bothThemes) expect(checked.filter((list) => list.includes(path)).length, path).toBeGreaterThanOrEqual(2);
  expect(new Set(all.filter((p) => p.startsWith('/hi/'))).size, 'Hindi pages').toBeGreaterThan(10);
});

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    const pages = pagesFor(theme, width);
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
