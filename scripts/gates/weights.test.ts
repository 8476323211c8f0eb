import { describe, expect, test } from 'vitest';
import { parseTags } from './site-files';
import { firstLoadScripts, HOME_JS_BUDGET, jsBudget, parseUnicodeRange, phoneCandidate, ROUTE_JS_BUDGET, slotWidth, usedFontFiles } from './weights';

describe('slotWidth', () => {
  test('reads vw, px and media conditions for a 375 px phone', () => {
    expect(slotWidth(undefined)).toBe(375);
    expect(slotWidth('100vw')).toBe(375);
    expect(slotWidth('(max-width: 768px) 50vw, 33vw')).toBe(187.5);
    expect(slotWidth('(min-width: 1024px) 400px, 90vw')).toBeCloseTo(337.5);
    expect(slotWidth('(min-width: 640px) 50vw, 200px')).toBe(200);
  });
});

describe('phoneCandidate', () => {
  test('picks the smallest width covering the slot at 2x, else the largest', () => {
    const srcset = '/a-480.webp 480w, /a-828.webp 828w, /a-1600.webp 1600w';
    expect(phoneCandidate({ srcset, sizes: '100vw', src: '/a.jpg' })).toBe('/a-828.webp');
    expect(phoneCandidate({ srcset, sizes: '100px', src: '/a.jpg' })).toBe('/a-480.webp');
    expect(phoneCandidate({ srcset: '/a-480.webp 480w', sizes: '100vw' })).toBe('/a-480.webp');
    expect(phoneCandidate({ src: '/a.jpg' })).toBe('/a.jpg');
  });
});

test('first-load scripts are script srcs and script preloads, without nomodule polyfills', () => {
  const tags = parseTags(
    '<link rel="preload" as="script" href="/p.js"/><script src="/a.js" async=""></script><script src="/poly.js" noModule=""></script><script src="https://x.test/t.js"></script><link rel="preload" as="image" href="/i.webp"/>',
  );
  expect(firstLoadScripts(tags)).toEqual(['/p.js', '/a.js']);
});

test('first-load scripts include the chunks the paint-first loader adds after the first paint', () => {
  const html = '<body><p>x</p><script data-paint-first>(function(c,u){})(["/_next/static/chunks/a.js","/_next/static/chunks/b.js"],"/index.txt?v=0123456789ab")</script></body>';
  expect(firstLoadScripts(parseTags(html), html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
});

test('the home page of each language gets the home budget, every other page the route budget', () => {
  expect(jsBudget({ path: '/' })).toBe(HOME_JS_BUDGET);
  expect(jsBudget({ path: '/hi/' })).toBe(HOME_JS_BUDGET);
  expect(jsBudget({ path: '/about/' })).toBe(ROUTE_JS_BUDGET);
  expect(jsBudget({ path: '/hi/about/' })).toBe(ROUTE_JS_BUDGET);
  expect(jsBudget({ path: '/404.html' })).toBe(ROUTE_JS_BUDGET);
});

describe('usedFontFiles', () => {
  const css = [
    {
      url: '/_next/static/chunks/a.css',
      text:
        "@font-face{font-family:X;src:url(../media/latin.woff2) format('woff2');unicode-range:U+0000-00FF,U+2000-206F}" +
        "@font-face{font-family:X;src:url('/_next/static/media/deva.woff2');unicode-range:U+0900-097F}" +
        '@font-face{font-family:Y;src:url(../media/any.woff2)}',
    },
  ];

  test('counts a face only when the page text uses its unicode-range', () => {
    expect(usedFontFiles(css, 'Hello')).toEqual(['/_next/static/media/latin.woff2', '/_next/static/media/any.woff2']);
    expect(usedFontFiles(css, 'नमस्ते')).toEqual(['/_next/static/media/deva.woff2', '/_next/static/media/any.woff2']);
    expect(usedFontFiles([], 'Hello')).toEqual([]);
  });

  test('reads unicode-range singles, spans and wildcards', () => {
    expect(parseUnicodeRange('U+0131, U+0000-00FF, U+09??')).toEqual([
      [0x131, 0x131],
      [0, 0xff],
      [0x900, 0x9ff],
    ]);
  });
});
