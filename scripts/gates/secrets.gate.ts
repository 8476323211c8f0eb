/** No secret configuration value, and no sign of lib/env in a browser bundle, anywhere in out/. */
import { expect, test } from 'vitest';
import { findInFiles, nonPublicValues } from './secrets';
import { OUT_DIR, assertBuilt } from './site-files';

assertBuilt();
const { names, secrets } = nonPublicValues();

test('the Contentful access token is among the variables that must stay private', () => {
  expect(names).toContain('CONTENTFUL_ACCESS_TOKEN');
  expect(names).not.toContain('EMAILJS_PUBLIC_KEY');
});

test('the test build carries a canary private value, so this scan has something to find', () => {
  // e2e/build.env sets CONTENTFUL_ENVIRONMENT (read into the same env.contentful object as the
  // token, and harmless without a space id and token); if that object reaches a page, so would the token.
  expect(secrets.map((s) => s.name)).toContain('CONTENTFUL_ENVIRONMENT');
});

test('no private value appears in any file of out/', () => {
  expect(findInFiles(OUT_DIR, secrets.map((s) => ({ label: `${s.name} (value from ${s.from})`, text: s.value })))).toEqual([]);
});

test('no private variable name appears in out/ (lib/env must never be bundled for the browser)', () => {
  expect(findInFiles(OUT_DIR, names.map((name) => ({ label: name, text: name })))).toEqual([]);
});
