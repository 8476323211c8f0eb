/**
 * Reads the exported site in out/: which pages exist (found by walking the folder, so a new page
 * is checked by every gate without editing it), the tags in each page, and which exported file an
 * internal URL resolves to. Shared by the bench, the gate tests and the e2e specs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale } from '../../lib/i18n/locales';
import { localeOfPath, pathInLocale } from '../../lib/routes';

/** out/ of this checkout; GATES_OUT_DIR points the gates at another export (e.g. a deliberately broken copy). */
export const OUT_DIR = path.resolve(process.env.GATES_OUT_DIR ?? path.join(__dirname, '..', '..', 'out'));

/** Folders Next writes beside 404.html that duplicate it; they are not pages of the site. */
const NOT_PAGES = new Set(['404', '_not-found']);

export interface ExportedPage {
  /** Decoded site path: '/', '/about/', '/projects/One Eye One Tree/', or '/404.html'. */
  path: string;
  /** The URL to request: path segments percent-encoded the way lib/routes.ts writes links. */
  url: string;
  /** File inside out/ (forward slashes). */
  file: string;
}

/** A path that is not exported: a static host answers it with 404.html (status 404). */
export const MISSING_PAGE_URL = '/no-page-here-for-the-gates/';

/** The one 404.html as a Hindi visitor meets it: under /hi/, where it shows the Hindi not-found texts. */
export const HINDI_404: ExportedPage = { path: '/hi/404.html', url: pathInLocale(MISSING_PAGE_URL, 'hi'), file: '404.html' };

/** The URL a browser test opens for a page (the 404 page is reached the way visitors reach it). */
export function browseUrl(page: ExportedPage): string {
  return page.path === '/404.html' ? MISSING_PAGE_URL : page.url;
}

/** The language of a page: /hi/... is Hindi (the 404 page's Hindi view included), everything else English. */
export function localeOfPage(page: Pick<ExportedPage, 'path'>): Locale {
  return localeOfPath(page.path);
}

/** The kind of a page: its first path segment in English ('' for home), the same for both languages. */
export function kindOfPage(page: Pick<ExportedPage, 'path'>): string {
  return pathInLocale(page.path, defaultLocale).split('/')[1] ?? '';
}

export function assertBuilt(outDir = OUT_DIR): void {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`No exported site in ${outDir}: run \`npm run build:test\` (or \`npm run build\`) first.`);
  }
}

/** Every file under a folder, as forward-slash paths relative to it. */
export function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

export function encodePath(sitePath: string): string {
  return sitePath
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The site's pages: every index.html (a trailing-slash route) plus the 404 page. */
export function exportedPages(outDir = OUT_DIR, { include404 = true } = {}): ExportedPage[] {
  assertBuilt(outDir);
  const pages: ExportedPage[] = [];
  for (const file of listFiles(outDir)) {
    if (!file.endsWith('index.html') || (file !== 'index.html' && !file.endsWith('/index.html'))) continue;
    const dir = file.slice(0, -'index.html'.length);
    if (NOT_PAGES.has(dir.split('/')[0]) || dir.startsWith('_next/')) continue;
    const sitePath = `/${dir}`;
    pages.push({ path: sitePath, url: encodePath(sitePath), file });
  }
  pages.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  if (include404 && existsSync(path.join(outDir, '404.html'))) pages.push({ path: '/404.html', url: '/404.html', file: '404.html' });
  return pages;
}

/**
 * What browser tests visit: every exported page, and the 404 page a second time as Hindi visitors
 * reach it (one file serves both languages; the address picks the texts).
 */
export function browsedPages(outDir = OUT_DIR): ExportedPage[] {
  const pages = exportedPages(outDir);
  return pages.some((p) => p.path === '/404.html') ? [...pages, HINDI_404] : pages;
}

/**
 * One page of each kind in each language: the first page under each top-level segment (so one
 * treatment, one project, one doctor, one post), plus the 404 page, in English and in Hindi.
 * Walks that repeat per template use it.
 */
export function onePagePerKind(outDir = OUT_DIR): ExportedPage[] {
  const seen = new Set<string>();
  return browsedPages(outDir).filter((p) => {
    const key = `${localeOfPage(p)} ${kindOfPage(p)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function readOut(file: string, outDir = OUT_DIR): string {
  return readFileSync(path.join(outDir, file), 'utf8');
}

export function fileSize(file: string, outDir = OUT_DIR): number {
  return statSync(path.join(outDir, file)).size;
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The start tags of an HTML document with their attributes (names lower-cased, values decoded).
 * Comments and the bodies of script, style and template elements are skipped, so text inside
 * them is never mistaken for markup.
 */
export function parseTags(html: string): Tag[] {
  const cleaned = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1');
  const tags: Tag[] = [];
  for (const match of cleaned.matchAll(TAG)) {
    const attrs: Record<string, string> = {};
    for (const a of match[2].matchAll(ATTR)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({ name: match[1].toLowerCase(), attrs });
  }
  return tags;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The start tags found inside elements whose class list has `className` (the element's own tag
 * excluded), each with the path of the outermost such element, e.g. `section.paint-later`. For
 * the exported pages' well-formed markup: void elements and self-closed SVG shapes have no end tag.
 */
export function tagsInsideClass(html: string, className: string): (Tag & { inside: string })[] {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?<\/\2>/gi, '$1</$2>');
  const found: (Tag & { inside: string })[] = [];
  const open: { name: string; marked: boolean }[] = [];
  let within: string | null = null;
  for (const match of cleaned.matchAll(/<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g)) {
    if (match[1]) {
      const name = match[1].toLowerCase();
      const at = open.map((o) => o.name).lastIndexOf(name);
      if (at < 0) continue;
      if (open.slice(at).some((o) => o.marked) && !open.slice(0, at).some((o) => o.marked)) within = null;
      open.length = at;
      continue;
    }
    const name = match[2].toLowerCase();
    const attrs: Record<string, string> = {};
    for (const a of match[3].matchAll(ATTR)) attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    if (within !== null) found.push({ name, attrs, inside: within });
    if (VOID_ELEMENTS.has(name) || match[4] === '/') continue;
    const marked = (attrs.class ?? '').split(/\s+/).includes(className);
    if (marked && within === null) within = `${name}.${className}`;
    open.push({ name, marked });
  }
  return found;
}

/** hreflang -> href of a page's <link rel="alternate" hreflang> tags (a repeated hreflang is kept as a list to fail on). */
export function alternatesOf(tags: Tag[]): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const { name, attrs } of tags) {
    if (name !== 'link' || attrs.rel !== 'alternate' || attrs.hreflang === undefined) continue;
    alternates[attrs.hreflang] = attrs.hreflang in alternates ? `${alternates[attrs.hreflang]} AND ${attrs.href}` : attrs.href;
  }
  return alternates;
}

/**
 * Does the page show a breadcrumb trail? Found by structure, not by its (translated) label: a
 * <nav> whose list is an ordered one ending in the current page (aria-current="page").
 */
export function hasBreadcrumbTrail(html: string): boolean {
  return [...html.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/gi)].some(([, inner]) => /^\s*<ol\b/i.test(inner) && /\baria-current="page"/.test(inner));
}

/** Bodies of the inline scripts of a given type ('' = classic script without a type). */
export function inlineScripts(html: string, type?: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = parseTags(`<script${match[1]}>`)[0]?.attrs ?? {};
    if (attrs.src !== undefined) continue;
    if (type !== undefined && (attrs.type ?? '') !== type) continue;
    bodies.push(match[2]);
  }
  return bodies;
}

/** Is this a URL on the site itself (root-relative or relative), as opposed to another scheme or host? */
export function isInternalUrl(url: string, siteOrigins: string[] = []): boolean {
  const trimmed = url.trim();
  if (!trimmed || trimmed.startsWith('#')) return false;
  if (/^(mailto|tel|sms|javascript|data|blob):/i.test(trimmed)) return false;
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(trimmed)) return siteOrigins.some((origin) => trimmed.startsWith(`${origin}/`) || trimmed === origin);
  return true;
}

/**
 * The exported file an internal URL would be served from, or undefined when out/ has nothing
 * there. Handles percent-encoding, query strings and fragments, relative URLs (from the page
 * `fromPath`), site-origin absolute URLs, and directories (`/about/` -> `about/index.html`).
 */
export function resolveInternal(url: string, fromPath: string, files: ReadonlySet<string>, siteOrigins: string[] = []): string | undefined {
  let target = url.trim();
  const origin = siteOrigins.find((o) => target.startsWith(`${o}/`) || target === o);
  if (origin) target = target.slice(origin.length) || '/';
  const base = new URL(encodePath(fromPath), 'http://site.invalid');
  const resolved = new URL(target, base);
  let pathname: string;
  try {
    pathname = decodeURIComponent(resolved.pathname);
  } catch {
    return undefined;
  }
  const relative = pathname.replace(/^\/+/, '');
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** Every URL-valued attribute of a page: href, src, srcset / imagesrcset candidates, poster, action. */
export function pageUrls(tags: Tag[]): { tag: string; attr: string; url: string }[] {
  const urls: { tag: string; attr: string; url: string }[] = [];
  for (const { name, attrs } of tags) {
    for (const attr of ['href', 'src', 'poster', 'action', 'data-src']) {
      if (attrs[attr] !== undefined && attrs[attr] !== '') urls.push({ tag: name, attr, url: attrs[attr] });
    }
    for (const attr of ['srcset', 'imagesrcset']) {
      if (!attrs[attr]) continue;
      for (const candidate of parseSrcset(attrs[attr])) urls.push({ tag: name, attr, url: candidate.url });
    }
  }
  return urls;
}

export interface SrcsetCandidate {
  url: string;
  /** Width descriptor in pixels, or undefined for density descriptors. */
  width?: number;
}

export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(/,\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url, descriptor] = part.split(/\s+/);
      const width = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : undefined;
      return { url, width };
    });
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** What a reader sees as letters: 'डॉ' is one (a consonant and its vowel sign), not two. */
export function visibleLength(text: string): number {
  return [...graphemes.segment(text)].length;
}
