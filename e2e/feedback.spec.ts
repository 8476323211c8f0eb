import { test, expect, visit } from './fixtures';

test.describe('patient feedback', () => {
  test('has its title, breadcrumb Home > Feedback and the heading', async ({ page }) => {
    await visit(page, '/feedback/');
    await expect(page).toHaveTitle('Patient Feedback | Drishti Eye Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Patient Feedback');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Feedback');
  });

  test('pages through 16 videos 6 at a time with Previous and Next disabled at the ends', async ({ page }) => {
    await visit(page, '/feedback/');
    const videos = page.getByTestId('feedback-videos').locator('video');
    const label = page.getByTestId('feedback-page-label');
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    const sources = () => videos.evaluateAll((list) => list.map((v) => (v as HTMLVideoElement).getAttribute('src')));

    await expect(label).toHaveText('Page 1 of 3');
    await expect(videos).toHaveCount(6);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const first = await sources();

    await next.click();
    await expect(label).toHaveText('Page 2 of 3');
    await expect(videos).toHaveCount(6);
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    const second = await sources();

    await next.click();
    await expect(label).toHaveText('Page 3 of 3');
    await expect(videos).toHaveCount(4);
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // Focus does not fall to the page when the pressed button becomes disabled.
    await expect(previous).toBeFocused();
    const third = await sources();

    expect(new Set([...first, ...second, ...third]).size).toBe(16);

    await previous.click();
    await expect(label).toHaveText('Page 2 of 3');
    await previous.click();
    await expect(label).toHaveText('Page 1 of 3');
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
    expect(await sources()).toEqual(first);
  });

  test('videos show posters and download nothing until played', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/videos/')) videoRequests.push(request.url());
    });
    await visit(page, '/feedback/');
    const videos = page.getByTestId('feedback-videos').locator('video');
    await expect(videos).toHaveCount(6);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('poster', /^\/images\/feedback\/feedback-\d\d\.jpg$/);
      await expect(video).toHaveAttribute('controls', '');
    }
    const posters = await videos.evaluateAll((list) => list.map((v) => (v as HTMLVideoElement).poster));
    for (const poster of posters) expect((await page.request.get(poster)).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
  });

  test('playing one video pauses every other', async ({ page }) => {
    await visit(page, '/feedback/');
    const videos = page.getByTestId('feedback-videos').locator('video');
    await expect(videos).toHaveCount(6);
    await videos.evaluateAll((list) =>
      list.forEach((v) => {
        const video = v as HTMLVideoElement;
        video.muted = true;
        video.loop = true;
      }),
    );
    const paused = () => videos.evaluateAll((list) => list.map((v) => (v as HTMLVideoElement).paused));
    const play = (i: number) => videos.nth(i).evaluate((v: HTMLVideoElement) => v.play());

    await play(0);
    await expect.poll(paused).toEqual([false, true, true, true, true, true]);
    await play(3);
    await expect.poll(paused).toEqual([true, true, true, false, true, true]);
    await play(5);
    await expect.poll(paused).toEqual([true, true, true, true, true, false]);
    // The clip really plays (it is a valid, decodable file).
    await expect.poll(() => videos.nth(5).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  });
});
