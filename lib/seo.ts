/** Page metadata builders: every page gets a title, description, canonical URL, Open Graph and Twitter card. */
import type { Metadata } from 'next';
import { site } from '@/content/site';
import { env } from './env';

export const DEFAULT_OG_IMAGE = '/images/brand/og-default.jpg';

export interface PageMeta {
  title: string;
  description: string;
  /** Site path of the page (from lib/routes.ts). */
  path: string;
  /** Root-relative or absolute image for social cards. */
  image?: string;
  type?: 'website' | 'article';
  keywords?: string[];
  authors?: string[];
  publishedTime?: string;
}

export function pageMetadata({ title, description, path, image, type = 'website', keywords, authors, publishedTime }: PageMeta): Metadata {
  const images = [{ url: image ?? DEFAULT_OG_IMAGE, alt: title }];
  return {
    title,
    description,
    keywords,
    authors: authors?.map((name) => ({ name })),
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: 'en_IN',
      type,
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** Absolute URL for a site path (JSON-LD and share links need absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}
