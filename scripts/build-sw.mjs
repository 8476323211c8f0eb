#!/usr/bin/env node
// Builds the service worker over the exported site, after `next build` (package.json "build"):
// workbox-build's generateSW writes out/sw.js from globs over out/ (no hand-kept file list), and
// esbuild bundles lib/sw/sw-extra.ts (page warm-up and Background Sync) into out/sw-extra.js.
// Prints the offline size and fails above the budget.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { generateSW, getManifest } from 'workbox-build';
import { paintFirstLoads } from './paint-first.mjs';
import { SPRITE_GLOB } from './icon-sprite.mjs';

const OUT = 'out';
/** What a phone downloads to fill the offline cache (compressed, as hosts serve HTML, JS and CSS). */
const BUDGET_BYTES = 1.5 * 1024 * 1024;
const LOCALE_PREFIXES = ['', '/hi'];
/** The pages a visitor most needs without signal, in every language. */
const KEY_PAGES = ['/', '/contact/', '/appointment/', '/treatments/', '/emergency/', '/your-visit/'];

const htmlFile = (url) => path.join(OUT, url, 'index.html');
const keyUrls = LOCALE_PREFIXES.flatMap((prefix) => KEY_PAGES.map((page) => `${prefix}${page}`)).filter((url) => existsSync(htmlFile(url)));
// Each key page and the RSC data its loader fetches after the first paint (scripts/paint-first.mjs;
// the address carries the data's hash): without the data a page offline would stay unhydrated, and
// its forms could not keep a request in the outbox.
const pages = keyUrls.flatMap((url) => {
  const html = readFileSync(htmlFile(url), 'utf8');
  const flight = paintFirstLoads(html)?.flight;
  return [
    { url, revision: createHash('sha256').update(html).digest('hex').slice(0, 16), file: htmlFile(url) },
    ...(flight ? [{ url: flight, revision: flight.split('?v=')[1], file: path.join(OUT, decodeURIComponent(flight.split('?')[0])) }] : []),
  ];
});

/** Bytes stored and bytes downloaded (gzip -9; woff2 is already compressed and goes as it is). */
function sizes(files) {
  let stored = 0;
  let downloaded = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    stored += bytes.length;
    downloaded += file.endsWith('.woff2') ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return { stored, downloaded };
}

await build({
  entryPoints: ['lib/sw/sw-extra.ts'],
  outfile: path.join(OUT, 'sw-extra.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  define: { __OFFLINE_PAGES__: JSON.stringify(pages.map(({ url, revision }) => ({ url, revision }))) },
  logLevel: 'warning',
});

const precache = {
  globDirectory: OUT,
  // The shell every page needs (Next's JS, the font, the logo, the icon sprite of
  // scripts/icon-sprite.mjs) and the offline pages. Not the stylesheet: every page carries it
  // inline and its link is disabled (scripts/paint-first.mjs).
  globPatterns: ['_next/static/**/*.{js,woff2}', SPRITE_GLOB, 'icon.svg', 'sw-extra.js', 'offline/index.html', 'hi/offline/index.html', 'offline/index.txt', 'hi/offline/index.txt'],
};
const { manifestEntries } = await getManifest(precache);
const { count, warnings } = await generateSW({
  ...precache,
  // /offline/index.html is requested as /offline/ (trailingSlash export).
  manifestTransforms: [async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/(^|\/)index\.html$/, '$1') })).map((e) => ({ ...e, url: `/${e.url}` })), warnings: [] })],
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  // The offline pages' RSC data is fetched as index.txt?v=<hash> (scripts/paint-first.mjs).
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^v$/],
  swDest: path.join(OUT, 'sw.js'),
  importScripts: ['/sw-extra.js'],
  // A new worker waits: the page tells it to take over only while no form holds typed input
  // (components/layout/service-worker.tsx), and nothing reloads a page.
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  runtimeCaching: [
    { urlPattern: ({ request, url }) => request.mode === 'navigate' && (url.pathname === '/hi/' || url.pathname.startsWith('/hi/')), handler: 'NetworkFirst', options: { cacheName: 'pages', precacheFallback: { fallbackURL: '/hi/offline/' } } },
    { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkFirst', options: { cacheName: 'pages', precacheFallback: { fallbackURL: '/offline/' } } },
    // Next's RSC data for client-side navigation: never stale after a deploy.
    { urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('.txt'), handler: 'NetworkFirst', options: { cacheName: 'rsc', expiration: { maxEntries: 40 } } },
    { urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image', handler: 'CacheFirst', options: { cacheName: 'images', expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true } } },
    // Videos (request.destination 'video') match nothing: always from the network, never cached.
  ],
});
for (const warning of warnings) console.warn(`Service worker: ${warning}`);

const shell = sizes(manifestEntries.map((entry) => path.join(OUT, entry.url)));
const keyPages = sizes(pages.map(({ file }) => file));
const total = shell.downloaded + keyPages.downloaded;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Service worker: offline cache ${kb(total)} to download (budget ${kb(BUDGET_BYTES)}): ${count} shell files ${kb(shell.downloaded)} + ${keyUrls.length} key pages with their RSC data ${kb(keyPages.downloaded)}; ${kb(shell.stored + keyPages.stored)} stored uncompressed`,
);
if (total > BUDGET_BYTES) {
  console.error('Service worker: the offline cache is over its budget');
  process.exit(1);
}
