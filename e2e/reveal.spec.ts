/**
 * Entrance animations (components/ui/reveal.tsx) on real pages of the export.
 *
 * Pages use three presets: `stagger` (lists on the home, about, mission, treatments, treatment and
 * project pages) and `slideLeft` / `slideRight` (the home page's about teaser). `fadeUp`, `scaleIn`
 * and `flipIn` are used on no page, so only the unit test (components/ui/reveal.test.ts) checks
 * their keyframes; the no-scripts test below fails if a page starts using a preset the motion
 * tests here do not cover.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, nextFrames, visit } from './fixtures';

/** Every page with a Reveal block. */
const PAGES = ['/', '/about/', '/mission/', '/treatments/', '/treatment-details/Cataract/', '/projects/School%20Eye%20Screening/'];

/** Where each preset covered here starts, as a computed transform: translateY(50px) or translateX(±100px). */
const START: Record<string, string> = {
  stagger: 'matrix(1, 0, 0, 1, 0, 50)',
  slideLeft: 'matrix(1, 0, 0, 1, -100, 0)',
  slideRight: 'matrix(1, 0, 0, 1, 100, 0)',
};

type Look = { opacity: string; transform: string };

/**
 * The computed opacity and transform of what a Reveal block animates: the block itself, or its
 * children for `stagger` (the block is listed first then, and is never animated itself).
 */
function looks(block: Locator): Promise<Look[]> {
  return block.evaluate((el) => {
    const look = (e: Element) => ({ opacity: getComputedStyle(e).opacity, transform: getComputedStyle(e).transform });
    return el.getAttribute('data-reveal') === 'stagger' ? [look(el), ...Array.from(el.children, look)] : [look(el)];
  });
}

const SHOWN: Look = { opacity: '1', transform: 'none' };

/** What a block looks like before it is revealed: hidden and offset by its preset. */
function hiddenLooks(preset: string, count: number): Look[] {
  const start = { opacity: '0', transform: START[preset] };
  return preset === 'stagger' ? [SHOWN, ...Array<Look>(count - 1).fill(start)] : [start];
}

/** Opens a page with motion allowed, past the 3 s navigation splash that locks scrolling. */
async function visitWithMotion(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 6000 });
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
}

/** Resolves once the block is out of the viewport (want false) or at least 15 % in it (want true). */
function intersection(block: Locator, want: boolean): Promise<void> {
  return block.evaluate(
    (el, want) =>
      new Promise<void>((resolve) => {
        const io = new IntersectionObserver(
          ([entry]) => {
            if (want ? entry.isIntersecting && entry.intersectionRatio >= 0.15 : !entry.isIntersecting) {
              io.disconnect();
              resolve();
            }
          },
          { threshold: [0, 0.15] },
        );
        io.observe(el);
      }),
    want,
  );
}

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('home: blocks below the fold wait hidden, then slide and stagger in when scrolled to', async ({ page }) => {
    await visitWithMotion(page, '/');
    const viewportHeight = page.viewportSize()!.height;
    const blocks = page.locator('[data-reveal]');
    const presets = await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-reveal')!));
    expect(presets).toEqual(['slideLeft', 'slideRight', 'stagger', 'stagger', 'stagger']);

    for (const [i, preset] of presets.entries()) {
      const block = blocks.nth(i);
      const box = (await block.boundingBox())!;
      expect(box.y, `${preset} block ${i} starts below the fold`).toBeGreaterThan(viewportHeight);
      const count = (await looks(block)).length;
      await expect.poll(() => looks(block), `${preset} block ${i} is hidden before it is scrolled to`).toEqual(hiddenLooks(preset, count));
    }

    // Note the frame in which each benefit card (the first list) starts to show.
    const benefits = blocks.nth(2);
    await benefits.evaluate((el) => {
      const starts: (number | null)[] = Array.from(el.children, () => null);
      (window as unknown as { __starts: typeof starts }).__starts = starts;
      const sample = (now: number) => {
        Array.from(el.children).forEach((child, i) => {
          if (starts[i] === null && Number(getComputedStyle(child).opacity) > 0) starts[i] = now;
        });
        if (starts.includes(null)) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });

    for (const [i, preset] of presets.entries()) {
      const block = blocks.nth(i);
      await block.scrollIntoViewIfNeeded();
      const count = (await looks(block)).length;
      await expect.poll(() => looks(block), `${preset} block ${i} ends fully shown`).toEqual(Array<Look>(count).fill(SHOWN));
    }

    const starts = await page.evaluate(() => (window as unknown as { __starts: number[] }).__starts);
    expect(starts.length).toBe(6);
    expect(starts, 'cards start in order').toEqual([...starts].sort((a, b) => a - b));
    // 0.15 s between cards: the last of six starts about 0.75 s after the first.
    expect(starts[starts.length - 1] - starts[0], 'the last card starts well after the first').toBeGreaterThan(400);
  });

  test('a revealed block stays shown when scrolled away and back (it animates once)', async ({ page }) => {
    await visitWithMotion(page, '/');
    for (const preset of ['slideRight', 'stagger']) {
      const block = page.locator(`[data-reveal="${preset}"]`).first();
      const count = (await looks(block)).length;
      await expect.poll(() => looks(block)).toEqual(hiddenLooks(preset, count));
      await block.scrollIntoViewIfNeeded();
      await expect.poll(() => looks(block)).toEqual(Array<Look>(count).fill(SHOWN));

      // From now on, note every frame in which anything in the block is not fully shown or animating.
      await block.evaluate((el) => {
        const w = window as unknown as { __bad: string[]; __sampling: boolean };
        w.__bad = [];
        w.__sampling = true;
        const sample = () => {
          for (const e of [el, ...Array.from(el.children)]) {
            const style = getComputedStyle(e);
            if (style.opacity !== '1' || style.transform !== 'none' || e.getAnimations().length > 0) w.__bad.push(`${style.opacity} ${style.transform}`);
          }
          if (w.__sampling) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });

      const away = intersection(block, false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await away;
      await nextFrames(page);
      const back = intersection(block, true);
      await block.scrollIntoViewIfNeeded();
      await back;
      await nextFrames(page);

      const bad = await page.evaluate(() => {
        const w = window as unknown as { __bad: string[]; __sampling: boolean };
        w.__sampling = false;
        return w.__bad;
      });
      expect(bad, `${preset}: nothing hid or animated again`).toEqual([]);
      expect(await looks(block)).toEqual(Array<Look>(count).fill(SHOWN));
    }
  });
});

test.describe('with reduced motion', () => {
  test('every Reveal block is shown at once, without scrolling, and never hidden', async ({ page }) => {
    // Note every frame from the first one in which a Reveal block or a child of one is not fully shown.
    await page.addInitScript(() => {
      const w = window as unknown as { __bad: string[]; __frames: number };
      w.__bad = [];
      w.__frames = 0;
      const sample = () => {
        w.__frames++;
        for (const el of Array.from(document.querySelectorAll('[data-reveal]'))) {
          for (const e of [el, ...Array.from(el.children)]) {
            const style = getComputedStyle(e);
            if (style.opacity !== '1' || style.transform !== 'none' || e.getAnimations().length > 0) {
              w.__bad.push(`${el.getAttribute('data-reveal')}: ${style.opacity} ${style.transform}`);
            }
          }
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });

    let belowFold = 0;
    for (const path of PAGES) {
      await visit(page, path);
      await nextFrames(page);
      const viewportHeight = page.viewportSize()!.height;
      const blocks = page.locator('[data-reveal]');
      expect(await blocks.count(), path).toBeGreaterThan(0);
      // Blocks below the fold are the ones motion would have hidden.
      const tops = await blocks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      belowFold += tops.filter((top) => top > viewportHeight).length;

      for (const block of await blocks.all()) {
        const count = (await looks(block)).length;
        expect(await looks(block), path).toEqual(Array<Look>(count).fill(SHOWN));
      }
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __bad: string[]; __frames: number };
        return { bad: w.__bad, frames: w.__frames, scrollY: window.scrollY };
      });
      expect(seen.frames, path).toBeGreaterThan(1);
      expect(seen.scrollY, path).toBe(0);
      expect(seen.bad, `${path}: no Reveal block was hidden or animated at any frame`).toEqual([]);
    }
    expect(belowFold, 'blocks below the fold').toBeGreaterThan(10);
  });
});

test.describe('without scripts', () => {
  test('the server HTML of every Reveal block is shown (motion allowed, scripts off)', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      reducedMotion: 'no-preference',
      viewport: { width: 1280, height: 800 },
    });
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const used = new Set<string>();

    for (const path of PAGES) {
      await page.goto(test.info().project.use.baseURL + path);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      const blocks = page.locator('[data-reveal]');
      expect(await blocks.count(), path).toBeGreaterThan(0);
      for (const block of await blocks.all()) {
        used.add((await block.getAttribute('data-reveal'))!);
        const count = (await looks(block)).length;
        expect(await looks(block), path).toEqual(Array<Look>(count).fill(SHOWN));
        await block.scrollIntoViewIfNeeded();
        await expect(block, path).toBeVisible();
        // Its content: text, or the about teaser's picture.
        const text = (await block.innerText()).trim();
        if (text) expect(text.length, path).toBeGreaterThan(0);
        else await expect(block.locator('img').first(), `${path}: the block has its content`).toBeVisible();
        expect(await block.getAttribute('style'), path).toBeNull();
      }
    }

    // A page that starts using another preset needs a motion test above.
    expect([...used].filter((preset) => !(preset in START)), 'presets used on pages but not tested here').toEqual([]);
    await context.close();
  });
});
