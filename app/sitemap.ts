import type { MetadataRoute } from 'next';
import { sitemapPaths } from '@/lib/sitemap';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapPaths()).map((path) => ({ url: absoluteUrl(path) }));
}
