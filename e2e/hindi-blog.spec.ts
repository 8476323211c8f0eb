/**
 * The blog and the 404 page at /hi/: only posts written in Hindi are listed, with Hindi dates; a
 * post not yet translated still has its /hi/ page, in English marked lang="en" under a Hindi note,
 * kept out of search and of the hreflang pairs; the 404 page resolves /hi/ addresses and speaks
 * Hindi there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { blog as t } from '../lib/i18n/hi/blog';
import { common } from '../lib/i18n/hi/common';
import { test, expect, visit } from './fixtures';

type Localized<T> = { 'en-US': T; 'hi-IN'?: T };
const sample = JSON.parse(readFileSync(join(__dirname, '../content/blog/entries.json'), 'utf8')) as {
  items: { fields: { blogId: Localized<string>; title: Localized<string>; date: Localized<string>; content: Localized<unknown> } }[];
};
const posts = sample.items
  .map(({ fields }) => ({
    blogId: fields.blogId['en-US'],
    date: fields.date['en-US'],
    title: fields.title['en-US'],
    hindiTitle: fields.title['hi-IN'],
    hindi: Boolean(fields.title['hi-IN'] && fields.content['hi-IN']),
  }))
  .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const hindiPosts = posts.filter((post) => post.hindi);
// Nothing in Hindi, and a Hindi title over English content (an editor's half-done translation).
const untranslated = posts.find((post) => post.blogId === 'cataract-surgery-day-guide')!;
const titleOnly = posts.find((post) => post.blogId === 'school-eye-screening-for-parents')!;
const translated = posts.find((post) => post.blogId === 'five-myths-about-cataract')!;

/** The page's <head> as exported (what crawlers read). */
async function headOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return html.slice(0, html.indexOf('</head>'));
}

function jsonLdOfType(page: Page, type: string) {
  return page.locator('script[type="application/ld+json"]').evaluateAll(
    (scripts, wanted) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((data) => data['@type'] === wanted),
    type,
  );
}

// An English browser, as on most phones of Hindi readers: Hindi pages must stay Hindi.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test.describe('/hi/blog/', () => {
  test('lists only the posts written in Hindi, newest first, with Hindi titles and dates', async ({ page }) => {
    expect(hindiPosts.length).toBeGreaterThan(0);
    expect(hindiPosts.length).toBeLessThan(posts.length);
    await visit(page, '/hi/blog/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const crumbs = page.getByRole('navigation', { name: common.breadcrumb });
    await expect(crumbs.getByRole('link', { name: common.nav.home })).toHaveAttribute('href', '/hi/');
    const cards = page.getByTestId('blog-card');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(hindiPosts.slice(0, 6).map((post) => post.hindiTitle!));
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/hi/blogs/${hindiPosts[0].blogId}/`);
    await expect(page.getByText(untranslated.title)).toHaveCount(0);
    await expect(page.getByText(titleOnly.hindiTitle!)).toHaveCount(0);
    // "18 अक्टूबर 2026" in the HTML and after hydration, in an English browser in New York.
    const date = cards.first().getByTestId('post-date');
    await expect(date).toHaveText('18 अक्टूबर 2026');
    await expect(date).toHaveAttribute('datetime', '2026-10-18T03:30:00.000Z');
    const html = await (await page.request.get('/hi/blog/')).text();
    expect(html).toContain('>18 अक्टूबर 2026<');
  });

  test('a page number with no Hindi posts sends the visitor to the last Hindi page and is not indexed', async ({ page }) => {
    expect(Math.ceil(hindiPosts.length / 6)).toBe(1);
    const head = await headOf(page, '/hi/blog/page/2/');
    expect(head).toMatch(/<meta http-equiv="refresh" content="0; url=\/hi\/blog\/"\/?>/);
    expect(head).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    await page.goto('/hi/blog/page/2/');
    await expect(page).toHaveURL(/\/hi\/blog\/$/);
    // English page 2 names no Hindi twin (there is no Hindi page 2).
    expect(await headOf(page, '/blog/page/2/')).not.toMatch(/hreflang/);
  });
});

test.describe('a post written in Hindi', () => {
  const path = `/hi/blogs/${translated.blogId}/`;

  test('is in Hindi: title, dates, share buttons and recent Hindi posts', async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.hindiTitle!);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByTestId('post-article')).not.toHaveAttribute('lang', /.*/);
    await expect(page.getByTestId('post-language-note')).toHaveCount(0);
    await expect(page.getByTestId('post-banner-date').locator('> span')).toHaveText([`${t.postDate} 18 अक्टूबर 2026`, `${t.postTime} सुबह 9:00`]);
    const share = page.getByRole('region', { name: t.share });
    await expect(share.getByRole('link', { name: t.shareWhatsapp })).toBeVisible();
    const recent = page.getByTestId('recent-blogs');
    await expect(recent.getByRole('heading')).toHaveText(t.recent);
    const titles = hindiPosts.filter((post) => post.blogId !== translated.blogId).slice(0, 3);
    await expect(recent.getByRole('listitem').getByRole('link')).toHaveText(titles.map((post) => post.hindiTitle!));
    await expect(recent.getByRole('link', { name: titles[0].hindiTitle! })).toHaveAttribute('href', `/hi/blogs/${titles[0].blogId}/`);
    await expect(recent.getByTestId('post-time').first()).toHaveText(/^(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/);
  });

  test('pairs with its English twin and says it is in Hindi', async ({ page }) => {
    const head = await headOf(page, path);
    expect(head).toMatch(new RegExp(`hrefLang="en-IN" href="[^"]*/blogs/${translated.blogId}/"`, "i"));
    expect(head).not.toMatch(/noindex/);
    expect(await headOf(page, `/blogs/${translated.blogId}/`)).toMatch(new RegExp(`hrefLang="hi-IN" href="[^"]*/hi/blogs/${translated.blogId}/"`, "i"));
    await visit(page, path);
    expect((await jsonLdOfType(page, 'BlogPosting')).inLanguage).toBe('hi-IN');
  });
});

test.describe('a post not yet in Hindi', () => {
  for (const post of [untranslated, titleOnly]) {
    test(`${post.blogId}: /hi/ shows the English text with lang="en" under a Hindi note`, async ({ page }) => {
      await visit(page, `/hi/blogs/${post.blogId}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      // Never a Hindi title over English text.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
      const text = page.getByTestId('post-article');
      await expect(text).toHaveAttribute('lang', 'en');
      await expect(text.locator('#post-title')).toHaveText(post.title);
      await expect(text.getByTestId('post-body')).toBeVisible();
      const note = page.getByTestId('post-language-note');
      await expect(note).toContainText(t.onlyInEnglish);
      await expect(note).toHaveAttribute('lang', 'hi');
      await expect(note.getByRole('link', { name: t.translatedPosts })).toHaveAttribute('href', '/hi/blog/');
      // The page around it stays Hindi.
      await expect(page.getByTestId('post-banner-date')).toContainText(t.postDate);
      await expect(page.getByRole('region', { name: t.share })).toHaveAttribute('lang', 'hi');
      expect((await jsonLdOfType(page, 'BlogPosting')).inLanguage).toBe('en-IN');
    });
  }

  test('is kept out of search and claims no twin, in either language', async ({ page }) => {
    const hindi = await headOf(page, `/hi/blogs/${untranslated.blogId}/`);
    expect(hindi).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    expect(hindi).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/hi/blogs/${untranslated.blogId}/"/?>`));
    expect(hindi).not.toMatch(/hreflang/i);
    const english = await headOf(page, `/blogs/${untranslated.blogId}/`);
    expect(english).not.toMatch(/hreflang/i);
    expect(english).not.toMatch(/noindex/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/hi/blogs/${untranslated.blogId}/`);
    expect(sitemap).toContain(`/hi/blogs/${translated.blogId}/`);
  });
});

test.describe('the 404 page at /hi/', () => {
  const landings: [string, string][] = [
    ['/hi/treatment-details/CATARACT/', '/hi/treatment-details/Cataract/'],
    ['/hi/treatment-details/diabetic-retinopathy/', '/hi/treatment-details/Diabetic%20Retinopathy/'],
    ['/hi/projects/one-eye-one-tree/', '/hi/projects/One%20Eye%20One%20Tree/'],
  ];
  for (const [from, to] of landings) {
    test(`${from} lands on the Hindi page ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === to);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    });
  }

  test('an unknown address says so in Hindi, with lang="hi" and Hindi links', async ({ page }) => {
    const response = await page.goto('/hi/nothing/');
    expect(response?.status()).toBe(404);
    const box = page.getByTestId('not-found');
    await expect(box).toHaveAttribute('data-state', 'generic');
    await expect(box).toHaveAttribute('lang', 'hi');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText(common.notFound.title);
    await expect(box.getByText(common.notFound.text).first()).toBeVisible();
    await expect(box.getByRole('link', { name: common.notFound.home })).toHaveAttribute('href', '/hi/');
    await expect(box.getByRole('link', { name: common.notFound.contact })).toHaveAttribute('href', '/hi/contact/');
    await expect(page.getByTestId('not-found-hindi')).toBeHidden();
  });

  test('an unknown treatment says so in Hindi, with the way back to Hindi treatments', async ({ page }) => {
    await page.goto('/hi/treatment-details/Nothing/');
    const box = page.getByTestId('not-found');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText(common.notFound.treatmentTitle);
    await expect(box.getByRole('link', { name: common.notFound.backToTreatments }).first()).toHaveAttribute('href', '/hi/treatments/');
    await expect(page).toHaveURL(/\/hi\/treatment-details\/Nothing\/$/);
  });

  test('English addresses keep the English page, without the Hindi block', async ({ page }) => {
    await page.goto('/nothing/');
    const box = page.getByTestId('not-found');
    await expect(box).toHaveAttribute('data-state', 'generic');
    await expect(box).not.toHaveAttribute('lang', /.*/);
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(box.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('not-found-hindi')).toBeHidden();
  });
});

test.describe('the 404 page without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('shows English and, below it, the Hindi message and links with lang="hi"', async ({ page }) => {
    const response = await page.goto('/hi/nothing/');
    expect(response?.status()).toBe(404);
    const box = page.getByTestId('not-found');
    await expect(box.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const hindi = page.getByTestId('not-found-hindi');
    await expect(hindi).toBeVisible();
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(hindi.getByText(common.notFound.title)).toBeVisible();
    await expect(hindi.getByText(common.notFound.text)).toBeVisible();
    await expect(hindi.getByRole('link', { name: common.notFound.home })).toHaveAttribute('href', '/hi/');
    await expect(hindi.getByRole('link', { name: common.notFound.contact })).toHaveAttribute('href', '/hi/contact/');
  });
});
