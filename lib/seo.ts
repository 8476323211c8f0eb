/** Page metadata builders: every page gets a title, description, canonical URL, Open Graph and Twitter card. */
import type { Metadata } from 'next';
import { getContent } from './content';
import { env } from './env';
import { otherLocale, type Locale } from './i18n/locales';
import { localeOfPath, pathInLocale } from './routes';

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
  /**
   * Whether the page has a twin in the other language (hreflang alternates). False for a page
   * that exists only in its own language, such as a post with no Hindi text.
   */
  twin?: boolean;
}

/** Open Graph locale of each language. */
const ogLocales: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * Reciprocal alternates of a page: the English and the Hindi address, and x-default to English.
 * `path` is the page's own address in either language.
 */
export function languageAlternates(path: string): Record<string, string> {
  const en = pathInLocale(path, 'en');
  return { 'en-IN': en, 'hi-IN': pathInLocale(path, 'hi'), 'x-default': en };
}

export function pageMetadata({ title, description, path, image, type = 'website', keywords, authors, publishedTime, twin = true }: PageMeta): Metadata {
  const images = [{ url: image ?? DEFAULT_OG_IMAGE, alt: title }];
  const locale = localeOfPath(path);
  const { site } = getContent(locale);
  return {
    title,
    description,
    keywords,
    authors: authors?.map((name) => ({ name })),
    alternates: { canonical: path, ...(twin ? { languages: languageAlternates(path) } : {}) },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: ogLocales[locale],
      ...(twin ? { alternateLocale: ogLocales[otherLocale(locale)] } : {}),
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
