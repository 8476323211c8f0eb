import type { MetadataRoute } from 'next';
import { sitemap as sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
