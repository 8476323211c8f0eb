// Build step after scripts/paint-first.mjs (`npm run build`): the icons a page draws beside its own
// words, or in the parts its first paint leaves out, draw their shapes from one sprite file shared
// by every page (`<use href="/_next/static/media/icons.<hash>.svg#<id>">`) instead of writing them
// out in full in every page's HTML.
//
// Why: a page's HTML is the one download its first paint waits for, and on the 3G phone (400 ms
// round trip, 400 Kbps) Lighthouse's TCP model (scripts/gates/weights.ts: dataRoundTrips) brings
// 14,600 bytes in the first round trip of data and 35,040 in two. The Hindi home and the Hindi
// treatment pages were 35,978-37,013 bytes as sent (gzip -6 with their headers): a third round
// trip, 400 ms, before anything could be drawn. Their icons were 5.9-6.5 KB of it (gzipped), the
// same shapes on every page. The largest page is now 277 bytes under two round trips; the budgets
// gate names a page that grows past them.
//
// Which icons: an <svg aria-hidden="true"> of components/ui/icons/ (Lucide's and the brand marks)
// whose parent shows words of its own, or that the first paint on a phone does not show (in a
// `paint-later` part such as the footer's links, a closed <dialog>, a `hidden` element such as the
// back-to-top button, or one hidden below a breakpoint such as the desktop WhatsApp link). An icon
// that is all a visible control shows (the menu button, the theme switch, the carousel's arrows,
// the top bar's social links) stays in the page, so every control on the first screen is
// recognisable at the first paint even on a first visit; so do the logo and the eye drawings
// (their own colours). On a first visit the other icons appear when the sprite has arrived (it is
// requested with the first icon, while the page is parsed); after that it is in the HTTP cache
// (immutable, like the rest of /_next/static/) and in the service worker's precache.
//
// The page keeps the icon's <svg> with its attributes (size, view box, fill and stroke, classes,
// aria-hidden); only its shapes move into the sprite, as a <g> the <use> draws in the <svg>'s
// paint. React hydrates an icon's `dangerouslySetInnerHTML` without comparing it, and a client
// navigation draws icons from the RSC data as before (whole).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, runAsBuildStep } from './paint-first.mjs';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style', 'textarea', 'title']);
export const SPRITE_DIR = '_next/static/media';
/** The sprite's files: as a glob under out/ (the service worker's precache) and as the address a page draws from. */
export const SPRITE_GLOB = `${SPRITE_DIR}/icons.*.svg`;
export const SPRITE_URL = new RegExp(`^/${SPRITE_DIR}/icons\\.[0-9a-f]+\\.svg$`);

/**
 * The element tree of a page as React writes it (every non-void element closed, attributes
 * quoted): `{ name, attrs, start, end, children }`, offsets into `html`, text as strings.
 */
export function parseTree(html) {
  const root = { name: '#root', attrs: '', start: 0, end: html.length, children: [] };
  const stack = [root];
  const tag = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/gi;
  let at = 0;
  for (let m; (m = tag.exec(html)); ) {
    const top = stack[stack.length - 1];
    if (m.index > at) top.children.push(html.slice(at, m.index));
    at = tag.lastIndex;
    if (m[1]) {
      const name = m[1].toLowerCase();
      const depth = stack.findLastIndex((e) => e.name === name);
      if (depth <= 0) throw new Error(`icon-sprite: </${name}> at ${m.index} closes nothing`);
      while (stack.length > depth) stack.pop().end = at;
      continue;
    }
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    const element = { name, attrs: m[3], start: m.index, end: at, children: [] };
    top.children.push(element);
    if (VOID.has(name) || m[4]) continue;
    if (RAW.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, at);
      if (close < 0) throw new Error(`icon-sprite: <${name}> at ${m.index} is never closed`);
      element.children.push(html.slice(at, close));
      tag.lastIndex = at = html.indexOf('>', close) + 1;
      element.end = at;
      continue;
    }
    stack.push(element);
  }
  if (stack.length > 1) throw new Error(`icon-sprite: <${stack[stack.length - 1].name}> at ${stack[stack.length - 1].start} is never closed`);
  return root;
}

const attr = (element, name) => element.attrs.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const hasClass = (element, name) => (attr(element, 'class') ?? '').split(/\s+/).includes(name);

/** The words an element shows: its text without its icons and without screen-reader-only text. */
export function shownText(node) {
  if (typeof node === 'string') return node.replace(/&nbsp;|&#x?[0-9a-f]+;/gi, ' ');
  if (node.name === 'svg' || RAW.has(node.name) || hasClass(node, 'sr-only')) return '';
  return node.children.map(shownText).join('');
}

/**
 * An element whose contents the first paint on a phone does not show: a `paint-later` part, a
 * closed <dialog>, an element with the `hidden` attribute or Tailwind's `hidden` class (shown from
 * a breakpoint up, if at all).
 */
function notInFirstPaint(element) {
  return (
    hasClass(element, 'paint-later') ||
    hasClass(element, 'hidden') ||
    /\shidden(=|\s|$)/.test(element.attrs) ||
    (element.name === 'dialog' && !/\sopen(=|\s|$)/.test(element.attrs))
  );
}

/**
 * An icon the sprite can hold: one of components/ui/icons/ (Lucide's, with their `lucide` class, and
 * the brand marks, react-icons' `stroke-width="0"` at 1em), decorative, drawn in the text colour,
 * not drawn from the sprite already. Those components draw their shapes as a string
 * (`dangerouslySetInnerHTML`), which React does not compare when it hydrates; shapes React draws as
 * its own children must stay, or hydration fails (React error 418).
 */
function isTextIcon(svg, inner) {
  const ours = hasClass(svg, 'lucide') || (attr(svg, 'stroke-width') === '0' && attr(svg, 'height') === '1em');
  return ours && attr(svg, 'aria-hidden') === 'true' && /="currentColor"/.test(svg.attrs) && !/<use\b/.test(inner) && !/\sid="/.test(inner);
}

/**
 * The icons of a page the sprite takes: `{ start, end, open, inner }` for each, in page order
 * (`open` is the <svg ...> tag, `inner` its shapes).
 */
export function spriteIcons(html) {
  const found = [];
  (function walk(node, parent, later) {
    if (typeof node === 'string') return;
    if (node.name === 'svg') {
      const open = html.slice(node.start, html.indexOf('>', node.start) + 1);
      const inner = html.slice(node.start + open.length, node.end - '</svg>'.length);
      if (isTextIcon(node, inner) && (later || shownText(parent).trim())) found.push({ start: node.start, end: node.end, open, inner });
      return;
    }
    for (const child of node.children) walk(child, node, later || notInFirstPaint(node));
  })(parseTree(html), null, false);
  return found;
}

/**
 * How an icon goes into the sprite: `id`, its <g> (its shapes) and the <svg> tag left in the page
 * (as it was, less `xmlns`, which HTML does not need). The fill and stroke stay on the page's
 * <svg>, and the <use> draws the shapes with them: a client component that later swaps its icon
 * (React sets the new shapes as the <svg>'s inner HTML) still draws it in the same paint. Lucide's
 * icons keep their name as id (`phone`), which the page's `lucide-phone` class shares under gzip;
 * the brand marks are named by a hash of their shapes.
 */
export function spriteEntry(open, inner) {
  const lucide = open.match(/\sclass="lucide lucide-([a-z0-9-]+)/)?.[1];
  const id = lucide ?? `i-${createHash('sha256').update(inner).digest('base64url').replace(/[-_]/g, '').slice(0, 6)}`;
  return { id, group: `<g>${inner}</g>`, tag: open.replace(/\sxmlns="[^"]*"/, '') };
}

/** The page with `icons` drawn from the sprite at `url`. */
export function drawFromSprite(html, icons, url) {
  let out = '';
  let at = 0;
  for (const icon of icons) {
    const { id, tag } = spriteEntry(icon.open, icon.inner);
    out += `${html.slice(at, icon.start)}${tag}<use href="${url}#${id}"></use></svg>`;
    at = icon.end;
  }
  return out + html.slice(at);
}

/** The sprite file for `icons` (of every page): one <g id> per distinct icon, sorted by id. */
export function spriteFile(icons) {
  const groups = new Map();
  for (const { open, inner } of icons) {
    const { id, group } = spriteEntry(open, inner);
    if (groups.has(id) && groups.get(id) !== group) throw new Error(`icon-sprite: two different icons would be "${id}"`);
    groups.set(id, group);
  }
  const sorted = [...groups].sort(([a], [b]) => (a < b ? -1 : 1));
  return `<svg xmlns="http://www.w3.org/2000/svg">${sorted.map(([id, group]) => group.replace('<g', `<g id="${id}"`)).join('')}</svg>\n`;
}

/** Rewrites every page under `dir` and writes the sprite; returns the sprite's address. */
export function main(dir) {
  const pages = htmlFiles(dir).map((file) => {
    const html = readFileSync(file, 'utf8');
    return { file, html, icons: spriteIcons(html) };
  });
  const all = pages.flatMap((page) => page.icons);
  if (!all.length) {
    console.log('icon-sprite: no icon left to move (pages done already, or none drawn).');
    return null;
  }
  const sprite = spriteFile(all);
  const name = `icons.${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
  mkdirSync(path.join(dir, SPRITE_DIR), { recursive: true });
  writeFileSync(path.join(dir, SPRITE_DIR, name), sprite);
  const url = `/${SPRITE_DIR}/${name}`;
  let icons = 0;
  for (const page of pages) {
    if (!page.icons.length) continue;
    writeFileSync(page.file, drawFromSprite(page.html, page.icons, url));
    icons += page.icons.length;
  }
  console.log(`icon-sprite: ${icons} icons in ${pages.filter((p) => p.icons.length).length} pages drawn from ${url} (${sprite.match(/<g id=/g).length} icons, ${sprite.length} bytes).`);
  return url;
}

runAsBuildStep(import.meta.url, main);
