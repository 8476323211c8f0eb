/**
 * `npm run bench`: what every exported page (English and Hindi) costs a visitor on first load,
 * after a build: the critical path (HTML, CSS, fonts, JavaScript, gzipped) and the eager images.
 * A benchmark, not a test: the budgets are enforced by scripts/gates/budgets.gate.ts.
 */
import { markdownTable } from './gates/table';
import { beforePaint, criticalPath, dataRoundTrips, jsBudget, kb, measureSite, NETWORKS, ownJs } from './gates/weights';

const site = measureSite();
/** Round trips of data the page's HTML response takes on each simulated network, as "slow 4G / 3G". */
const roundTrips = (response: number) => Object.values(NETWORKS).map((network) => dataRoundTrips(response, network)).join(' / ');
console.log(
  markdownTable(
    ['route', 'before paint KB', 'critical path KB', 'HTML KB', 'CSS KB', 'inline CSS KB', 'font KB', 'JS KB', 'RSC data KB', 'own JS KB', 'budget KB', 'eager images KB (n)', 'HTML response KB', 'HTML round trips (slow 4G / 3G)'],
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
      kb(page.htmlResponse),
      roundTrips(page.htmlResponse),
    ]),
  ),
);
const sum = (pick: (p: (typeof site.pages)[number]) => number) => site.pages.reduce((s, p) => s + pick(p), 0) / site.pages.length;
console.log(
  `\nMean per page: before paint ${kb(sum(beforePaint))} KB; critical path ${kb(sum(criticalPath))} KB = HTML ${kb(sum((p) => p.html))} + CSS ${kb(sum((p) => p.css))} + font ${kb(sum((p) => p.fonts))} + JS ${kb(sum((p) => p.js))} + RSC data ${kb(sum((p) => p.rsc))} KB.` +
    `\nFramework floor: ${kb(site.floor)} KB gzipped JavaScript in ${site.floorScripts.length} files shared by all ${site.pages.length} pages.` +
    '\nSizes are gzip -9 of the files in out/ (fonts: woff2 as is; "inline CSS" is part of HTML); before paint is HTML + stylesheets + the web fonts the page text needs; the critical path adds first-load JS and the RSC data fetched after the first paint (scripts/paint-first.mjs);' +
    '\nimages are the candidate a 375 px phone at 2x picks; "own JS" = JS - floor. "HTML response" is the HTML at gzip -6 with its HTTP headers, as the test server sends it;' +
    "\nits round trips are Lighthouse's simulated TCP (scripts/gates/weights.ts: dataRoundTrips): each past the first delays the first paint by 150 ms on slow 4G, 400 ms on the 3G phone.",
);
for (const [name, network] of Object.entries(NETWORKS)) {
  const fewest = Math.min(...site.pages.map((page) => dataRoundTrips(page.htmlResponse, network)));
  const slower = site.pages.filter((page) => dataRoundTrips(page.htmlResponse, network) > fewest);
  console.log(`HTML on ${name}: ${site.pages.length - slower.length} pages in ${fewest} round trip${fewest > 1 ? 's' : ''} of data${slower.length ? `; ${slower.length} need more: ${slower.map((p) => `${p.path} (${kb(p.htmlResponse)} KB)`).join(', ')}` : ''}.`);
}
const over = site.pages.filter((page) => ownJs(page, site) > jsBudget(page));
if (over.length) console.log(`Over budget: ${over.map((p) => p.path).join(', ')}`);
