/**
 * A small static server for out/ that sends the response headers from out/_headers (as Netlify
 * and Cloudflare Pages would), gzips text, answers unknown paths with 404.html, and redirects
 * directory paths without a trailing slash. Used by the CSP e2e run and by Lighthouse.
 *   tsx scripts/serve-with-headers.ts [port] [folder]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { headersFor, parseHeadersFile } from './headers';

const port = Number(process.argv[2] ?? process.env.PORT ?? 4180);
const root = path.resolve(process.argv[3] ?? 'out');
const headersFile = path.join(root, '_headers');
if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: build first (public/_headers is copied into out/).`);
const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = '/__malformed__';
  }
  let file = path.join(root, pathname);
  let status = 200;
  if (!file.startsWith(root)) file = path.join(root, '404.html');
  if (pathname.endsWith('/')) file = path.join(file, 'index.html');
  else if (!isFile(file) && isFile(path.join(file, 'index.html'))) {
    res.writeHead(301, { location: `${url.pathname}/${url.search}` });
    res.end();
    return;
  }
  if (!isFile(file) || path.basename(file) === '_headers') {
    file = path.join(root, '404.html');
    status = 404;
  }
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string> = { ...headersFor(rules, pathname), 'content-type': type };
  if (!headers['cache-control']) headers['cache-control'] = 'no-cache';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  } else headers['content-length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
});

server.listen(port, '127.0.0.1', () => console.log(`Serving ${root} with its _headers on http://127.0.0.1:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
