/**
 * `npm run bench`: what every exported page costs a visitor on first load (gzipped), after a
 * build. A benchmark, not a test: the budgets are enforced by scripts/gates/budgets.gate.ts.
 */
import { markdownTable } from './gates/table';
import { jsBudget, kb, measureSite, ownJs } from './gates/weights';

const site = measureSite();
console.log(
  markdownTable(
    ['route', 'JS KB', 'own JS KB', 'budget KB', 'CSS KB', 'HTML KB', 'eager images KB (n)'],
    site.pages.map((page) => [
      page.path,
      kb(page.js),
      kb(ownJs(page, site)),
      kb(jsBudget(page)),
      kb(page.css),
      kb(page.html),
      `${kb(page.images)} (${page.imageCount})`,
    ]),
  ),
);
console.log(
  `\nFramework floor: ${kb(site.floor)} KB gzipped JavaScript in ${site.floorScripts.length} files shared by all ${site.pages.length} pages.` +
    '\nSizes are gzip -9 of the files in out/; images are the candidate a 375 px phone at 2x picks; "own JS" = JS - floor.',
);
const over = site.pages.filter((page) => ownJs(page, site) > jsBudget(page));
if (over.length) console.log(`Over budget: ${over.map((p) => p.path).join(', ')}`);
