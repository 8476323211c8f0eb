/**
 * Blog posts from the sample posts in content/blog/ (used when no Contentful credentials are
 * set). They are stored in the Delivery API's own JSON shape and go through the same mapping.
 */
import { acceptPosts, consoleWarn, type Warn } from './accept';
import { BLOG_CONTENT_TYPE, mapBlogEntry, resolveLinks } from './mapping';
import type { BlogPost, BlogSource } from './types';

export interface EntriesResponse {
  items: unknown[];
  includes?: { Asset?: unknown[]; Entry?: unknown[] };
}

function isBlogEntry(entry: unknown): boolean {
  const sys = (entry as { sys?: { contentType?: { sys?: { id?: string } } } })?.sys;
  return sys?.contentType?.sys?.id === BLOG_CONTENT_TYPE;
}

export function createSampleSource(response: EntriesResponse, { strict, warn = consoleWarn }: { strict: boolean; warn?: Warn }): BlogSource {
  let all: BlogPost[] | undefined;
  const posts = () => (all ??= acceptPosts(resolveLinks(response).filter(isBlogEntry).map(mapBlogEntry), { strict, warn }));
  return {
    kind: 'sample',
    allPosts: async () => posts(),
    postByBlogId: async (blogId) => posts().find((post) => post.blogId === blogId),
    recentPosts: async (limit) => posts().slice(0, limit),
  };
}
