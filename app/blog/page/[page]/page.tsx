import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { getAllPosts } from '@/lib/cms';
import { blogListMetadata } from '@/lib/cms/metadata';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import { defaultLocale } from '@/lib/i18n';
import { pageCount, parsePageParam } from '@/lib/pagination';

type Props = { params: Promise<{ page: string }> };

// Page 1 is /blog/; /blog/page/1/ is exported too (canonical /blog/), so the route is never
// empty when all posts fit on one page (a static export needs at least one param).
export async function generateStaticParams() {
  const total = pageCount((await getAllPosts()).length, BLOG_PAGE_SIZE);
  return Array.from({ length: total }, (_, i) => ({ page: String(i + 1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(parsePageParam((await params).page) ?? 1, defaultLocale);
}

export default async function Page({ params }: Props) {
  const page = parsePageParam((await params).page);
  if (!page) notFound();
  return <BlogListPage locale={defaultLocale} page={page} />;
}
