/** Speed budgets on the bytes of the exported site (the bench prints the same numbers). */
import { describe, expect, test } from 'vitest';
import { exportedPages, fileSize, listFiles, localeOfPage, OUT_DIR, parseTags, readOut, tagsInsideClass } from './site-files';
import { dataRoundTrips, jsBudget, kb, MAX_RASTER_BYTES, measureSite, NETWORKS, ownJs, RASTER_EXTENSIONS } from './weights';
import { COMPILE_HINT, paintFirstLoads } from '../paint-first.mjs';
import { SPRITE_URL } from '../icon-sprite.mjs';

const site = measureSite();

describe('JavaScript budget: framework floor + 20 KB gzipped per page, 40 KB for home', () => {
  test('the floor is measured from several pages, every page of both languages is measured', () => {
    expect(site.pages.length).toBeGreaterThanOrEqual(3);
    expect(site.pages.map((p) => p.path)).toEqual(exportedPages().map((p) => p.path));
    expect(site.pages.filter((p) => localeOfPage(p) === 'hi').length, 'Hindi pages').toBeGreaterThan(10);
    expect(site.floor).toBeGreaterThan(50 * 1024);
  });
  test.each(site.pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
    expect(ownJs(page, site), `${page.path}: ${kb(ownJs(page, site))} KB of its own JS (budget ${kb(jsBudget(page))} KB)`).toBeLessThanOrEqual(jsBudget(page));
  });
});

describe("HTML: every page's response arrives in two round trips of data on the 3G phone (35,040 bytes in Lighthouse's TCP model)", () => {
  // A third round trip is 400 ms more before the first paint (scripts/icon-sprite.mjs says why the
  // icons left the HTML for this). A page over it: look at what it repeats (bench: "HTML response").
  test.each(site.pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
    expect(dataRoundTrips(page.htmlResponse, NETWORKS['3G']), `${page.path}: ${page.htmlResponse} bytes`).toBeLessThanOrEqual(2);
  });
});

test('every icon drawn from the sprite names a shape the sprite has (scripts/icon-sprite.mjs)', () => {
  const sprites = new Map<string, Set<string>>();
  const shapes = (url: string) => {
    if (!sprites.has(url)) sprites.set(url, new Set([...readOut(url.slice(1)).matchAll(/<g id="([^"]+)"/g)].map((m) => m[1])));
    return sprites.get(url)!;
  };
  const missing: string[] = [];
  let uses = 0;
  for (const page of exportedPages()) {
    for (const [, url, id] of readOut(page.file).matchAll(/<use href="([^"#]*)#([^"]+)"/g)) {
      uses++;
      if (!SPRITE_URL.test(url) || !shapes(url).has(id)) missing.push(`${page.path}: ${url}#${id}`);
    }
  }
  expect(uses, 'icons drawn from the sprite').toBeGreaterThan(1000);
  expect(sprites.size, 'one sprite for the whole site').toBe(1);
  expect(missing).toEqual([]);
});

test('no raster image in out/ is over 200 KB', () => {
  const images = listFiles(OUT_DIR).filter((f) => RASTER_EXTENSIONS.test(f));
  expect(images.length).toBeGreaterThan(0);
  const heavy = images.filter((f) => fileSize(f) > MAX_RASTER_BYTES).map((f) => `${f} (${kb(fileSize(f))} KB)`);
  expect(heavy).toEqual([]);
});

test('every <img> has a width and a height, so nothing shifts while images load', () => {
  const missing: string[] = [];
  for (const page of exportedPages()) {
    for (const { name, attrs } of parseTags(readOut(page.file))) {
      if (name !== 'img') continue;
      if (!/^\d+(\.\d+)?$/.test(attrs.width ?? '') || !/^\d+(\.\d+)?$/.test(attrs.height ?? '')) missing.push(`${page.path}: ${attrs.src}`);
    }
  }
  expect(missing).toEqual([]);
});

describe("start-up chunks are compiled while they download (V8's compile hint, scripts/paint-first.mjs)", () => {
  const startup = new Set(exportedPages().flatMap((page) => paintFirstLoads(readOut(page.file))?.chunks ?? []));
  const chunks = listFiles(OUT_DIR).filter((f) => /^_next\/static\/chunks\/[^/]+\.js$/.test(f));
  test('every chunk a page runs at start-up starts with the hint', () => {
    expect(startup.size).toBeGreaterThan(5);
    const missing = [...startup].filter((src) => !readOut(src.slice(1)).startsWith(COMPILE_HINT));
    expect(missing).toEqual([]);
  });
  test('code loaded later, on use, keeps lazy compiling', () => {
    const later = chunks.filter((f) => !startup.has(`/${f}`));
    expect(later.length, 'chunks loaded on use (carousels, lightbox, outbox, toasts)').toBeGreaterThan(3);
    expect(later.filter((f) => readOut(f).startsWith(COMPILE_HINT))).toEqual([]);
  });
});

test('paint-later: parts of pages drawn only when near the screen hold nothing fixed, sticky, modal or popover (containment would trap or hide it)', () => {
  // app/globals.css: content-visibility: auto brings layout and paint containment. A fixed or
  // sticky element inside would be placed against the part, not the screen; a <dialog> or a
  // popover opened from a part the browser is skipping would not be drawn.
  const problems: string[] = [];
  let parts = 0;
  for (const page of exportedPages()) {
    const html = readOut(page.file);
    parts += html.match(/class="(?:[^"]*\s)?paint-later[\s"]/g)?.length ?? 0;
    for (const { name, attrs, inside } of tagsInsideClass(html, 'paint-later')) {
      const classes = (attrs.class ?? '').split(/\s+/);
      if (name === 'dialog' || 'popover' in attrs || classes.some((c) => /^(?:[\w-]+:)*(fixed|sticky)$/.test(c))) problems.push(`${page.path}: <${name} class="${attrs.class ?? ''}"> inside ${inside}`);
    }
  }
  // Every page's footer links at least, and the home page's sections.
  expect(parts).toBeGreaterThan(exportedPages().length);
  expect(problems).toEqual([]);
});

test('utilities carry their values: the stylesheet reads only the theme variables the site overrides or its base rules use', () => {
  // `@theme inline` (app/globals.css): `p-4` is `padding:calc(.25rem*4)`, not
  // `calc(var(--spacing)*4)`. Every var() was resolved for every element at each style recalc;
  // inlined, a full restyle of the Cataract page took 12.5 ms instead of 18.1 (1x CPU, median of 88).
  const sheets = listFiles(OUT_DIR).filter((f) => /_next\/static\/.+\.css$/.test(f));
  expect(sheets.length).toBeGreaterThan(0);
  const read = new Set<string>();
  for (const sheet of sheets) for (const [, name] of readOut(sheet).matchAll(/var\(--([\w-]+)/g)) read.add(name);
  // Tailwind's own per-element variables (--tw-*), Swiper's, and the site's runtime ones stay.
  const theme = [...read].filter((name) => !/^(tw|swiper)-/.test(name) && !['splash-ms', 'split'].includes(name)).sort();
  expect(theme).toEqual(['color-accent-400', 'color-accent-500', 'font-devanagari', 'font-sans']);
});
