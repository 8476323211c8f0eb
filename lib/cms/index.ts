/**
 * The blog's content layer. Pages call these three queries, each for a locale; which source
 * answers them is decided once, from lib/env.ts: Contentful when a space and token are set,
 * otherwise the sample posts in content/blog/.
 */
import { sampleBlogResponse } from '@/content/blog';
import { env } from '../env';
import { BLOG_PAGE_SIZE } from '../constants';
import { defaultLocale, type Locale } from '../i18n';
import { locales } from '../i18n/locales';
import { pageCount } from '../pagination';
import { createContentfulSource } from './contentful-source';
import { createSampleSource } from './sample-source';
import type { BlogPost, BlogSource } from './types';

export type { BlogImage, BlogPost, BlogSource } from './types';
export { ContentUnavailableError } from './contentful-source';
export { InvalidContentError } from './accept';
export { contentfulLocales } from './locales';

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

/** Every post written in `locale`, newest first (in Hindi: only posts with Hindi title and content). */
export function getAllPosts(locale: Locale = defaultLocale): Promise<BlogPost[]> {
  return blogSource().allPosts(locale);
}

/** The post at /blogs/{blogId}/; in Hindi, a post not yet translated comes in English with `lang: 'en'`. */
export function getPostByBlogId(blogId: string, locale: Locale = defaultLocale): Promise<BlogPost | undefined> {
  return blogSource().postByBlogId(blogId, locale);
}

export function getRecentPosts(limit: number, locale: Locale = defaultLocale): Promise<BlogPost[]> {
  return blogSource().recentPosts(limit, locale);
}

/** The languages a post is written in (English always; Hindi once its title and content are). */
export async function postLocales(blogId: string): Promise<Locale[]> {
  const found = await Promise.all(locales.map(async (locale) => {
    const post = await getPostByBlogId(blogId, locale);
    return post && !post.lang ? locale : undefined;
  }));
  return found.filter((locale): locale is Locale => locale !== undefined);
}

/** How many list pages each language's blog has (at least one: the list exists with no posts). */
export async function blogPageCounts(): Promise<Record<Locale, number>> {
  const counts = await Promise.all(locales.map(async (locale) => [locale, pageCount((await getAllPosts(locale)).length, BLOG_PAGE_SIZE)] as const));
  return Object.fromEntries(counts) as Record<Locale, number>;
}
