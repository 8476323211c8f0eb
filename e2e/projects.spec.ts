import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { projects } from '../content/projects';
import { PROJECT_SLIDER_AUTOPLAY_MS, PROJECT_SLIDER_SPEED_MS, SPLASH_DURATION_MS } from '../lib/constants';

const projectPath = (name: string) => `/projects/${encodeURIComponent(name)}/`;

test.describe('project pages', () => {
  for (const project of projects) {
    test(`${project.name} renders every section`, async ({ page, request }) => {
      await visit(page, projectPath(project.name));
      await expect(page).toHaveTitle(`${project.name} | Drishti Eye Hospital`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', project.description);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${project.bannerImg.src}$`));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(project.name);
      const section = (id: string) => page.locator(`[data-block="${id}"]`);

      await expect(section('banner').locator('img')).toHaveAttribute('alt', project.bannerImg.alt);
      await expect(section('banner').locator('img')).toHaveJSProperty('complete', true);

      const about = section('about');
      await expect(about.getByRole('heading', { level: 2 })).toHaveText(project.about.heading);
      for (const paragraph of project.about.content) await expect(about).toContainText(paragraph);

      const slider = page.getByTestId('project-slider');
      await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(slider).toHaveAttribute('aria-label', `Photos from ${project.name}`);
      // Paused under reduced motion, the slider brings its other photos once reached for.
      await slider.locator('[data-slide-index="0"]').hover();
      const slides = slider.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(project.slider.length);
      for (const [i, image] of project.slider.entries()) {
        await expect(slider.locator(`[data-slide-index="${i}"] img`)).toHaveAttribute('alt', image.alt);
      }
      await expect(slider.getByRole('button', { name: 'Previous photo' })).toBeVisible();
      await expect(slider.getByRole('button', { name: 'Next photo' })).toBeVisible();

      const highlights = section('highlights');
      await expect(highlights.getByRole('heading', { level: 2 })).toHaveText('Key highlights');
      await expect(highlights.locator('li')).toHaveText(project.keyHighlights);

      const stories = section('stories');
      await expect(stories.getByRole('heading', { level: 2 })).toHaveText('Impact stories');
      await expect(stories.getByRole('heading', { level: 3 })).toHaveText(project.impactStories.map((s) => s.title));
      for (const story of project.impactStories) {
        await expect(stories).toContainText(story.name);
        await expect(stories).toContainText(story.description);
        await expect(stories.locator(`img[alt="${story.image.alt}"]`)).toHaveCount(1);
      }

      const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src')!));
      for (const src of new Set(sources)) expect((await request.get(src)).status(), src).toBe(200);
    });
  }
});

/** The slider's current photo (0-based, in content order). */
const activeIndex = (page: Page) => page.getByTestId('project-slider').getAttribute('data-active-index').then(Number);

/**
 * Waits for the slide's CSS transition (real time) to end; the timers run on the fake clock. A
 * paused slider nobody has reached for has no live Swiper yet, so nothing is moving.
 */
const settled = (page: Page) =>
  expect.poll(() => page.evaluate(() => (document.querySelector('.swiper') as unknown as { swiper?: { animating: boolean } }).swiper?.animating ?? false)).toBe(false);

const STEP = PROJECT_SLIDER_AUTOPLAY_MS + 100;

/** Opens a page with the clock paused after the splash, so every later step is timed by the test. */
async function openWithClock(page: Page, path: string) {
  const start = new Date('2026-01-05T10:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  await page.clock.pauseAt(start + SPLASH_DURATION_MS + 60_000);
  await expect(page.getByTestId('splash')).toBeHidden();
  await settled(page);
}

test.describe('project slider motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('advances every 3 s, pauses with the button and on hover, and plays again', async ({ page }) => {
    await openWithClock(page, projectPath(projects[0].name));
    const slider = page.getByTestId('project-slider');
    await expect(slider).toHaveAttribute('data-playing', 'true');
    // `data-playing` is set at hydration, but Swiper is imported after the load, and its instance
    // (read below) exists only once `onSwiper` has run, which sets `data-carousel="ready"`. Reading
    // it earlier failed once in 0d6f6e5's CI run (`.swiper.swiper` undefined).
    await expect(slider).toHaveAttribute('data-carousel', 'ready');
    const total = projects[0].slider.length;
    const params = await page.evaluate(() => {
      const { speed, autoplay } = (document.querySelector('.swiper') as unknown as { swiper: { params: { speed: number; autoplay: { delay: number } } } }).swiper.params;
      return { speed, delay: autoplay.delay };
    });
    expect(params).toEqual({ speed: PROJECT_SLIDER_SPEED_MS, delay: PROJECT_SLIDER_AUTOPLAY_MS });

    // Autoplay: one step per 3000 ms, not before.
    const start = await activeIndex(page);
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS - 200);
    expect(await activeIndex(page)).toBe(start);
    await page.clock.runFor(300);
    await expect.poll(() => activeIndex(page)).toBe((start + 1) % total);
    await settled(page);
    await page.clock.runFor(STEP);
    await expect.poll(() => activeIndex(page)).toBe((start + 2) % total);
    await expect(slider.locator('.swiper-slide-active')).toHaveAttribute('data-slide-index', String((start + 2) % total));
    await settled(page);

    // The visible control stops it until play is pressed.
    const toggle = page.getByTestId('carousel-toggle');
    await expect(toggle).toHaveAccessibleName('Pause slideshow');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Play slideshow');
    await expect(slider).toHaveAttribute('data-playing', 'false');
    const paused = await activeIndex(page);
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS * 3);
    expect(await activeIndex(page)).toBe(paused);

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Pause slideshow');
    await page.clock.runFor(STEP);
    await expect.poll(() => activeIndex(page)).toBe((paused + 1) % total);
    await settled(page);

    // The mouse over the photos holds the current one; leaving lets it run again.
    await page.locator('h1').click(); // focus out of the slider
    await page.clock.runFor(STEP);
    await settled(page);
    await slider.locator('.swiper').hover();
    const hovered = await activeIndex(page);
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS * 3);
    expect(await activeIndex(page)).toBe(hovered);
    await page.mouse.move(5, 5);
    await page.clock.runFor(STEP);
    await expect.poll(() => activeIndex(page)).toBe((hovered + 1) % total);
  });

  test('keyboard focus in the slider holds the photo; arrow keys and buttons move it', async ({ page }) => {
    await openWithClock(page, projectPath(projects[1].name));
    const slider = page.getByTestId('project-slider');
    const total = projects[1].slider.length;

    await slider.getByRole('button', { name: 'Next photo' }).focus();
    const focused = await activeIndex(page);
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS * 3);
    expect(await activeIndex(page)).toBe(focused);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeIndex(page)).toBe((focused + 1) % total);
    await settled(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeIndex(page)).toBe(focused);
    await settled(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeIndex(page)).toBe((focused + total - 1) % total);
    await settled(page);
    await page.keyboard.press('Enter'); // activates "Next photo"
    await expect.poll(() => activeIndex(page)).toBe(focused);
    await settled(page);
    await expect(slider.getByTestId('slider-status')).toHaveText(`Photo ${focused + 1} of ${total}`);
    // Still held while focus stays inside, even after moving by hand.
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS * 3);
    expect(await activeIndex(page)).toBe(focused);
  });
});

test.describe('project slider first frame', () => {
  test('shows the first photo until Swiper arrives near the screen and reached for, at the same size', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, projectPath(projects[0].name));
    const slider = page.getByTestId('project-slider');
    await expect(slider).toHaveAttribute('data-carousel', 'waiting');
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(1);
    await expect(slider.locator('[data-slide-index="0"]')).toHaveAttribute('aria-label', `Photo 1 of ${projects[0].slider.length}`);
    await expect(slider.getByTestId('slider-status')).toHaveText(`Photo 1 of ${projects[0].slider.length}`);
    const size = () => slider.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height].map(Math.round));
    const before = await size();
    await slider.scrollIntoViewIfNeeded();
    // Paused under reduced motion: near the screen it still waits for its visitor to reach for it.
    await page.waitForLoadState('networkidle');
    await expect(slider).toHaveAttribute('data-carousel', 'waiting');
    await slider.locator('[data-slide-index="0"]').hover();
    await expect(slider).toHaveAttribute('data-carousel', 'ready');
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(projects[0].slider.length);
    expect(await size()).toEqual(before);
  });
});

test.describe('project slider with reduced motion', () => {
  test('does not move by itself and offers play', async ({ page }) => {
    await openWithClock(page, projectPath(projects[2].name));
    const slider = page.getByTestId('project-slider');
    await expect(slider).toHaveAttribute('data-playing', 'false');
    await expect(page.getByTestId('carousel-toggle')).toHaveAccessibleName('Play slideshow');
    await page.clock.runFor(PROJECT_SLIDER_AUTOPLAY_MS * 3);
    expect(await activeIndex(page)).toBe(0);
    await slider.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => activeIndex(page)).toBe(1);
  });
});

test.describe('project names in the address', () => {
  test("'/projects/one eye one tree/' lands on the canonical page", async ({ page }) => {
    await page.goto('/projects/one eye one tree/');
    await expect(page).toHaveURL((url) => url.pathname === '/projects/One%20Eye%20One%20Tree/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[0].title);
  });

  test('hyphens and capitals are matched too', async ({ page }) => {
    await page.goto('/projects/SCHOOL-EYE-SCREENING/');
    await expect(page).toHaveURL((url) => url.pathname === '/projects/School%20Eye%20Screening/');
    await expect(page.getByTestId('project-detail')).toBeVisible();
  });

  test('an unknown project says so, with links onward', async ({ page }) => {
    const response = await page.goto('/projects/Nothing/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
    await expect(page).toHaveURL(/\/projects\/Nothing\/$/);
    await expect(page.getByTestId('not-found').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
