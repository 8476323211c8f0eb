/**
 * Each Hindi page's visible main text is Hindi: the share of its letters that are Devanagari
 * (scripts/gates/devanagari.ts says what is counted) is at least MIN_DEVANAGARI_SHARE. The figures
 * of every page are printed and written to test-results/devanagari-share.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { devanagariShare, MIN_DEVANAGARI_SHARE } from './devanagari';
import { exportedPages, localeOfPage, readOut } from './site-files';
import { ROOT } from './site-url';
import { markdownTable } from './table';

// The one 404.html is English in the file and takes its Hindi texts from the address in the browser.
const pages = exportedPages(undefined, { include404: false })
  .filter((page) => localeOfPage(page) === 'hi')
  .map((page) => ({ ...page, measured: devanagariShare(readOut(page.file)) }));

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

afterAll(() => {
  const rows = pages.map(({ path: sitePath, measured: m }) => [
    sitePath,
    String(m.devanagari),
    String(m.other),
    String(m.markedEnglish),
    percent(m.share),
    m.devanagari > 0 && m.share >= MIN_DEVANAGARI_SHARE ? 'ok' : 'FAIL',
    m.otherWords.slice(0, 6).join(' '),
  ]);
  const table = markdownTable(['Hindi page', 'Devanagari', 'other', 'lang=en', 'share', `≥ ${percent(MIN_DEVANAGARI_SHARE)}`, 'most frequent other words'], rows);
  const dir = path.join(ROOT, 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'devanagari-share.md'), `${table}\n`);
  console.log(`Devanagari share of the visible main text (letters), test-results/devanagari-share.md:\n${table}`);
});

test('the walk found the Hindi pages', () => {
  expect(pages.length).toBeGreaterThan(10);
});

describe.each(pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
  test(`its main text is Hindi: at least ${percent(MIN_DEVANAGARI_SHARE)} of the letters are Devanagari`, () => {
    const { devanagari, share, otherWords } = page.measured;
    // A page whose main text is all marked lang="en" has no Hindi to measure: that is not Hindi either.
    expect(devanagari, 'Devanagari letters in <main>').toBeGreaterThan(0);
    expect(share, `Devanagari share ${percent(share)}; other words: ${otherWords.slice(0, 12).join(' ')}`).toBeGreaterThanOrEqual(MIN_DEVANAGARI_SHARE);
  });
});
