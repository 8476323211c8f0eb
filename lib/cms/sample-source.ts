/**
 * Blog posts from the sample posts in content/blog/ (used when no Contentful credentials are
 * set). They are stored in the Delivery API's own JSON shape for `locale: '*'` (every field keyed
 * by locale code) and go through the same mapping.
 */
import { defaultLocale } from '../i18n';
import { acceptInLocales, consoleWarn, listedIn, type PostsByLocale, type Warn } from './accept';
import { BLOG_CONTENT_TYPE, resolveLinks } from './mapping';
import type { BlogSource } from './types';

export interface EntriesResponse {
  items: unknown[];
  includes?: { Asset?: unknown[]; Entry?: unknown[] };
}

function isBlogEntry(entry: unknown): boolean {
  const sys = (entry as { sys?: { contentType?: { sys?: { id?: string } } } })?.sys;
  return sys?.contentType?.sys?.id === BLOG_CONTENT_TYPE;
}

export function createSampleSource(response: EntriesResponse, { strict, warn = consoleWarn }: { strict: boolean; warn?: Warn }): BlogSource {
  let all: PostsByLocale | undefined;
  const posts = () => (all ??= acceptInLocales(resolveLinks(response).filter(isBlogEntry), { strict, warn }));
  return {
    kind: 'sample',
    allPosts: async (locale = defaultLocale) => listedIn(posts(), locale),
    postByBlogId: async (blogId, locale = defaultLocale) => posts()[locale].find((post) => post.blogId === blogId),
    recentPosts: async (limit, locale = defaultLocale) => listedIn(posts(), locale).slice(0, limit),
  };
}
