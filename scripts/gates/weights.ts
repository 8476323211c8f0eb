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

export const KB = 1024;
/** Own JavaScript allowed on top of the framework floor (gzipped). */
export const ROUTE_JS_BUDGET = 40 * KB;
export const HOME_JS_BUDGET = 80 * KB;
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
  html: number;
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

/** Scripts fetched on first load: every classic or module script src (not nomodule) and script preloads. */
export function firstLoadScripts(tags: Tag[]): string[] {
  const urls = new Set<string>();
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

export function measureSite(outDir = OUT_DIR): SiteWeights {
  const pages: PageWeight[] = exportedPages(outDir).map((page) => {
    const html = readOut(page.file, outDir);
    const tags = parseTags(html);
    const scripts = firstLoadScripts(tags);
    const css = tags.filter((t) => t.name === 'link' && t.attrs.rel === 'stylesheet' && t.attrs.href?.startsWith('/')).map((t) => t.attrs.href);
    const images = eagerImages(tags).filter((file) => existsSync(path.join(outDir, file)));
    return {
      path: page.path,
      scripts,
      js: scripts.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0),
      css: css.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0),
      html: gzipSync(html, { level: 9 }).length,
      images: images.reduce((sum, file) => sum + readFileSync(path.join(outDir, file)).length, 0),
      imageCount: images.length,
    };
  });
  const floorScripts = pages.length ? pages[0].scripts.filter((s) => pages.every((p) => p.scripts.includes(s))) : [];
  const floor = floorScripts.reduce((sum, url) => sum + gzipSize(toFile(url), outDir), 0);
  return { pages, floorScripts, floor };
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
