/**
 * What each exported page makes a visitor download before it can be used: gzipped first-load
 * JavaScript, CSS and HTML, and the bytes of the images it asks for eagerly (above the fold).
 * The framework floor is the JavaScript every page shares (React, the router, the shell).
 */
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathInLocale } from '../../lib/routes';
import { exportedPages, OUT_DIR, parseSrcset, parseTags, readOut, type Tag } from './site-files';
import { paintFirstLoads } from '../paint-first.mjs';
import { headersFor, parseHeadersFile, type HeaderRule } from '../headers';
import type { Network } from './lighthouse-setup.mjs';

export const KB = 1024;
/** Own JavaScript allowed on top of the framework floor (gzipped). */
export const ROUTE_JS_BUDGET = 20 * KB;
export const HOME_JS_BUDGET = 40 * KB;
export const MAX_RASTER_BYTES = 200 * KB;
export const RASTER_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;

/** A phone of the kind the site is built for: 375 CSS px wide at device pixel ratio 2. */
const PHONE_WIDTH = 375;
const PHONE_DPR = 2;

export interface PageWeight {
  path: string;
  /** Root-relative URLs of the scripts the page loads on first paint (module scripts and preloads). */
  scripts: string[];
  js: number;
  css: number;
  /** Gzipped bytes of the page's inline <style> elements (already counted in `html`). */
  inlineCss: number;
  /** Web fonts the first paint asks for: preloaded fonts and @font-face files whose unicode-range the page's text uses. */
  fonts: number;
  fontFiles: string[];
  html: number;
  /**
   * The HTML response as a server sends it: gzip at zlib's default level (Node's, nginx's
   * `gzip_comp_level 6`) plus its HTTP/1.1 headers (the `_headers` rules for the page and
   * `BASE_RESPONSE_HEADER_BYTES`), the `transferSize` Lighthouse simulates the download from.
   */
  htmlResponse: number;
  /** Gzipped bytes of the page's RSC data when it is fetched after the first paint (0: inline, counted in `html`). */
  rsc: number;
  /** Images loaded eagerly (priority / loading="eager" / preloaded), at the size a phone picks. */
  images: number;
  imageCount: number;
}

export interface SiteWeights {
  pages: PageWeight[];
  /** Scripts shared by every page and their gzipped total. */
  floorScripts: string[];
  floor: number;
}

const gzCache = new Map<string, number>();

export function gzipSize(file: string, outDir = OUT_DIR): number {
  const full = path.join(outDir, file);
  let size = gzCache.get(full);
  if (size === undefined) {
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzCache.set(full, size);
  }
  return size;
}

function toFile(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, '');
}

/**
 * Scripts fetched on first load: every classic or module script src (not nomodule), script preloads,
 * and the chunks the paint-first loader adds after the first paint (scripts/paint-first.mjs).
 */
export function firstLoadScripts(tags: Tag[], html = ''): string[] {
  const urls = new Set<string>();
  for (const src of paintFirstLoads(html)?.chunks ?? []) urls.add(src);
  for (const { name, attrs } of tags) {
    if (name === 'script' && attrs.src && attrs.nomodule === undefined) urls.add(attrs.src);
    if (name === 'link' && attrs.href && (attrs.rel === 'modulepreload' || (attrs.rel === 'preload' && attrs.as === 'script'))) urls.add(attrs.href);
  }
  return [...urls].filter((u) => u.startsWith('/'));
}

/** The CSS pixel width an image occupies on the phone, from its sizes attribute (simple media queries). */
export function slotWidth(sizes: string | undefined, viewport = PHONE_WIDTH): number {
  if (!sizes) return viewport;
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const match = entry.match(/^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(.+)$/);
    if (!match) continue;
    const [, kind, limit, length] = match;
    const applies = !kind || (kind === 'max' ? viewport <= Number(limit) : viewport >= Number(limit));
    if (!applies) continue;
    const vw = length.match(/^([\d.]+)vw$/);
    if (vw) return (Number(vw[1]) / 100) * viewport;
    const px = length.match(/^([\d.]+)px$/);
    if (px) return Number(px[1]);
    return viewport;
  }
  return viewport;
}

/** The file a phone would download for an image: the smallest srcset width covering the slot at DPR 2. */
export function phoneCandidate(attrs: Record<string, string>, srcsetAttr = 'srcset', sizesAttr = 'sizes'): string | undefined {
  const candidates = parseSrcset(attrs[srcsetAttr] ?? '').filter((c) => c.width !== undefined);
  if (candidates.length === 0) return attrs.src ?? attrs.href;
  const needed = slotWidth(attrs[sizesAttr]) * PHONE_DPR;
  const sorted = [...candidates].sort((a, b) => a.width! - b.width!);
  return (sorted.find((c) => c.width! >= needed) ?? sorted[sorted.length - 1]).url;
}

function eagerImages(tags: Tag[]): string[] {
  const files = new Set<string>();
  for (const { name, attrs } of tags) {
    if (name === 'img' && (attrs.loading === 'eager' || attrs.fetchpriority === 'high')) {
      const url = phoneCandidate(attrs);
      if (url) files.add(url);
    }
    if (name === 'link' && attrs.rel === 'preload' && attrs.as === 'image') {
      const url = phoneCandidate(attrs, 'imagesrcset', 'imagesizes');
      if (url) files.add(url);
    }
  }
  return [...files].filter((u) => u.startsWith('/')).map(toFile);
}

/** Code points of a CSS unicode-range list ("U+0000-00FF, U+0131, U+02??"). */
export function parseUnicodeRange(range: string): [number, number][] {
  return range.split(',').flatMap((part) => {
    const m = part.trim().match(/^U\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i);
    if (!m) return [];
    if (m[1].includes('?')) return [[parseInt(m[1].replace(/\?/g, '0'), 16), parseInt(m[1].replace(/\?/g, 'f'), 16)] as [number, number]];
    const start = parseInt(m[1], 16);
    return [[start, m[2] ? parseInt(m[2], 16) : start] as [number, number]];
  });
}

/** The visible text of a page (tags, scripts, styles and templates removed; entities left as is). */
function pageText(html: string): string {
  return html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
}

/**
 * The font files a page's first paint downloads: every @font-face `src` url (the first, what a
 * browser that reads woff2 takes) whose unicode-range covers a character of the page's text,
 * resolved against the stylesheet's URL. A face without unicode-range counts when any text exists.
 */
export function usedFontFiles(css: { text: string; url: string }[], text: string): string[] {
  const codePoints = new Set([...text].map((c) => c.codePointAt(0)!));
  const files = new Set<string>();
  for (const sheet of css) {
    for (const [, body] of sheet.text.matchAll(/@font-face\s*{([^}]*)}/g)) {
      const src = body.match(/url\(\s*['"]?([^'")]+)['"]?\s*\)/);
      if (!src) continue;
      const range = body.match(/unicode-range\s*:\s*([^;]+)/);
      const ranges = range ? parseUnicodeRange(range[1]) : [[0, 0x10ffff] as [number, number]];
      if (![...codePoints].some((cp) => ranges.some(([a, b]) => cp >= a && cp <= b))) continue;
      files.add(new URL(src[1], `http://site${sheet.url}`).pathname);
    }
  }
  return [...files];
}

export function measureSite(outDir = OUT_DIR): SiteWeights {
  const headersFile = path.join(outDir, '_headers');
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const pages: PageWeight[] = exportedPages(outDir).map((page) => {
    const html = readOut(page.file, outDir);
    const tags = parseTags(html);
    const scripts = firstLoadScripts(tags, html);
    const flight = paintFirstLoads(html)?.flight;
    const rscFile = flight ? toFile(flight) : null;
    const stylesheets = tags.filter((t) => t.name === 'link' && t.attrs.rel === 'stylesheet' && t.attrs.href?.startsWith('/'));
    // Render-blocking stylesheets: not a <noscript> fallback, not a media="print" one
    // (scripts/paint-first.mjs inlines the whole stylesheet; its link stays, print-only and disabled).
    const outsideNoscript = parseTags(html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, ''));
    const css = [
      ...new Set(
        outsideNoscript
          .filter((t) => t.name === 'link' && t.attrs.rel === 'stylesheet' && t.attrs.href?.startsWith('/') && (!t.attrs.media || /^(all|screen)$/i.test(t.attrs.media)))
          .map((t) => t.attrs.href),
      ),
    ];
    const allCss = [...new Set(stylesheets.map((t) => t.attrs.href))];
    const images = eagerImages(tags).filter((file) => existsSync(path.join(outDir, file)));
    const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
    const sheets = [
      ...allCss.filter((url) => existsSync(path.join(outDir, toFile(url)))).map((url) => ({ url, text: readFileSync(path.join(outDir, toFile(url)), 'utf8') })),
      ...inlineStyles.map((text) => ({ url: `/${page.file}`, text })),
    ];
    const preloadedFonts = tags.filter((t) => t.name === 'link' && t.attrs.rel === 'preload' && t.attrs.as === 'font' && t.attrs.href?.startsWith('/')).map((t) => t.attrs.href);
    const fontFiles = [...new Set([...preloadedFonts, ...usedFontFiles(sheets, pageText(html))])].filter((url) => existsSync(path.join(outDir, toFile(url))));
    return {
      path: page.path,
      scripts,
      js: scripts.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0),
      css: css.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0),
      inlineCss: inlineStyles.length ? gzipSync(inlineStyles.join('\n'), { level: 9 }).length : 0,
      // woff2 is compressed already: its bytes on the wire are its size.
      fonts: fontFiles.reduce((sum, url) => sum + readFileSync(path.join(outDir, toFile(url))).length, 0),
      fontFiles,
      html: gzipSync(html, { level: 9 }).length,
      htmlResponse: gzipSync(html).length + headerBytes(headerRules, page.path),
      rsc: rscFile ? gzipSize(rscFile, outDir) : 0,
      images: images.reduce((sum, file) => sum + readFileSync(path.join(outDir, file)).length, 0),
      imageCount: images.length,
    };
  });
  const floorScripts = pages.length ? pages[0].scripts.filter((s) => pages.every((p) => p.scripts.includes(s))) : [];
  const floor = floorScripts.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0);
  return { pages, floorScripts, floor };
}

/** Bytes a first visit downloads before the page is usable: HTML, stylesheets, fonts and JavaScript, gzipped. */
/** Everything the first load fetches before the page is interactive: HTML, CSS, fonts, JS and RSC data. */
export function criticalPath(page: PageWeight): number {
  return page.html + page.css + page.fonts + page.js + page.rsc;
}

/** What the first paint waits for: the HTML, its stylesheets and the fonts its text uses. */
export function beforePaint(page: PageWeight): number {
  return page.html + page.css + page.fonts;
}

export function ownJs(page: PageWeight, site: SiteWeights): number {
  return page.js - site.floor;
}

/** The home page's budget for the home page of every language (/ and /hi/), the route budget elsewhere. */
export function jsBudget(page: Pick<PageWeight, 'path'>): number {
  return pathInLocale(page.path, 'en') === '/' ? HOME_JS_BUDGET : ROUTE_JS_BUDGET;
}

export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/**
 * Status line and the headers every static server adds to an HTML page (content type, encoding,
 * cache control, vary, date, connection, the blank line): 243 bytes from
 * scripts/serve-with-headers.ts (its /hi/ response: 1647 header bytes, 1404 of them `_headers`), 26 Nov.
 */
export const BASE_RESPONSE_HEADER_BYTES = 243;

/** Bytes of an HTML response's HTTP/1.1 headers: the `_headers` rules for its path and the usual ones. */
export function headerBytes(rules: HeaderRule[], pagePath: string): number {
  return Object.entries(headersFor(rules, pagePath)).reduce((sum, [name, value]) => sum + name.length + 2 + value.length + 2, BASE_RESPONSE_HEADER_BYTES);
}

/** Lighthouse's mobile default (slow 4G) and the 3G phone of scripts/lighthouse.ts (lighthouse-setup.mjs). */
export { NETWORKS, type Network } from './lighthouse-setup.mjs';

const TCP_SEGMENT_BYTES = 1460;
const INITIAL_WINDOW_SEGMENTS = 10;

/**
 * Round trips of data a response of `bytes` needs on a new connection in Lantern's TCP model
 * (Lighthouse's `TCPConnection`): 10 segments of 1460 bytes in the first, twice as many in each
 * next, at most what the link carries in one round trip. Every round trip past the first delays
 * the first paint by one RTT: slow 4G carries 14,600 bytes in one and 43,800 in two, the 3G
 * phone 14,600 and 35,040.
 */
export function dataRoundTrips(bytes: number, { rttMs, throughputKbps }: Network): number {
  const bytesPerRoundTrip = ((throughputKbps * 1024) / 8) * (rttMs / 1000);
  const maxWindow = Math.floor(bytesPerRoundTrip / TCP_SEGMENT_BYTES);
  let window = Math.min(INITIAL_WINDOW_SEGMENTS, maxWindow);
  let sent = window * TCP_SEGMENT_BYTES;
  let trips = 1;
  while (sent < bytes) {
    window = Math.max(Math.min(maxWindow, window * 2), 1);
    sent += window * TCP_SEGMENT_BYTES;
    trips++;
  }
  return trips;
}
