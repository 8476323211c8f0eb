/**
 * axe (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA rules) on every exported page of both languages, found
 * by walking out/: zero violations. Every page is checked in the light theme at 320 px, the width
 * WCAG's reflow criterion names, where the same visit also checks that nothing scrolls sideways.
 * Every English page is checked again in the dark theme at 1280 px, and one page of each kind in
 * the other two combinations, so each template meets every theme at every width. Hindi pages are
 * checked at 320 px, where most of their readers are and longer words would push the page wide,
 * and one Hindi page of each kind also in dark at 1280 px: colours and layout come from the
 * templates the English run already covers, while what Hindi changes (lang attributes, names,
 * longer words) is the same in every theme. (CI time: one visit per page checks axe and reflow,
 * and a page's further combinations are reloads in the same tab, two checks a test: on a 2-core
 * host 214 tests and 720 s of test time became 125 tests and 522 s, 6.2 -> 4.5 min of the run.)
 */
import { browsedPages, browseUrl, localeOfPage, onePagePerKind, type ExportedPage } from '../scripts/gates/site-files';
import { axe, test, expect } from './fixtures';

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [320, 1280] as const;
type Theme = (typeof THEMES)[number];
type Width = (typeof WIDTHS)[number];

const samples = onePagePerKind();
const sampled = new Set(samples.map((p) => p.path));
const all = browsedPages();
const english = all.filter((p) => localeOfPage(p) === 'en');

/** The pages checked in one theme at one width. */
function pagesFor(theme: Theme, width: Width): ExportedPage[] {
  if (theme === 'light' && width === 320) return all;
  if (theme === 'dark' && width === 1280) return [...english, ...samples.filter((p) => localeOfPage(p) === 'hi')];
  return samples.filter((p) => localeOfPage(p) === 'en');
}

test('every page of both languages is checked at 320 px, every English page and one Hindi page of each kind in both themes', () => {
  const checked = THEMES.flatMap((theme) => WIDTHS.map((width) => pagesFor(theme, width).map((p) => p.path)));
  expect(pagesFor('light', 320).map((p) => p.path)).toEqual(all.map((p) => p.path));
  const bothThemes = [...english, ...samples].map((p) => p.path);
  for (const path of bothThemes) expect(checked.filter((list) => list.includes(path)).length, path).toBeGreaterThanOrEqual(2);
  for (const page of samples.filter((p) => localeOfPage(p) === 'en')) expect(checked.filter((list) => list.includes(page.path)).length, page.path).toBe(4);
  expect(new Set(all.filter((p) => p.path.startsWith('/hi/') && !sampled.has(p.path))).size, 'Hindi pages beyond the samples').toBeGreaterThan(10);
});

type Check = { theme: Theme; width: Width };
/** The order of a page's checks: the one every page has first, then the one every English page has. */
const ORDER: Check[] = [
  { theme: 'light', width: 320 },
  { theme: 'dark', width: 1280 },
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 320 },
];

/** A page's checks in the order they run, in twos: a test holds at most two page loads and two axe runs. */
function checksOf(page: ExportedPage): Check[][] {
  const checks = ORDER.filter(({ theme, width }) => pagesFor(theme, width).some((p) => p.path === page.path));
  return checks.flatMap((_, i) => (i % 2 === 0 ? [checks.slice(i, i + 2)] : []));
}

test('every combination pagesFor names runs once, light at 320 px first, at most two a test', () => {
  expect(ORDER.map(({ theme, width }) => `${theme} ${width}`).sort()).toEqual(THEMES.flatMap((theme) => WIDTHS.map((width) => `${theme} ${width}`)).sort());
  const groups = new Map(all.map((page) => [page.path, checksOf(page)]));
  for (const [path, list] of groups) {
    expect(list[0][0], path).toEqual({ theme: 'light', width: 320 });
    for (const group of list) expect(group.length, path).toBeLessThanOrEqual(2);
  }
  for (const { theme, width } of ORDER) {
    for (const page of pagesFor(theme, width)) {
      const runs = (groups.get(page.path) ?? []).flat().filter((check) => check.theme === theme && check.width === width);
      expect(runs.length, `${page.path} ${theme} ${width}`).toBe(1);
    }
  }
  expect([...groups.values()].flat(2).length).toBe(ORDER.reduce((n, { theme, width }) => n + pagesFor(theme, width).length, 0));
});

/**
 * One test loads the page once per combination in the same tab: the theme goes into storage and
 * the colour-scheme and viewport are set before each load, so every check is of a page that was
 * loaded in its theme at its width, as a visitor's would be (the later loads are reloads with a
 * warm cache, which is what makes them cheaper than a new tab: CI time).
 */
for (const page of all) {
  for (const group of checksOf(page)) {
    const label = group.map(({ theme, width }) => `${theme} ${width} px`).join(', ');
    test(`axe, ${label}: ${page.path}`, async ({ page: tab }) => {
      // The theme the next load starts in; only in the page itself (a blocked map frame's error
      // document has no storage). Set before the first load, then changed for each reload.
      await tab.addInitScript((dark) => {
        if (window === window.top && localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', String(dark));
      }, group[0].theme === 'dark');
      for (const [index, { theme, width }] of group.entries()) {
        await tab.emulateMedia({ colorScheme: theme });
        await tab.setViewportSize({ width, height: width === 320 ? 568 : 800 });
        if (index === 0) {
          await tab.goto(browseUrl(page));
        } else {
          await tab.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
          await tab.reload();
        }
        await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await expect(tab.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await tab.evaluate(() => window.innerWidth), 'the viewport width of this check').toBe(width);
        const results = await axe(tab).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const summary = results.violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`),
        }));
        expect(summary, `axe violations on ${page.path} (${theme}, ${width} px)`).toEqual([]);
        expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
        // WCAG 1.4.10 (reflow): at 320 px nothing scrolls sideways.
        if (width === 320) expect(await tab.evaluate(() => document.documentElement.scrollWidth), 'page width at 320 px').toBeLessThanOrEqual(320);
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
        const results = await axe(page).withRules(['region']).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
        expect(results.passes.length + results.violations.length, 'the region rule ran').toBeGreaterThan(0);
      });
    }
  });
}
