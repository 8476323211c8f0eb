/**
 * Layout at phone and desktop widths: no page scrolls sideways on a 320 px phone.
 */
import { browseUrl, exportedPages } from '../scripts/gates/site-files';
import { test, expect, visit } from './fixtures';

test.describe('no sideways scrolling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const page of exportedPages()) {
    test(page.path, async ({ page: tab }) => {
      await visit(tab, browseUrl(page));
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
