import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { MovedPage } from '@/components/ui/moved-page';
import { getAllPosts } from '@/lib/cms';
import { blogListMetadata } from '@/lib/cms/metadata';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { pageCount, parsePageParam } from '@/lib/pagination';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ page: string }> };

// Page 1 lives at /blog/. /blog/page/1/ is still exported, as a noindex page that sends the
// visitor to /blog/ (a typed or old address keeps working, and a static export needs at least
// one param even when every post fits on one page).
export async function generateStaticParams() {
  const total = pageCount((await getAllPosts()).length, BLOG_PAGE_SIZE);
  return Array.from({ length: total }, (_, i) => ({ page: String(i + 1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageParam((await params).page) ?? 1;
  const meta = blogListMetadata(page, defaultLocale);
  return page === 1 ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export default async function Page({ params }: Props) {
  const page = parsePageParam((await params).page);
  if (!page) notFound();
  if (page === 1) {
    const t = getDictionary(defaultLocale).blog.firstPageMoved;
    return <MovedPage target={routes.blogPage(1, defaultLocale)} title={t.title} text={t.text} link={t.link} testId="blog-page-moved" />;
  }
  return <BlogListPage locale={defaultLocale} page={page} />;
}
