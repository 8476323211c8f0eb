/**
 * A Contentful-compatible Delivery API for tests: node:http on 127.0.0.1 serving recorded,
 * API-shaped JSON for GET /spaces/{space}/environments/{env}/entries with the query
 * parameters the site uses (content_type, fields.blogId, order, skip, limit, locale). Tests point the
 * real `contentful` client at it and script failures (5xx, 429, outages) per request.
 *
 * Entries and assets are given as Contentful stores them, every field keyed by locale code (the
 * `locale=*` shape). `locale=*` returns them so; any other locale (or none: the default) returns
 * each field's value in that locale, else the English one, unmarked, as Contentful's fallback does.
 * Filters and order read the default locale's values.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { contentfulLocales } from '../locales';

type Json = Record<string, unknown>;

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  authorization?: string;
}

export interface ScriptedFailure {
  status: number;
  headers?: Record<string, string>;
}

export interface FakeContentful {
  host: string;
  requests: RecordedRequest[];
  /** Answers the next requests with these failures, in order, then serves normally. */
  failNext(...failures: ScriptedFailure[]): void;
  /** Answers every request with this status until `recover()`. */
  failAlways(status: number): void;
  recover(): void;
  close(): Promise<void>;
}

const PORTS = [4190, 4191, 4192, 4193, 4194, 4195, 4196, 4197, 4198, 4199];

function listen(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
}

function field(entry: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Json)[key] : undefined), entry);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const da = typeof a === 'string' ? Date.parse(a) : NaN;
  const db = typeof b === 'string' ? Date.parse(b) : NaN;
  if (!Number.isNaN(da) && !Number.isNaN(db) && /^\d{4}-/.test(String(a))) return da - db;
  return String(a).localeCompare(String(b));
}

function linkedAssetIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => linkedAssetIds(item, ids));
  else if (value && typeof value === 'object') {
    const sys = (value as Json).sys as Json | undefined;
    if (sys?.type === 'Link' && sys.linkType === 'Asset') ids.add(String(sys.id));
    Object.values(value).forEach((item) => linkedAssetIds(item, ids));
  }
  return ids;
}

const DEFAULT_LOCALE = contentfulLocales.en;

function inOneLocale(entity: Json, code: string): Json {
  const fields = Object.entries((entity.fields ?? {}) as Record<string, Json>).map(([key, values]) => [key, values?.[code] ?? values?.[DEFAULT_LOCALE]]);
  return { ...entity, sys: { ...(entity.sys as Json), locale: code }, fields: Object.fromEntries(fields.filter(([, value]) => value !== undefined)) };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return { status, body: JSON.stringify(body), headers: { 'content-type': 'application/vnd.contentful.delivery.v1+json', ...headers } };
}

export async function startFakeContentful({ space, entries, assets }: { space: string; entries: Json[]; assets: Json[] }): Promise<FakeContentful> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedFailure[] = [];
  let outage: number | undefined;

  function answer(req: IncomingMessage) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    const failure = outage !== undefined ? { status: outage } : queue.shift();
    if (failure) {
      return json(failure.status, { sys: { type: 'Error', id: failure.status === 429 ? 'RateLimitExceeded' : 'ServerError' }, message: `Scripted ${failure.status}`, requestId: 'test' }, failure.headers);
    }
    const match = url.pathname.match(/^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries$/);
    if (!match || match[1] !== space) return json(404, { sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' });

    const locale = url.searchParams.get('locale') ?? DEFAULT_LOCALE;
    const served = (entity: Json) => (locale === '*' ? entity : inOneLocale(entity, locale));
    // Filter and sort on the default locale's values; answer with the stored entry.
    const queried = new Map(entries.map((entry) => [inOneLocale(entry, DEFAULT_LOCALE), entry]));
    let items = [...queried.keys()].filter((entry) => {
      const contentType = field(entry, 'sys.contentType.sys.id');
      const wantedType = url.searchParams.get('content_type');
      if (wantedType && contentType !== wantedType) return false;
      for (const [key, value] of url.searchParams) {
        if (key.startsWith('fields.') && !key.includes('[') && String(field(entry, key) ?? '') !== value) return false;
      }
      return true;
    });
    const order = url.searchParams.get('order');
    if (order) {
      const keys = order.split(',').map((key) => (key.startsWith('-') ? { path: key.slice(1), sign: -1 } : { path: key, sign: 1 }));
      items = [...items].sort((a, b) => {
        for (const { path, sign } of keys) {
          const va = field(a, path);
          const vb = field(b, path);
          // Entries without the field come last either way, as in Contentful.
          if (va === undefined || vb === undefined) {
            if (va !== vb) return va === undefined ? 1 : -1;
            continue;
          }
          const result = compare(va, vb) * sign;
          if (result) return result;
        }
        return 0;
      });
    }
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const page = items.slice(skip, skip + limit).map((entry) => queried.get(entry)!);
    const ids = linkedAssetIds(page.map((entry) => entry.fields));
    const included = assets.filter((asset) => ids.has(String(field(asset, 'sys.id'))));
    return json(200, { sys: { type: 'Array' }, total: items.length, skip, limit, items: page.map(served), includes: { Asset: included.map(served) } });
  }

  const server = createServer((req, res) => {
    const { status, body, headers } = answer(req);
    res.writeHead(status, headers);
    res.end(body);
  });
  let port: number | undefined;
  for (const candidate of PORTS) {
    if (await listen(server, candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`No free port for the fake Contentful server in ${PORTS[0]}-${PORTS.at(-1)}`);

  return {
    host: `127.0.0.1:${port}`,
    requests,
    failNext: (...failures) => queue.push(...failures),
    failAlways: (status) => (outage = status),
    recover: () => {
      outage = undefined;
      queue.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
