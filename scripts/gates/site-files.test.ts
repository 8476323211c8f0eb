import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { browseUrl, browsedPages, exportedPages, hasBreadcrumbTrail, kindOfPage, localeOfPage, onePagePerKind, inlineScripts, isInternalUrl, pageUrls, parseTags, tagsInsideClass, resolveInternal, visibleLength } from './site-files';

describe('parseTags', () => {
  test('reads attributes in every quoting style and decodes entities', () => {
    const [a, img] = parseTags(`<a href="/x/?a=1&amp;b=2" target=_blank data-x='y'>t</a><img src="/i.webp" alt="" width="10" height=20 />`);
    expect(a).toEqual({ name: 'a', attrs: { href: '/x/?a=1&b=2', target: '_blank', 'data-x': 'y' } });
    expect(img.attrs).toEqual({ src: '/i.webp', alt: '', width: '10', height: '20' });
  });
  test('skips comments and the bodies of scripts', () => {
    const tags = parseTags('<!-- <a href="/c/"> --><script>document.write("<a href=\'/s/\'>")</script><a href="/real/">');
    expect(tags.map((t) => t.attrs.href).filter(Boolean)).toEqual(['/real/']);
  });
  test('inline scripts by type', () => {
    const html = '<script src="/a.js"></script><script>one()</script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScripts(html)).toEqual(['one()', '{"a":1}']);
    expect(inlineScripts(html, 'application/ld+json')).toEqual(['{"a":1}']);
    expect(inlineScripts(html, '')).toEqual(['one()']);
  });
  test('collects srcset candidates', () => {
    const urls = pageUrls(parseTags('<img src="/a.webp" srcset="/a-1.webp 480w, /a-2.webp 828w">')).map((u) => u.url);
    expect(urls).toEqual(['/a.webp', '/a-1.webp', '/a-2.webp']);
  });
});

describe('resolveInternal', () => {
  const files = new Set(['index.html', 'about/index.html', 'projects/One Eye One Tree/index.html', 'images/a b.webp', 'icon.svg', '404.html']);
  const resolve = (url: string, from = '/') => resolveInternal(url, from, files, ['https://site.test']);
  test('directories, encoded names, queries and fragments', () => {
    expect(resolve('/')).toBe('index.html');
    expect(resolve('/about/')).toBe('about/index.html');
    expect(resolve('/about')).toBe('about/index.html');
    expect(resolve('/about/#team')).toBe('about/index.html');
    expect(resolve('/projects/One%20Eye%20One%20Tree/')).toBe('projects/One Eye One Tree/index.html');
    expect(resolve('/images/a%20b.webp?v=1')).toBe('images/a b.webp');
    expect(resolve('https://site.test/icon.svg')).toBe('icon.svg');
    expect(resolve('../../icon.svg', '/projects/One Eye One Tree/')).toBe('icon.svg');
  });
  test('missing targets', () => {
    expect(resolve('/contact/')).toBeUndefined();
    expect(resolve('/projects/one-eye-one-tree/')).toBeUndefined();
    expect(resolve('/images/a b.jpg')).toBeUndefined();
    expect(resolve('/bad%zz/')).toBeUndefined();
  });
  test('internal versus external', () => {
    expect(isInternalUrl('/x/')).toBe(true);
    expect(isInternalUrl('x.html')).toBe(true);
    expect(isInternalUrl('#main')).toBe(false);
    expect(isInternalUrl('mailto:a@b.c')).toBe(false);
    expect(isInternalUrl('tel:+91')).toBe(false);
    expect(isInternalUrl('https://wa.me/1')).toBe(false);
    expect(isInternalUrl('//cdn.test/x.js')).toBe(false);
    expect(isInternalUrl('https://site.test/a/', ['https://site.test'])).toBe(true);
  });
});

test('exportedPages walks out/: every index.html and the 404 page, without Next duplicates', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'out-'));
  for (const file of ['index.html', 'about/index.html', 'projects/One Eye One Tree/index.html', '404.html', '404/index.html', '_not-found/index.html', '_next/static/x/index.html']) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), '<html></html>');
  }
  expect(exportedPages(out).map((p) => [p.path, p.url])).toEqual([
    ['/', '/'],
    ['/about/', '/about/'],
    ['/projects/One Eye One Tree/', '/projects/One%20Eye%20One%20Tree/'],
    ['/404.html', '/404.html'],
  ]);
  expect(() => exportedPages(path.join(out, 'nothing'))).toThrow(/build/);
});

test('onePagePerKind: the first page of each kind in each language, the 404 page in both', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'out-'));
  const pages = ['index.html', 'about/index.html', 'projects/A/index.html', 'projects/B/index.html', 'hi/index.html', 'hi/about/index.html', 'hi/projects/A/index.html', 'hi/projects/B/index.html', '404.html'];
  for (const file of pages) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), '<html></html>');
  }
  expect(browsedPages(out).map((p) => p.path)).toEqual([...exportedPages(out).map((p) => p.path), '/hi/404.html']);
  const sample = onePagePerKind(out);
  expect(sample.map((p) => p.path)).toEqual(['/', '/about/', '/hi/', '/hi/about/', '/hi/projects/A/', '/projects/A/', '/404.html', '/hi/404.html']);
  expect(sample.map((p) => `${localeOfPage(p)}:${kindOfPage(p)}`)).toEqual(['en:', 'en:about', 'hi:', 'hi:about', 'hi:projects', 'en:projects', 'en:404.html', 'hi:404.html']);
  // The Hindi view of the one 404.html is opened under /hi/, where it shows the Hindi texts.
  expect(sample.slice(-2).map(browseUrl)).toEqual(['/no-page-here-for-the-gates/', '/hi/no-page-here-for-the-gates/']);
  expect(sample.slice(-2).map((p) => p.file)).toEqual(['404.html', '404.html']);
});

describe('hasBreadcrumbTrail', () => {
  const trail = (label: string) => `<nav aria-label="${label}"><ol><li><a href="/">Home</a></li><li><span aria-current="page">About</span></li></ol></nav>`;
  test('finds a trail by its structure, whatever language labels it', () => {
    expect(hasBreadcrumbTrail(trail('Breadcrumb'))).toBe(true);
    expect(hasBreadcrumbTrail(`<nav aria-label="Main"><ul><li>x</li></ul></nav>${trail('पथ-सूची')}`)).toBe(true);
  });
  test('a menu marking its current page is not a trail', () => {
    expect(hasBreadcrumbTrail('<nav aria-label="Main"><ul><li><a aria-current="page" href="/">Home</a></li></ul></nav>')).toBe(false);
    expect(hasBreadcrumbTrail('<nav><ol><li><a href="/">Home</a></li></ol></nav>')).toBe(false);
  });
});

test('visibleLength counts what a reader sees as letters', () => {
  expect(visibleLength('Cataract')).toBe(8);
  expect(visibleLength('डॉ')).toBe(1);
  expect(visibleLength('आँख')).toBe(2);
  expect('आँख'.length).toBe(3);
});

describe('tagsInsideClass', () => {
  test('finds the tags inside every element with the class, through nesting, void elements and self-closed shapes, and nothing after them', () => {
    const html = `<div class="a"><p>x<br><img src="i"></p><svg><path d="M0"/></svg><div><dialog open></dialog></div></div><dialog></dialog><section class="b paint-later c"><span class="fixed"></span></section><p class="paint-later-not">y</p>`;
    const inside = tagsInsideClass(html, 'paint-later');
    expect(inside.map((t) => `${t.inside} > ${t.name}`)).toEqual(['section.paint-later > span']);
    expect(inside[0].attrs.class).toBe('fixed');
    expect(tagsInsideClass(html, 'a').map((t) => t.name)).toEqual(['p', 'br', 'img', 'svg', 'path', 'div', 'dialog']);
  });

  test('an element with the class inside another keeps the outer one as the place', () => {
    const inside = tagsInsideClass(`<main class="k"><div class="k"><b></b></div><i></i></main><u></u>`, 'k');
    expect(inside.map((t) => `${t.inside} > ${t.name}`)).toEqual(['main.k > div', 'main.k > b', 'main.k > i']);
  });

  test('script and style contents are not read as markup', () => {
    expect(tagsInsideClass(`<div class="k"><script>"<dialog>"</script><style>.x{}</style></div><dialog></dialog>`, 'k').map((t) => t.name)).toEqual(['script', 'style']);
  });
});
