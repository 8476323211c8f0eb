/**
 * Blog posts from Contentful's Content Delivery API through the `contentful` client: the only
 * place the client is created. Used at build time only; the token never reaches the browser.
 */
import { createClient, type ContentfulClientApi } from 'contentful';
import { CMS_DEFAULT_ENVIRONMENT, CMS_TIMEOUT_MS } from '../constants';
import { defaultLocale } from '../i18n';
import { acceptInLocales, consoleWarn, listedIn, type PostsByLocale, type Warn } from './accept';
import { BLOG_CONTENT_TYPE } from './mapping';
import type { BlogSource } from './types';

export interface ContentfulConfig {
  spaceId: string;
  accessToken: string;
  environment?: string;
  /** A Contentful-compatible host such as `127.0.0.1:4190` (plain HTTP for loopback hosts). */
  host?: string;
  /** Invalid rich text fails instead of skipping the post (CI, CONTENT_STRICT=1). */
  strict: boolean;
  /** Retries on 5xx, 429 and connection failures (library default 5, about 20 s in all). */
  retryLimit?: number;
  timeout?: number;
  /** Entries per request while paging through all posts (the API allows up to 1000). */
  pageSize?: number;
  warn?: Warn;
}

export class ContentUnavailableError extends Error {
  override name = 'ContentUnavailableError';
}

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_PAGE_SIZE = 100;
// Two levels: a post, the assets and entries its rich text embeds.
const INCLUDE_DEPTH = 2;

function isLoopback(host: string): boolean {
  return /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
}

/** The cause of a failed request in one line: the HTTP status, or the connection error code. */
export function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code) return `${code} (${error.message})`;
  // The client puts the status into the name ("503 Service Unavailable") and a JSON report into the message.
  try {
    const report = JSON.parse(error.message) as { status?: number; statusText?: string; message?: string };
    return [report.status, report.statusText, report.message].filter(Boolean).join(' ') || error.name;
  } catch {
    return `${error.name}: ${error.message}`;
  }
}

export function createContentfulSource(config: ContentfulConfig): BlogSource {
  const environment = config.environment ?? CMS_DEFAULT_ENVIRONMENT;
  const retryLimit = config.retryLimit ?? DEFAULT_RETRY_LIMIT;
  const pageSize = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const warn = config.warn ?? consoleWarn;
  // locale '*': one request serves every locale and shows which Hindi values are real (lib/cms/locales.ts).
  const client: ContentfulClientApi<'WITH_ALL_LOCALES' | 'WITHOUT_UNRESOLVABLE_LINKS'> = createClient({
    space: config.spaceId,
    accessToken: config.accessToken,
    environment,
    ...(config.host ? { host: config.host, insecure: isLoopback(config.host) } : {}),
    retryOnError: true,
    retryLimit,
    timeout: config.timeout ?? CMS_TIMEOUT_MS,
    logHandler: (level, data) => {
      if (level === 'warning' || level === 'error') warn(`Contentful: ${String(data)}`);
    },
  }).withAllLocales.withoutUnresolvableLinks;

  async function entries(query: Record<string, unknown>) {
    try {
      return await client.getEntries({ content_type: BLOG_CONTENT_TYPE, include: INCLUDE_DEPTH, ...query });
    } catch (error) {
      throw new ContentUnavailableError(
        `Contentful could not be reached: ${describeCause(error)} (host ${config.host ?? 'cdn.contentful.com'}, space ${config.spaceId}, environment ${environment}, after ${retryLimit} retries). ` +
          'The build stops so that a rebuild during an outage never publishes an empty blog.',
        { cause: error },
      );
    }
  }

  const accept = (items: readonly unknown[]) => acceptInLocales(items, { strict: config.strict, warn });

  // Each page asks for the same data twice (metadata and body), and both languages ask: one request per distinct query.
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, load());
    return memo.get(key) as Promise<T>;
  };

  let all: Promise<PostsByLocale> | undefined;
  const everyPost = () =>
    (all ??= (async () => {
      const items: unknown[] = [];
      let total = Infinity;
      // Page until `total`: one capped request would silently drop posts beyond the first page.
      while (items.length < total) {
        const page = await entries({ order: ['-fields.date', 'sys.id'], skip: items.length, limit: pageSize });
        total = page.total;
        items.push(...page.items);
        if (page.items.length === 0) break;
      }
      return accept(items);
    })());
  return {
    kind: 'contentful',
    async allPosts(locale = defaultLocale) {
      return listedIn(await everyPost(), locale);
    },
    async postByBlogId(blogId, locale = defaultLocale) {
      const found = await once(`post:${blogId}`, async () => accept((await entries({ 'fields.blogId': blogId, limit: 1 })).items));
      return found[locale][0];
    },
    async recentPosts(limit, locale = defaultLocale) {
      // The newest Hindi posts are not among the newest posts when those lack Hindi: take them from every post.
      if (locale !== defaultLocale) return listedIn(await everyPost(), locale).slice(0, limit);
      return once(`recent:${limit}`, async () => accept((await entries({ order: ['-fields.date'], limit })).items).en);
    },
  };
}
