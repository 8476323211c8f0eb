import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axe, test, expect, visit } from './fixtures';

/** The sample posts the test build uses (no Contentful credentials in e2e/build.env), newest first. */
interface SampleEntry {
  sys: { id: string };
  fields: { title: string; blogId: string; date: string; image?: { sys: { id: string } } };
}
// Stored as Contentful's `locale: '*'` response: every field keyed by locale code.
const sample = JSON.parse(readFileSync(join(__dirname, '../content/blog/entries.json'), 'utf8')) as { items: { sys: SampleEntry['sys']; fields: Record<string, { 'en-US': unknown }> }[] };
const english = sample.items.map((e) => ({ sys: e.sys, fields: Object.fromEntries(Object.entries(e.fields).map(([key, values]) => [key, values['en-US']])) }) as SampleEntry);
const posts = english.sort((a, b) => Date.parse(b.fields.date) - Date.parse(a.fields.date)).map((e) => e.fields);
const guide = posts.find((post) => post.blogId === 'cataract-surgery-day-guide')!;
const guidePath = `/blogs/${guide.blogId}/`;

test.describe('blog list', () => {
  test('page 1 shows the six newest posts, breadcrumb, heading and page links', async ({ page }) => {
    await visit(page, '/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Blog');

    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.slice(0, 6).map((post) => post.title));
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/blogs/${posts[0].blogId}/`);
    await expect(cards.first().locator('img')).toHaveAttribute('alt', /.+/);

    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current', /.*/);
    // Prev is inert on the first page; Next leads to page 2.
    await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await expect(pager.getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
  });

  test('page 2 shows the rest, with Next inert and Prev back to page 1', async ({ page }) => {
    await visit(page, '/blog/page/2/');
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(posts.length - 6);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.slice(6).map((post) => post.title));
    // The sample post without a cover image shows no picture.
    const noImage = posts.slice(6).findIndex((post) => !post.image);
    expect(noImage).toBeGreaterThanOrEqual(0);
    await expect(cards.nth(noImage).locator('img')).toHaveCount(0);

    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog/');
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(6);
  });

  test('/blog/page/1/ sends visitors to /blog/ and is not indexed', async ({ page, request }) => {
    const html = await (await request.get('/blog/page/1/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta http-equiv="refresh" content="0; url=\/blog\/"\/?>/);
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/blog\/"\/?>/);
    expect(head).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    await page.goto('/blog/page/1/');
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(6);
  });

  test('a card opens its post', async ({ page }) => {
    await visit(page, '/blog/');
    await page.getByTestId('blog-card').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${posts[1].blogId}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[1].title);
  });

  test('sets title, description, keywords and author', async ({ page }) => {
    await visit(page, '/blog/');
    await expect(page).toHaveTitle('Blog | Drishti Eye Hospital');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /eye health/i);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /cataract/);
    await expect(page.locator('meta[name="author"]')).toHaveAttribute('content', 'Drishti Eye Hospital');
    await visit(page, '/blog/page/2/');
    await expect(page).toHaveTitle('Blog: page 2 | Drishti Eye Hospital');
  });

  test.describe('in the visitor’s locale', () => {
    test.use({ locale: 'en-US', timezoneId: 'Asia/Kolkata' });

    test('dates use the browser locale with a long month; the HTML has the site’s', async ({ page, request }) => {
      const html = await (await request.get('/blog/')).text();
      expect(html).toContain('>2 November 2026<');
      await visit(page, '/blog/');
      await expect(page.getByTestId('blog-card').first().getByTestId('post-date')).toHaveText('November 2, 2026');
      await expect(page.getByTestId('blog-card').first().locator('time')).toHaveAttribute('datetime', '2026-11-02T05:00:00.000Z');
    });

    test('a worker formats them: the page itself starts no date formatting (its locale data would cost a long task)', async ({ page }) => {
      await page.addInitScript(() => {
        const calls: string[] = ((window as unknown as { __dateCalls: string[] }).__dateCalls = []);
        for (const name of ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'] as const) {
          const original = Date.prototype[name];
          Date.prototype[name] = function (this: Date, ...args: Parameters<typeof original>) {
            calls.push(name);
            return original.apply(this, args);
          };
        }
        const Format = Intl.DateTimeFormat;
        Intl.DateTimeFormat = Object.assign(function (...args: ConstructorParameters<typeof Format>) {
          calls.push('Intl.DateTimeFormat');
          return new Format(...args);
        }, Format) as typeof Format;
      });
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      for (const [path, testId, text] of [
        ['/blog/', 'post-date', 'November 2, 2026'],
        [guidePath, 'post-time', '10:30 AM'],
      ]) {
        await visit(page, path);
        await expect(page.getByTestId(testId).first()).toHaveText(text);
        expect(await page.evaluate(() => (window as unknown as { __dateCalls: string[] }).__dateCalls), path).toEqual([]);
      }
      expect(workers.length).toBeGreaterThan(0);
    });

    test('with the worker’s file unreachable the page formats them itself', async ({ page }) => {
      const blocked: string[] = [];
      await page.route('**/_next/static/chunks/turbopack-worker-*', (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await visit(page, '/blog/');
      await expect(page.getByTestId('blog-card').first().getByTestId('post-date')).toHaveText('November 2, 2026');
      expect(blocked).not.toEqual([]);
    });
  });
});

test.describe('blog post', () => {
  test.use({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

  test('banner, cover, title and every rich-text node type and mark are visible', async ({ page }) => {
    await visit(page, guidePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    await expect(page.getByTestId('post-banner-date').locator('> span')).toHaveText(['Published on 2 November 2026', 'Time: 10:30 am']);
    await expect(page.locator('#post-title')).toHaveText(guide.title);
    const body = page.getByTestId('post-body');
    for (const node of ['paragraph', 'heading-1', 'heading-2', 'heading-3', 'heading-4', 'heading-5', 'heading-6', 'unordered-list', 'ordered-list', 'list-item', 'hr', 'blockquote', 'table', 'table-row', 'table-header-cell', 'table-cell', 'embedded-asset-block', 'hyperlink']) {
      await expect(body.locator(`[data-node="${node}"]`).first(), node).toBeVisible();
    }
    await expect(body.locator('[data-node="heading-1"]')).toHaveText('Your day at a glance');
    await expect(body.getByRole('heading', { level: 2, name: 'Your day at a glance' })).toBeVisible();
    await expect(body.locator('th[scope="col"]')).toHaveText(['Time', 'What happens']);
    for (const [mark, tag] of [['bold', 'STRONG'], ['italic', 'EM'], ['underline', 'U'], ['code', 'CODE'], ['superscript', 'SUP'], ['subscript', 'SUB'], ['strikethrough', 'S']]) {
      const element = body.locator(`[data-mark="${mark}"]`).first();
      await expect(element, mark).toBeVisible();
      expect(await element.evaluate((el) => el.tagName)).toBe(tag);
    }
    await expect(body.locator('[data-mark="code"]')).toHaveText('DEH-2417');
  });

  test('pictures have the asset title as alt text, or Image', async ({ page }) => {
    await visit(page, guidePath);
    await expect(page.locator('article > img, article > picture img').first()).toHaveAttribute('alt', "A nurse puts drops in a patient's eye before cataract surgery");
    const figures = page.getByTestId('post-body').locator('figure[data-node="embedded-asset-block"] img');
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0)).toHaveAttribute('alt', 'Patients and family members in the hospital waiting area');
    await expect(figures.nth(1)).toHaveAttribute('alt', 'Image');
    await expect(page.getByTestId('post-body').locator('figcaption')).toHaveText('A clear plastic eye shield taped over an eye after surgery');
    // Every picture actually loads (local WebP from the export optimizer).
    for (const img of await page.locator('article img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('links keep their schemes; web links open in a new tab', async ({ page }) => {
    await visit(page, guidePath);
    const links = page.getByTestId('post-body').locator('a[data-node="hyperlink"]');
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      'tel:+919876543211',
      'mailto:care@drishtieyehospital.org',
      'https://npcbvi.mohfw.gov.in/',
    ]);
    await expect(links.nth(2)).toHaveAttribute('target', '_blank');
    await expect(links.nth(2)).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('share links are exactly WhatsApp (title + URL), Facebook (URL) and LinkedIn (URL + title)', async ({ page, blockedRequests }) => {
    await visit(page, guidePath);
    const url = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(url).toMatch(new RegExp(`^https?://[^/]+${guidePath}$`));
    const href = (key: string) => page.locator(`[data-share="${key}"]`).getAttribute('href');
    expect(await href('whatsapp')).toBe(`https://wa.me/?text=${encodeURIComponent(`${guide.title} ${url}`)}`);
    expect(await href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url!)}`);
    expect(await href('linkedin')).toBe(`https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url!)}&title=${encodeURIComponent(guide.title)}`);
    for (const key of ['whatsapp', 'facebook', 'linkedin']) {
      await expect(page.locator(`[data-share="${key}"]`)).toHaveAttribute('target', '_blank');
      await expect(page.locator(`[data-share="${key}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // It opens a new window (outside hosts are blocked in tests, so only the request is seen).
    const popup = page.waitForEvent('popup');
    await page.locator('[data-share="facebook"]').click();
    await popup;
    await expect.poll(() => blockedRequests.some((u) => u.startsWith('https://www.facebook.com/sharer/sharer.php?u='))).toBe(true);
  });

  test('Recent Blogs lists 3 other newest posts with date and time, and Show More', async ({ page }) => {
    await visit(page, guidePath);
    const recent = page.getByTestId('recent-blogs');
    await expect(recent.getByRole('heading', { name: 'Recent Blogs' })).toBeVisible();
    const others = posts.filter((post) => post.blogId !== guide.blogId);
    const items = recent.locator('li');
    await expect(items).toHaveCount(3);
    await expect(items.getByRole('link')).toHaveText(others.slice(0, 3).map((post) => post.title));
    await expect(items.first().getByRole('link')).toHaveAttribute('href', `/blogs/${others[0].blogId}/`);
    await expect(items.first().getByTestId('post-date')).toHaveText('18 October 2026');
    await expect(items.first().getByTestId('post-time')).toHaveText('9:00 am');
    const more = recent.getByRole('link', { name: 'Show More' });
    await expect(more).toHaveAttribute('href', '/blog/');
    await more.click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('has article metadata, an Open Graph image and BlogPosting JSON-LD', async ({ page }) => {
    await visit(page, guidePath);
    await expect(page).toHaveTitle(`${guide.title} | Drishti Eye Hospital`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Most people who come to us for cataract surgery/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/blog\/cataract-surgery-day\.jpg$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: guide.title, datePublished: '2026-11-02T05:00:00.000Z' });
    expect(posting.url).toMatch(new RegExp(`${guidePath}$`));
  });

  test('an unknown blogId gets the 404 page', async ({ page }) => {
    const response = await page.goto('/blogs/no-such-post/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toHaveAttribute('data-state', 'blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'See all blog posts' })).toHaveAttribute('href', '/blog/');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`list and post pass axe checks in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/blog/', guidePath]) {
        await visit(page, path);
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const results = await axe(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});
