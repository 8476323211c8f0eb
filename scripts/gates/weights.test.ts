import { describe, expect, test } from 'vitest';
import { parseTags } from './site-files';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { parseHeadersFile } from '../headers';
import {
  BASE_RESPONSE_HEADER_BYTES,
  dataRoundTrips,
  firstLoadScripts,
  headerBytes,
  HOME_JS_BUDGET,
  jsBudget,
  NETWORKS,
  parseUnicodeRange,
  phoneCandidate,
  ROUTE_JS_BUDGET,
  slotWidth,
  usedFontFiles,
} from './weights';

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

describe('dataRoundTrips', () => {
  test('counts the round trips Lighthouse simulates for a download, at the window edges', () => {
    const slow4g = NETWORKS['slow 4G'];
    const phone3g = NETWORKS['3G'];
    expect([0, 14_600, 14_601, 43_800, 43_801].map((b) => dataRoundTrips(b, slow4g))).toEqual([1, 1, 2, 2, 3]);
    expect([14_600, 14_601, 35_040, 35_041, 55_480, 55_481].map((b) => dataRoundTrips(b, phone3g))).toEqual([1, 2, 2, 3, 3, 4]);
  });

  test("agrees with Lantern's TCPConnection on both networks (its count adds the handshake's two)", () => {
    for (const network of Object.values(NETWORKS)) {
      for (let bytes = 1_000; bytes <= 120_000; bytes += 997) {
        const connection = new Lantern.Simulation.TCPConnection(network.rttMs, network.throughputKbps * 1024, 0, false, false);
        expect(dataRoundTrips(bytes, network), `${bytes} B at ${network.rttMs} ms`).toBe(connection.simulateDownloadUntil(bytes).roundTrips - 1);
      }
    }
  });
});

test("a response's header bytes are its _headers rules' lines and the usual ones", () => {
  const rules = parseHeadersFile('/*\n  X-Frame-Options: DENY\n/hi/*\n  Content-Language: hi\n');
  expect(headerBytes(rules, '/about/')).toBe(BASE_RESPONSE_HEADER_BYTES + 'X-Frame-Options: DENY\r\n'.length);
  expect(headerBytes(rules, '/hi/')).toBe(BASE_RESPONSE_HEADER_BYTES + 'X-Frame-Options: DENY\r\n'.length + 'Content-Language: hi\r\n'.length);
});
