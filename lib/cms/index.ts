/**
 * The blog's content layer. Pages call these three queries (SPEC section 7); which source
 * answers them is decided once, from lib/env.ts: Contentful when a space and token are set,
 * otherwise the sample posts in content/blog/.
 */
import { sampleBlogResponse } from '@/content/blog';
import { env } from '../env';
import { createContentfulSource } from './contentful-source';
import { createSampleSource } from './sample-source';
import type { BlogPost, BlogSource } from './types';

export type { BlogImage, BlogPost, BlogSource } from './types';
export { ContentUnavailableError } from './contentful-source';
export { InvalidContentError } from './accept';

let source: BlogSource | undefined;

/** The one source for this build (one Contentful client per build process). */
export function blogSource(): BlogSource {
  const { spaceId, accessToken, environment, host } = env.contentful;
  source ??=
    spaceId && accessToken
      ? createContentfulSource({ spaceId, accessToken, environment, host, strict: env.contentStrict })
      : createSampleSource(sampleBlogResponse(), { strict: env.contentStrict });
  return source;
}

export function getAllPosts(): Promise<BlogPost[]> {
  return blogSource().allPosts();
}

export function getPostByBlogId(blogId: string): Promise<BlogPost | undefined> {
  return blogSource().postByBlogId(blogId);
}

export function getRecentPosts(limit: number): Promise<BlogPost[]> {
  return blogSource().recentPosts(limit);
}
