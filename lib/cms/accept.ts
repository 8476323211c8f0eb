/** The rule for posts that fail validation (see the README's Decisions): warn and skip, or fail the build when strict. */
import type { Locale } from '../i18n';
import { contentfulLocales, inLocale, isWrittenIn } from './locales';
import { byDateDescending, describeRejected, mapBlogEntry, uniqueByBlogId, type MappedEntry } from './mapping';
import type { BlogPost } from './types';

export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
}

export type Warn = (message: string) => void;

export const consoleWarn: Warn = (message) => console.warn(`[blog] ${message}`);

export function acceptPosts(mapped: MappedEntry[], { strict, warn }: { strict: boolean; warn: Warn }): BlogPost[] {
  const problems = mapped.flatMap((entry) => ('rejected' in entry ? [describeRejected(entry.rejected)] : []));
  if (problems.length && strict) {
    throw new InvalidContentError(
      `${problems.join('\n')}\nThe build stops because CONTENT_STRICT=1 or CI=true; fix the post in Contentful or unset CONTENT_STRICT to skip it.`,
    );
  }
  problems.forEach((problem) => warn(`${problem}. The post is skipped.`));
  const { posts, duplicates } = uniqueByBlogId(mapped.flatMap((entry) => ('post' in entry ? [entry.post] : [])).sort(byDateDescending));
  duplicates.forEach((post) => warn(`Blog post "${post.blogId}" (entry ${post.id}) repeats a blogId used by a newer post and is skipped.`));
  return posts;
}

/** A query's posts in each site locale; Hindi holds the same entries as English, in the same order. */
export type PostsByLocale = Record<Locale, BlogPost[]>;

/**
 * All-locales entries (as fetched with `locale: '*'`, links resolved) as posts per locale.
 * English decides which entries are published (valid, one per blogId); each of those is in
 * Hindi when it has its own Hindi title and content, else it stays English marked `lang: 'en'`.
 * An invalid Hindi version is named with its locale and, like English, fails a strict build
 * or is skipped (the post then stays English).
 */
export function acceptInLocales(entries: readonly unknown[], { strict, warn }: { strict: boolean; warn: Warn }): PostsByLocale {
  const english = acceptPosts(entries.map((entry) => mapBlogEntry(inLocale(entry, contentfulLocales.en))), { strict, warn });
  const byId = new Map(entries.map((entry) => [(entry as { sys?: { id?: string } })?.sys?.id, entry]));
  const problems: string[] = [];
  const hindi = english.map((post): BlogPost => {
    const entry = byId.get(post.id);
    if (!isWrittenIn(entry, 'hi')) return { ...post, lang: 'en' };
    const mapped = mapBlogEntry(inLocale(entry, contentfulLocales.hi));
    if ('post' in mapped) return mapped.post;
    problems.push(describeRejected({ ...mapped.rejected, locale: contentfulLocales.hi }));
    return { ...post, lang: 'en' };
  });
  if (problems.length && strict) {
    throw new InvalidContentError(
      `${problems.join('\n')}\nThe build stops because CONTENT_STRICT=1 or CI=true; fix the translation in Contentful or unset CONTENT_STRICT to show the post in English on /hi/.`,
    );
  }
  problems.forEach((problem) => warn(`${problem}. The Hindi version is skipped: /hi/ shows the post in English.`));
  return { en: english, hi: hindi };
}

/** What a list shows in `locale`: only posts really written in it. */
export function listedIn(posts: PostsByLocale, locale: Locale): BlogPost[] {
  return posts[locale].filter((post) => !post.lang);
}
