/**
 * HTML validity over every exported page with html-validate (offline, runs in the gate run): the
 * content models (e.g. only dt/dd/div in a dl), ARIA misuse (aria-label where it names nothing),
 * document rules and titles of at most 70 characters (longer ones are cut in search results;
 * counted as the letters a reader sees, so a Devanagari vowel sign is not a letter of its own).
 * Two rules html-validate lacks are checked beside it: the meta refresh format the HTML standard
 * requires (`0; url=...`, what the Nu Html Checker reports) and no duplicated meta tags.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, test } from 'vitest';
import { exportedPages, parseTags, readOut, visibleLength } from './site-files';

export const TITLE_MAX_CHARS = 70;

const config: ConfigData = {
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Names on list and other namable elements are allowed by ARIA; only forbidden uses fail.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // html-validate counts UTF-16 units: a Hindi title of 48 visible letters is 79 units long.
    // The length is checked below in graphemes instead.
    'long-title': 'off',
    // Every script and stylesheet is served from the site itself: nothing for SRI to protect.
    'require-sri': 'off',
    // role="region" accordion panels follow the WAI pattern; <section> would change nothing.
    'prefer-native-element': 'off',
    // React writes `for` on labels that also wrap their field; harmless and explicit.
    'no-redundant-for': 'off',
  },
};

const validator = new HtmlValidate(config);
const pages = exportedPages().map((page) => ({ ...page, html: readOut(page.file) }));

/** The HTML standard's valid meta refresh: a delay, ';', at least one space, then `url=`. */
export const META_REFRESH = /^\d+;\s+url=\S/i;

describe.each(pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
  test('passes html-validate', () => {
    const report = validator.validateStringSync(page.html, page.file);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`));
    expect(messages).toEqual([]);
  });

  test(`a title of at most ${TITLE_MAX_CHARS} visible letters`, () => {
    const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '';
    expect(title, 'a title').not.toBe('');
    expect(visibleLength(title), title).toBeLessThanOrEqual(TITLE_MAX_CHARS);
  });

  test('meta tags: a refresh in the standard format, and no name or http-equiv given twice', () => {
    const metas = parseTags(page.html).filter((t) => t.name === 'meta');
    for (const refresh of metas.filter((t) => t.attrs['http-equiv']?.toLowerCase() === 'refresh')) {
      expect(refresh.attrs.content, 'meta refresh content').toMatch(META_REFRESH);
    }
    // theme-color may appear once per media query; anything else named twice is a duplicate.
    const keys = metas.flatMap((t) => {
      const key = t.attrs.name ?? t.attrs['http-equiv'];
      return key === undefined ? [] : [`${key.toLowerCase()} ${t.attrs.media ?? ''}`];
    });
    expect(keys.filter((key, i) => keys.indexOf(key) !== i), 'duplicated meta tags').toEqual([]);
  });
});
