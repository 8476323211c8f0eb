// Swiper's layout rules ship in the one site stylesheet: the carousels' server-rendered first
// frames use them, and a second stylesheet would cost phones an extra request before first paint.
import 'swiper/css';
import 'swiper/css/pagination';
import '../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ShellHead, SiteShell } from '@/components/layout/site-shell';
import { getContent } from '@/lib/content';
import { env } from '@/lib/env';
import { localeTag, type Locale } from '@/lib/i18n';
import { DEFAULT_OG_IMAGE } from '@/lib/seo';

/**
 * One root layout per language (the route groups app/(en) and app/(hi)): each page's <html lang>
 * is right in the server HTML, with no script and no middleware.
 */
export function rootMetadata(locale: Locale): Metadata {
  const { site } = getContent(locale);
  return {
    metadataBase: new URL(`${env.siteUrl}/`),
    title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { siteName: site.name, type: 'website', locale: locale === 'hi' ? 'hi_IN' : 'en_IN', images: [DEFAULT_OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE] },
    icons: { icon: '/icon.svg', apple: '/images/brand/apple-touch-icon.png' },
  };
}

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0b556a' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export function RootLayoutFor({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={localeTag(locale)} suppressHydrationWarning>
      <head>
        <ShellHead />
      </head>
      <body className="font-sans">
        <SiteShell locale={locale}>{children}</SiteShell>
      </body>
    </html>
  );
}
