import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { blogListMetadata } from '@/lib/cms/metadata';
import { defaultLocale } from '@/lib/i18n';

export const metadata: Metadata = blogListMetadata(1, defaultLocale);

export default function Page() {
  return <BlogListPage locale={defaultLocale} page={1} />;
}
