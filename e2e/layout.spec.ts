/**
 * Layout at phone and desktop widths: nothing floats over a control or a link. That no page
 * scrolls sideways on a 320 px phone is checked on every page by e2e/a11y.spec.ts, in the same
 * visit as axe at 320 px (one page load instead of two).
 */
import { test, expect, visit } from './fixtures';

const SIZES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** Pages with forms and controls checked whole; on the home page, the hero. */
const CHECKED = [
  { path: '/appointment/', scope: 'body' },
  { path: '/contact/', scope: 'body' },
  { path: '/', scope: '[data-testid="hero"]' },
] as const;

for (const size of SIZES) {
  test.describe(`nothing covers a control, ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const { path, scope } of CHECKED) {
      test(`${path} ${scope === 'body' ? '' : scope}`, async ({ page }) => {
        await visit(page, path);
        const result = await page.evaluate(async (selector) => {
          // Two frames: the scroll event has fired and React has shown or hidden what depends on it.
          const settle = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const targets = [...document.querySelector(selector)!.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
            (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('.sr-only'),
          );
          const problems = new Set<string>();
          const checked = new Set<HTMLElement>();
          // The centre and four points near the corners: a button over the end of a wide field covers it too.
          const SPOTS = [
            [0.5, 0.5],
            [0.15, 0.25],
            [0.85, 0.25],
            [0.15, 0.75],
            [0.85, 0.75],
          ];
          const check = (el: HTMLElement, when: string) => {
            const box = el.getBoundingClientRect();
            const inView = (x: number, y: number) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
            // Off-screen carousel slides and controls not on this screen are not being looked at.
            if (box.width < 2 || box.height < 2 || !inView(box.left + box.width / 2, box.top + box.height / 2)) return;
            checked.add(el);
            // A link that wraps onto two lines is two boxes: the middle of each, not of the space around them.
            const lines = [...el.getClientRects()];
            const points =
              lines.length > 1
                ? lines.map((line) => [line.left + line.width / 2, line.top + line.height / 2])
                : SPOTS.map(([fx, fy]) => [box.left + box.width * fx, box.top + box.height * fy]);
            for (const [x, y] of points) {
              if (!inView(x, y)) continue;
              const hit = document.elementFromPoint(x, y);
              if (hit && !el.contains(hit)) {
                const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.tagName).trim().slice(0, 40);
                const by = hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName.toLowerCase();
                problems.add(`${when}: ${el.tagName.toLowerCase()} "${name}" under ${by}`);
              }
            }
          };
          // As the page opens: everything on the first screen.
          window.scrollTo(0, 0);
          await settle();
          for (const el of targets) check(el, 'first screen');
          // Then each one brought to the middle of the screen (or as near as the page allows).
          for (const el of targets) {
            el.scrollIntoView({ block: 'center', inline: 'nearest' });
            await settle();
            check(el, 'scrolled to');
          }
          return { checked: checked.size, problems: [...problems] };
        }, scope);
        expect(result.checked, 'controls checked').toBeGreaterThan(2);
        expect(result.problems).toEqual([]);
      });
    }
  });
}
