import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { findInFiles, isPublicVariable, nonPublicValues } from './secrets';

test('public and private variables', () => {
  for (const name of ['SITE_URL', 'EMAILJS_PUBLIC_KEY', 'RAZORPAY_PAYMENT_BUTTON_ID', 'SOCIAL_X_URL', 'CONTENTFUL_SPACE_ID']) expect(isPublicVariable(name), name).toBe(true);
  for (const name of ['CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_HOST', 'CONTENTFUL_ENVIRONMENT', 'ANY_SECRET']) expect(isPublicVariable(name), name).toBe(false);
});

test('collects private values from the environment and env files, skipping short flags', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'env-'));
  mkdirSync(path.join(root, 'e2e'));
  writeFileSync(path.join(root, '.env.example'), 'SITE_URL=https://x.test\nCONTENTFUL_ACCESS_TOKEN=\nCONTENT_STRICT=\n');
  writeFileSync(path.join(root, 'e2e', 'build.env'), 'EMAILJS_PUBLIC_KEY=public_key_test\nCONTENT_STRICT=1\n');
  writeFileSync(path.join(root, '.env.local'), 'CONTENTFUL_ACCESS_TOKEN="tok-from-file-123"\n');
  const { names, secrets } = nonPublicValues({ CONTENTFUL_ACCESS_TOKEN: 'tok-from-env-456', MY_API_SECRET: 'shh-very-secret' }, root);
  expect(names).toEqual(['CONTENTFUL_ACCESS_TOKEN', 'CONTENT_STRICT', 'MY_API_SECRET']);
  expect(secrets.map((s) => `${s.name}=${s.value}@${s.from}`)).toEqual([
    'CONTENTFUL_ACCESS_TOKEN=tok-from-env-456@environment',
    'CONTENTFUL_ACCESS_TOKEN=tok-from-file-123@.env.local',
    'MY_API_SECRET=shh-very-secret@environment',
  ]);
});

test('finds a planted value in any file, plain or percent-encoded', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'out-'));
  mkdirSync(path.join(out, '_next'));
  writeFileSync(path.join(out, 'index.html'), '<html>clean</html>');
  writeFileSync(path.join(out, '_next', 'chunk.js'), 'self.__next_f.push("tok 123/abc")');
  writeFileSync(path.join(out, 'page.txt'), 'url?t=tok%20123%2Fabc');
  expect(findInFiles(out, [{ label: 'TOKEN', text: 'tok 123/abc' }])).toEqual(['_next/chunk.js: TOKEN', 'page.txt: TOKEN']);
  expect(findInFiles(out, [{ label: 'OTHER', text: 'absent-value' }])).toEqual([]);
});
