/** Page metadata of the blog routes (list pages and posts). */
import type { Metadata } from 'next';
import { site } from '@/content/site';
import { format, getDictionary, type Locale } from '../i18n';
import { routes } from '../routes';
import { pageMetadata } from '../seo';
import { isoDateTime } from '../dates';
import { socialImageUrl } from './images';
import { firstParagraphText } from './rich-text';
import type { BlogPost } from './types';

export function blogListMetadata(page: number, locale: Locale): Metadata {
  const t = getDictionary(locale).blog;
  const meta = pageMetadata({
    title: page > 1 ? format(t.pageTitle, { page }) : t.metaTitle,
    description: t.description,
    path: routes.blogPage(page, locale),
    keywords: [...t.keywords],
    authors: [site.name],
  });
  return meta;
}

export function blogPostMetadata(post: BlogPost, locale: Locale): Metadata {
  const t = getDictionary(locale).blog;
  return pageMetadata({
    title: post.title ?? t.untitled,
    description: firstParagraphText(post.content) ?? t.description,
    path: routes.blogPost(post.blogId, locale),
    image: post.image ? socialImageUrl(post.image.url) : undefined,
    type: 'article',
    authors: [site.name],
    publishedTime: isoDateTime(post.date),
  });
}
