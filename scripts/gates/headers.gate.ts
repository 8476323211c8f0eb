/** The response headers shipped in out/_headers match public/_headers and the nginx rules in the README. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { headersFor, parseHeadersFile } from '../headers';
import { OUT_DIR } from './site-files';
import { ROOT } from './site-url';

const source = readFileSync(path.join(ROOT, 'public', '_headers'), 'utf8');

test('out/_headers is the one in public/', () => {
  expect(readFileSync(path.join(OUT_DIR, '_headers'), 'utf8')).toBe(source);
});

test('every page gets the security headers, static chunks a long cache', () => {
  const rules = parseHeadersFile(source);
  for (const pathname of ['/', '/about/', '/projects/One Eye One Tree/', '/404.html']) {
    const headers = headersFor(rules, pathname);
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
      expect(headers[name], `${pathname} ${name}`).toBeTruthy();
    }
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  expect(headersFor(rules, '/_next/static/chunks/a.js')['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the README documents the same rules for nginx', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const nginx: Record<string, string> = {};
  for (const match of readme.matchAll(/^\s*add_header\s+([A-Za-z-]+)\s+(?:"((?:[^"\\]|\\.)*)"|'([^']*)')\s+always;$/gm)) {
    if (match[1].toLowerCase() !== 'cache-control') nginx[match[1].toLowerCase()] = match[2]?.replace(/\\"/g, '"') ?? match[3];
  }
  expect(nginx).toEqual(headersFor(parseHeadersFile(source), '/'));
});
