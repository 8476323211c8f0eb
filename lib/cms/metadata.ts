/** Page metadata of the blog routes (list pages and posts). */
import type { Metadata } from 'next';
import { getContent } from '../content';
import { format, getDictionary, type Locale } from '../i18n';
import { locales } from '../i18n/locales';
import { routes } from '../routes';
import { pageMetadata } from '../seo';
import { isoDateTime } from '../dates';
import { socialImageUrl } from './images';
import { firstParagraphText } from './rich-text';
import type { BlogPost } from './types';

/** `twin`: whether the other language's blog has this page number too (hreflang alternates). */
export function blogListMetadata(page: number, locale: Locale, twin = true): Metadata {
  const t = getDictionary(locale).blog;
  const meta = pageMetadata({
    title: page > 1 ? format(t.pageTitle, { page }) : t.metaTitle,
    description: t.description,
    path: routes.blogPage(page, locale),
    keywords: [...t.keywords],
    authors: [getContent(locale).site.name],
    twin,
  });
  return meta;
}

/**
 * `writtenIn`: the languages the post has its own text in. Alternates pair only real versions;
 * a /hi/ page showing the English text (post.lang set) is kept out of search results, so the
 * English post stays the one indexed, and claims no Hindi twin.
 */
export function blogPostMetadata(post: BlogPost, locale: Locale, writtenIn: readonly Locale[]): Metadata {
  const t = getDictionary(locale).blog;
  const meta = pageMetadata({
    title: post.title ?? t.untitled,
    description: firstParagraphText(post.content) ?? t.description,
    path: routes.blogPost(post.blogId, locale),
    image: post.image ? socialImageUrl(post.image.url) : undefined,
    type: 'article',
    authors: [getContent(locale).site.name],
    publishedTime: isoDateTime(post.date),
    twin: !post.lang && locales.every((other) => writtenIn.includes(other)),
  });
  return post.lang ? { ...meta, robots: { index: false, follow: true } } : meta;
}
