/**
 * `npm run bench`: what every exported page (English and Hindi) costs a visitor on first load,
 * after a build: the critical path (HTML, CSS, fonts, JavaScript, gzipped) and the eager images.
 * A benchmark, not a test: the budgets are enforced by scripts/gates/budgets.gate.ts.
 */
import { markdownTable } from './gates/table';
import { beforePaint, criticalPath, jsBudget, kb, measureSite, ownJs } from './gates/weights';

const site = measureSite();
console.log(
  markdownTable(
    ['route', 'before paint KB', 'critical path KB', 'HTML KB', 'CSS KB', 'inline CSS KB', 'font KB', 'JS KB', 'RSC data KB', 'own JS KB', 'budget KB', 'eager images KB (n)'],
    site.pages.map((page) => [
      page.path,
      kb(beforePaint(page)),
      kb(criticalPath(page)),
      kb(page.html),
      kb(page.css),
      kb(page.inlineCss),
      kb(page.fonts),
      kb(page.js),
      kb(page.rsc),
      kb(ownJs(page, site)),
      kb(jsBudget(page)),
      `${kb(page.images)} (${page.imageCount})`,
    ]),
  ),
);
const sum = (pick: (p: (typeof site.pages)[number]) => number) => site.pages.reduce((s, p) => s + pick(p), 0) / site.pages.length;
console.log(
  `\nMean per page: before paint ${kb(sum(beforePaint))} KB; critical path ${kb(sum(criticalPath))} KB = HTML ${kb(sum((p) => p.html))} + CSS ${kb(sum((p) => p.css))} + font ${kb(sum((p) => p.fonts))} + JS ${kb(sum((p) => p.js))} + RSC data ${kb(sum((p) => p.rsc))} KB.` +
    `\nFramework floor: ${kb(site.floor)} KB gzipped JavaScript in ${site.floorScripts.length} files shared by all ${site.pages.length} pages.` +
    '\nSizes are gzip -9 of the files in out/ (fonts: woff2 as is; "inline CSS" is part of HTML); before paint is HTML + stylesheets + the web fonts the page text needs; the critical path adds first-load JS and the RSC data fetched after the first paint (scripts/paint-first.mjs);' +
    '\nimages are the candidate a 375 px phone at 2x picks; "own JS" = JS - floor.',
);
const over = site.pages.filter((page) => ownJs(page, site) > jsBudget(page));
if (over.length) console.log(`Over budget: ${over.map((p) => p.path).join(', ')}`);
