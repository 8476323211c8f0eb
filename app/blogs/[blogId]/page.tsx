import type { Metadata } from 'next';
import { BlogPostPage } from '@/components/blog/blog-post-page';
import { getAllPosts, getPostByBlogId } from '@/lib/cms';
import { blogPostMetadata } from '@/lib/cms/metadata';
import { defaultLocale } from '@/lib/i18n';
import { decodeParam } from '@/lib/routes';

type Props = { params: Promise<{ blogId: string }> };

// A static export needs at least one param: before the first post is published, one
// placeholder path renders the not-found page instead of failing the build.
const NO_POSTS_YET = '_';

export async function generateStaticParams() {
  const posts = await getAllPosts();
  return posts.length ? posts.map((post) => ({ blogId: post.blogId })) : [{ blogId: NO_POSTS_YET }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostByBlogId(decodeParam((await params).blogId));
  return post ? blogPostMetadata(post, defaultLocale) : {};
}

export default async function Page({ params }: Props) {
  return <BlogPostPage blogId={decodeParam((await params).blogId)} locale={defaultLocale} />;
}
