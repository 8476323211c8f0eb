/**
 * The two languages over out/: every English page has its Hindi twin at /hi/<same path> and back;
 * each page says its language (html lang, og:locale), is its own canonical, and carries hreflang
 * alternates (en-IN, hi-IN, x-default to English) that lead to exported pages pointing back; the
 * sitemap lists both languages, with the same alternates when it lists any; links stay in the
 * page's language unless they name the other one (the language switch).
 */
import { describe, expect, test } from 'vitest';
import { defaultLocale, localeTags, locales, otherLocale as other, type Locale } from '../../lib/i18n/locales';
import { pathInLocale } from '../../lib/routes';
import { siteUrl } from './site-url';
import { alternatesOf, encodePath, exportedPages, isInternalUrl, kindOfPage, listFiles, localeOfPage, OUT_DIR, parseTags, readOut, resolveInternal } from './site-files';

const SITE = siteUrl();
const files = new Set(listFiles(OUT_DIR));
// One 404.html serves both languages (it reads the language from the address): no twin, no alternates.
const pages = exportedPages(OUT_DIR, { include404: false }).map((page) => {
  const html = readOut(page.file);
  return { ...page, html, tags: parseTags(html), locale: localeOfPage(page) };
});
type Page = (typeof pages)[number];
const byPath = new Map(pages.map((p) => [p.path, p]));
const ogLocale = (locale: Locale) => localeTags[locale].replace('-', '_');

/**
 * Pages built from the CMS per language (blog posts and their listing pages) may exist in one
 * language only, for a post with no Hindi text; such a page then names no alternates at all. Its
 * address in the other language may still exist (the switch lands there) as a noindex page that
 * shows the post in its own language: then neither names the other.
 */
const SINGLE_LANGUAGE_KINDS = new Set(['blog', 'blogs']);
const isNoindex = (page: Page) => page.tags.some((t) => t.name === 'meta' && t.attrs.name === 'robots' && /noindex/i.test(t.attrs.content ?? ''));
const hasAlternates = (page: Page) => Object.keys(alternatesOf(page.tags)).length > 0;

const sorted = (alternates: Record<string, string>) => JSON.stringify(Object.entries(alternates).sort());
const absolute = (sitePath: string) => `${SITE}${encodePath(sitePath)}`;
const sitePathOf = (url: string) => (url.startsWith(`${SITE}/`) ? decodeURIComponent(url.slice(SITE.length)) : undefined);
const canonicalOf = (page: Page) => page.tags.filter((t) => t.name === 'link' && t.attrs.rel === 'canonical').map((t) => t.attrs.href);
const metaContent = (page: Page, property: string) => page.tags.filter((t) => t.name === 'meta' && t.attrs.property === property).map((t) => t.attrs.content);
/** The target of a meta refresh (redirect pages), as a site path. */
function refreshTarget(page: Page): string | undefined {
  const refresh = page.tags.find((t) => t.name === 'meta' && t.attrs['http-equiv']?.toLowerCase() === 'refresh');
  const url = refresh?.attrs.content?.match(/url=(.*)$/i)?.[1].trim();
  return url === undefined ? undefined : decodeURIComponent(new URL(url, `http://site.invalid${encodePath(page.path)}`).pathname);
}

/** The alternates a page in either language should carry: both addresses of `sitePath`, x-default English. */
function expectedAlternates(sitePath: string): Record<string, string> {
  const en = absolute(pathInLocale(sitePath, defaultLocale));
  return { [localeTags.en]: en, [localeTags.hi]: absolute(pathInLocale(sitePath, 'hi')), 'x-default': en };
}

test('the walk found pages in every language', () => {
  for (const locale of locales) expect(pages.filter((p) => p.locale === locale).length, locale).toBeGreaterThan(10);
});

test('every English page has its Hindi twin at /hi/<same path>, and every Hindi page its English one', () => {
  const missing = pages
    .filter((page) => !byPath.has(pathInLocale(page.path, other(page.locale))))
    .filter((page) => !(SINGLE_LANGUAGE_KINDS.has(kindOfPage(page)) && Object.keys(alternatesOf(page.tags)).length === 0))
    .map((page) => `${page.path} has no twin at ${pathInLocale(page.path, other(page.locale))}`);
  expect(missing).toEqual([]);
});

describe.each(pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
  test('says its language: html lang and og:locale', () => {
    const html = page.tags.find((t) => t.name === 'html');
    expect(html?.attrs.lang, '<html lang>').toBe(localeTags[page.locale]);
    expect(metaContent(page, 'og:locale')).toEqual([ogLocale(page.locale)]);
  });

  test('is its own canonical (a redirect page: its target, in the same language)', () => {
    const target = refreshTarget(page);
    expect(canonicalOf(page)).toEqual([absolute(target ?? page.path)]);
    if (target) expect(localeOfPage({ path: target }), `redirect target ${target}`).toBe(page.locale);
  });

  test('hreflang alternates en-IN, hi-IN and x-default lead to exported pages that point back', () => {
    const alternates = alternatesOf(page.tags);
    const twin = byPath.get(pathInLocale(page.path, other(page.locale)));
    if (Object.keys(alternates).length === 0 && SINGLE_LANGUAGE_KINDS.has(kindOfPage(page))) {
      if (!twin) return; // a one-language post
      // Both sides name no alternate (a redirect twin names its target's), and one of the two is
      // kept out of search results.
      if (!refreshTarget(twin)) expect(hasAlternates(twin), `${twin.path} names no alternates either`).toBe(false);
      expect(isNoindex(page) || isNoindex(twin), `${page.path} or ${twin.path} is noindex`).toBe(true);
      return;
    }
    const canonicalPath = sitePathOf(canonicalOf(page)[0] ?? '') ?? page.path;
    expect(alternates).toEqual(expectedAlternates(canonicalPath));
    expect(metaContent(page, 'og:locale:alternate')).toEqual([ogLocale(other(page.locale))]);
    for (const [hreflang, url] of Object.entries(alternates)) {
      const file = resolveInternal(url, page.path, files, [SITE]);
      expect(file, `${hreflang} ${url} is an exported page`).toBeDefined();
      const target = byPath.get(sitePathOf(url) ?? '');
      expect(target, `${hreflang} ${url} is a page of the site`).toBeDefined();
      expect(alternatesOf(target!.tags), `${url} names the same alternates back`).toEqual(alternates);
    }
  });
});

test('links between pages stay in the page’s language, except links that name the other language (hreflang)', () => {
  const crossing: string[] = [];
  for (const page of pages) {
    for (const { name, attrs } of page.tags) {
      if (name !== 'a' || !attrs.href || !isInternalUrl(attrs.href, [SITE])) continue;
      const file = resolveInternal(attrs.href, page.path, files, [SITE]);
      if (!file?.endsWith('.html')) continue;
      const target = localeOfPage({ path: `/${file}` });
      // The language switch names its language: hreflang="hi" leads to a Hindi page, "en" to an English one.
      const named = attrs.hreflang === undefined ? page.locale : locales.find((l) => attrs.hreflang === l || attrs.hreflang.startsWith(`${l}-`));
      if (target !== named) crossing.push(`${page.path}: <a href="${attrs.href}"${attrs.hreflang ? ` hreflang="${attrs.hreflang}"` : ''}> leads to a ${target} page`);
    }
  }
  expect([...new Set(crossing)]).toEqual([]);
});

describe('sitemap.xml', () => {
  const xml = readOut('sitemap.xml');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: body.match(/<loc>([^<]*)<\/loc>/)?.[1].trim() ?? '',
    alternates: alternatesOf(parseTags(body).map((t) => ({ ...t, name: t.name === 'xhtml:link' ? 'link' : t.name }))),
  }));
  const listed = new Map(entries.map((e) => [sitePathOf(e.loc) ?? e.loc, e]));

  test('lists both languages: every listed page with an indexable twin has its twin listed too', () => {
    const hindi = [...listed.keys()].filter((p) => localeOfPage({ path: p }) === 'hi');
    expect(hindi.length, 'Hindi pages in the sitemap').toBeGreaterThan(0);
    const indexableTwin = (p: string) => {
      const twin = byPath.get(pathInLocale(p, other(localeOfPage({ path: p }))));
      return twin !== undefined && !isNoindex(twin);
    };
    const unpaired = [...listed.keys()]
      .filter(indexableTwin)
      .filter((p) => !listed.has(pathInLocale(p, other(localeOfPage({ path: p })))))
      .map((p) => `${p} is listed, its twin ${pathInLocale(p, other(localeOfPage({ path: p })))} is not`);
    expect(unpaired).toEqual([]);
  });

  test('alternates, when the sitemap gives them, are the pages’ own, on every paired page', () => {
    const withAlternates = entries.filter((e) => Object.keys(e.alternates).length > 0);
    if (withAlternates.length > 0) expect(xml, 'the xhtml namespace is declared').toMatch(/xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    const wrong: string[] = [];
    for (const entry of entries) {
      const page = byPath.get(sitePathOf(entry.loc) ?? '');
      const own = page ? alternatesOf(page.tags) : {};
      // Either no entry has alternates (a sitemap of plain URLs), or every entry has its page's.
      const expected = withAlternates.length === 0 ? {} : own;
      if (sorted(entry.alternates) !== sorted(expected)) wrong.push(`${entry.loc}: ${JSON.stringify(entry.alternates)} instead of ${JSON.stringify(expected)}`);
    }
    expect(wrong).toEqual([]);
  });
});
