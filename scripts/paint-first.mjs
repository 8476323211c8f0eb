#!/usr/bin/env node
// Paint first, then hydrate (package.json "build", after `next build`, before the service worker
// is built over the pages).
//
// Next writes its chunks as `<script src async>` in the <head>, and the page's RSC data (the same
// content again, for hydration) as inline scripts through the <body>. An async script runs as soon
// as it arrives, so on a fast link (or from a cache) the browser ran 170 KB of framework and
// hydrated the whole page before painting anything; and the inline RSC data made every page's HTML
// twice as large (home 37.8 KB gzipped, 20.1 KB of it RSC data; the Hindi home 44.1 KB), all of
// it before the first paint. Lighthouse counts both: a script fetched before the first paint is
// taken as needed for it.
//
// This step rewrites every exported page: the HTML keeps the content, the stylesheet and the small
// inline scripts (theme, address fix); the chunks and the RSC data wait until the first frame has
// been painted and the page's high-priority pictures (the largest thing on the first screen) have
// loaded or failed (at most 4 s). Then a small inline loader at the end of <body> fetches the RSC
// data from the index.txt Next writes beside each page (byte for byte the inline data, checked
// here; versioned by its hash so a cached copy always matches its page) into `self.__next_f`, and
// adds the same chunks, async, in the same order. "After the first paint" is the browser's
// first-contentful-paint entry (PerformanceObserver); "after a picture is painted" is two frames
// after it loaded, a frame being a ResizeObserver's first report (made while the browser renders)
// followed by a MessageChannel task (run after it): no timers, so it works the same under a test's
// paused clock. A
// hidden page (a background tab, a prerender) paints nothing, so it loads them at once, as does a
// browser without those APIs. The service worker keeps the RSC data of the key pages for offline
// use (scripts/build-sw.mjs).
//
// The cost: hydration starts one round trip later on a fast link; on a slow one the content comes
// first instead of sharing the line with 190 KB of script and data. Every page works before and
// without its scripts (e2e/no-script.spec.ts). The budgets and bench read the loader
// (scripts/gates/weights.ts). Checked by scripts/paint-first.test.ts and e2e/paint-first.spec.ts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The loader, called with the page's chunks and the address of its RSC data (or null when the data
 * stayed inline): after the first painted frame and the high-priority pictures, it fetches the RSC
 * data into `self.__next_f` (where Next's runtime reads it, as if it had been inline) and then adds
 * the chunks. Without the data (offline and never fetched) the page stays as the server made it,
 * which works without scripts.
 */
export const LOADER = `(function(c,u){var d=document,r=0;function run(){for(var i=0;i<c.length;i++){var s=d.createElement("script");s.src=c[i];s.async=true;d.head.appendChild(s)}}function go(){if(r)return;r=1;if(!u)return run();fetch(u).then(function(x){if(!x.ok)throw x.status;return x.text()}).then(function(t){(self.__next_f=self.__next_f||[]).push([1,t]);run()},function(){d.documentElement.setAttribute("data-hydration","no-data")})}function frame(f){var o=new ResizeObserver(function(){o.disconnect();var m=new MessageChannel;m.port1.onmessage=function(){f()};m.port2.postMessage(0)});o.observe(d.documentElement)}function painted(f){var P=self.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return frame(f);var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}});o.observe({type:"paint",buffered:true})}function pics(){var p=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),n=p.length,t=function(){frame(function(){frame(go)})};if(!n)return t();p.forEach(function(i){function f(){if(!--n)t()}i.addEventListener("load",f,{once:true});i.addEventListener("error",f,{once:true})});setTimeout(go,4000)}if(d.visibilityState!=="visible"||typeof ResizeObserver!=="function"||typeof MessageChannel!=="function")go();else{d.addEventListener("visibilitychange",go,{once:true});painted(pics)}})`;

const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async="">\s*<\/script>/g;
/** Next's inline RSC data: `self.__next_f.push([1,"..."])`, one JSON string each. */
const FLIGHT_PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * Rewrites one page's HTML; returns it unchanged when it has no async Next chunks (or was rewritten
 * before). `flight`: the page's RSC data file (Next writes it beside the page as index.txt) and the
 * address to fetch it from; when the inline data is exactly that file, it leaves the HTML.
 */
export function paintFirst(html, flight) {
  if (html.includes('data-paint-first')) return html;
  const chunks = [];
  let page = html
    .replace(ASYNC_SCRIPT, (_, src) => {
      chunks.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  if (chunks.length === 0) return html;
  let flightUrl = null;
  if (flight) {
    const inline = [...page.matchAll(FLIGHT_PUSH)].map((m) => JSON.parse(m[1])[1]).join('');
    if (inline.length > 0 && inline === flight.text) {
      page = page.replace(FLIGHT_PUSH, '');
      flightUrl = `${flight.url}?v=${createHash('sha256').update(flight.text).digest('hex').slice(0, 12)}`;
    }
  }
  const headEnd = page.indexOf('</head>');
  const bodyEnd = page.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('paint-first: a page without </head> or </body>');
  const loader = `<script data-paint-first="">${LOADER}(${JSON.stringify(chunks)},${JSON.stringify(flightUrl)})</script>`;
  return page.slice(0, bodyEnd) + loader + page.slice(bodyEnd);
}

/** The chunks and RSC data address a rewritten page loads after its first paint. */
export function paintFirstLoads(html) {
  const match = html.match(/<script data-paint-first(?:="")?>[\s\S]*?\}\)\((\[[^\]]*\]),("[^"]*"|null)\)<\/script>/);
  return match ? { chunks: JSON.parse(match[1]), flight: JSON.parse(match[2]) } : null;
}

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment to other browsers): every
 * function in a file that starts with it is compiled while the file downloads, on a background
 * thread, instead of on the main thread the first time it is called. Turbopack wraps each module
 * in a function, so without it the framework and the page's modules were compiled one by one
 * inside the task that starts hydration: 37-47% of that task's time at 3x CPU (CPU profile of
 * /hi/, 24 Nov). Only the chunks pages run at start-up get it (every function in them is needed
 * then); code loaded later, on use, keeps V8's lazy compiling.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The file's text with the compile hint as its first line (unchanged when it has it). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/** Adds the compile hint to each start-up chunk (addresses as in the pages) under `dir`; returns how many it changed. */
export function hintStartupChunks(dir, chunks) {
  let changed = 0;
  for (const src of chunks) {
    const file = path.join(dir, src);
    const js = readFileSync(file, 'utf8');
    const hinted = withCompileHint(js);
    if (hinted === js) continue;
    writeFileSync(file, hinted);
    changed++;
  }
  return changed;
}

/** A stylesheet file's text as it goes into a <style>: without its source-map comment, never closing the element early. */
function inlineCssText(css) {
  return css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').replaceAll('</style', '<\\/style');
}

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"([^>]*?)\/?>/g;

/**
 * The site's stylesheet, inlined: each `<link rel="stylesheet">` Next writes becomes a <style> with
 * the whole file, in the same place, so the first paint needs no stylesheet request and nothing is
 * restyled later. The link stays, disabled (a browser never fetches a disabled stylesheet) and
 * print-only, so that React, which looks for it by its address when it hydrates, adopts it instead
 * of adding a screen one; nothing ever enables it.
 *
 * Measured (Lighthouse mobile, Cataract page, 5 interleaved runs each, 24 Nov): the page's own
 * rules inline (Beasties) with the full sheet swapped in on load scored TBT 276-473 ms (median
 * 378), main-thread work 2.6 s; the whole sheet inline, TBT 194-402 (median 291), work 2.2 s, FCP
 * unchanged (843 vs 829 ms median). The swap made the browser restyle every element of the page
 * (568 elements, 35 ms at 1x CPU, 140 at 4x) and lay it out again, in a task of its own after the
 * first paint. The cost: 12.3 KB gzipped of CSS in each page's HTML instead of about 8.3 KB of its
 * own rules; in return no stylesheet download (14 KB, which Lighthouse's 3G profile counted before
 * the LCP picture as long as the link was only print-only).
 */
export function inlineStylesheets(dir) {
  const sheets = new Map();
  const read = (href) => {
    if (!sheets.has(href)) sheets.set(href, inlineCssText(readFileSync(path.join(dir, href), 'utf8')));
    return sheets.get(href);
  };
  return (html) =>
    html.replace(STYLESHEET, (tag, href, rest) => {
      if (/\b(media|disabled)\b/.test(rest)) return tag;
      return `<style>${read(href)}</style><link rel="stylesheet" href="${href}"${rest} media="print" disabled>`;
    });
}

/** Every HTML file under `dir` (out/), as paths. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

/** Rewrites every page under `dir` (no top-level await: tsx loads this module as CommonJS in the bench). */
function main(dir) {
  const inline = inlineStylesheets(dir);
  let pages = 0;
  const startup = new Set();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const page = html.includes('data-paint-first') ? html : rewrite(file, html);
    for (const src of paintFirstLoads(page)?.chunks ?? []) startup.add(src);
  }
  console.log(`paint-first: ${pages} pages paint with the site's CSS inline and run their scripts after the first paint.`);
  const hinted = hintStartupChunks(dir, startup);
  console.log(`paint-first: ${startup.size} start-up chunks are compiled while they download (${hinted} given the compile hint now).`);

  /** Writes the page painting first, with its stylesheet inline; returns it as written (unchanged when it has no Next chunks). */
  function rewrite(file, html) {
    const txt = file.replace(/index\.html$/, 'index.txt');
    const relative = path.relative(dir, path.dirname(file)).split(path.sep).filter(Boolean);
    const url = `/${relative.map(encodeURIComponent).map((s) => `${s}/`).join('')}index.txt`;
    const flight = txt !== file && existsSync(txt) ? { text: readFileSync(txt, 'utf8'), url } : undefined;
    const rewritten = paintFirst(html, flight);
    if (flight && !rewritten.includes('?v=')) console.warn(`paint-first: ${file} keeps its RSC data inline (it differs from ${txt})`);
    if (rewritten === html) return html;
    const page = inline(rewritten);
    writeFileSync(file, page);
    pages++;
    return page;
  }
}

/** Runs a build step's `main` over the folder named on the command line (out/ by default) when node was started with `moduleUrl`. */
export function runAsBuildStep(moduleUrl, main) {
  if (moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    main(process.argv[2] ?? 'out');
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

runAsBuildStep(import.meta.url, main);
