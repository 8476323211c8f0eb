/**
 * Every href and src in every exported HTML file (and url() in the CSS) leads to a file in out/;
 * links that open a new tab to another site carry rel="noopener noreferrer".
 */
import { describe, expect, test } from 'vitest';
import { siteUrl } from './site-url';
import { pathInLocale } from '../../lib/routes';
import { exportedPages, isInternalUrl, localeOfPage, listFiles, OUT_DIR, pageUrls, parseTags, readOut, resolveInternal } from './site-files';

const SITE = siteUrl();
const files = listFiles(OUT_DIR);
const fileSet = new Set(files);
const htmlFiles = files.filter((f) => f.endsWith('.html') && !f.startsWith('_next/'));
const sitePathOf = (file: string) => (file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`);

test('the walk found the pages and their assets', () => {
  expect(htmlFiles).toContain('index.html');
  expect(htmlFiles).toContain('404.html');
});

describe.each(htmlFiles.map((f) => [sitePathOf(f), f] as const))('%s', (from, file) => {
  const tags = parseTags(readOut(file));

  test('every internal href and src is an exported file', () => {
    const broken = pageUrls(tags)
      .filter(({ url }) => isInternalUrl(url, [SITE]))
      .filter(({ url }) => !resolveInternal(url, from, fileSet, [SITE]))
      .map(({ tag, attr, url }) => `<${tag} ${attr}="${url}">`);
    expect([...new Set(broken)]).toEqual([]);
  });

  test('links opening a new tab carry rel="noopener noreferrer"', () => {
    const unsafe = tags
      .filter((t) => (t.name === 'a' || t.name === 'area' || t.name === 'form') && (t.attrs.target ?? '').toLowerCase() === '_blank')
      .filter((t) => {
        const rel = (t.attrs.rel ?? '').toLowerCase().split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((t) => t.attrs.href ?? t.attrs.action);
    expect(unsafe).toEqual([]);
  });

  test('no link to an http: page of another site, and no javascript: URLs', () => {
    const bad = pageUrls(tags)
      .map((u) => u.url)
      .filter((url) => /^javascript:/i.test(url) || (/^http:\/\//i.test(url) && !url.startsWith(SITE) && !url.startsWith('http://www.w3.org/')));
    expect(bad).toEqual([]);
  });
});

test('every url() in the CSS is an exported file', () => {
  const broken: string[] = [];
  for (const css of files.filter((f) => f.endsWith('.css'))) {
    for (const match of readOut(css).matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const url = match[2];
      if (!isInternalUrl(url) || url.startsWith('data:')) continue;
      if (!resolveInternal(url, sitePathOf(css), fileSet)) broken.push(`${css}: ${url}`);
    }
  }
  expect(broken).toEqual([]);
});

// The Emergency link is one tap from every page, to the emergency page in the page's language
// (e2e taps it on one page of each kind).
test.each(exportedPages().map((p) => [p.path, p] as const))('%s has the header Emergency link', (_, page) => {
  const link = parseTags(readOut(page.file)).find((t) => t.name === 'a' && t.attrs['data-testid'] === 'header-emergency');
  expect(link?.attrs.href).toBe(pathInLocale('/emergency/', localeOfPage(page)));
});
