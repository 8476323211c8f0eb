import type { Metadata } from 'next';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { getAllPosts, getPostByBlogId } from '@/lib/cms';
import { blogPostMetadata } from '@/lib/cms/metadata';
import { defaultLocale } from '@/lib/i18n';
import { decodeParam } from '@/lib/routes';

type Props = { params: Promise<{ blogId: string }> };

export async function generateStaticParams() {
  return (await getAllPosts()).map((post) => ({ blogId: post.blogId }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostByBlogId(decodeParam((await params).blogId));
  return post ? blogPostMetadata(post, defaultLocale) : {};
}

export default async function Page({ params }: Props) {
  return <BlogPostPage blogId={decodeParam((await params).blogId)} locale={defaultLocale} />;
}
