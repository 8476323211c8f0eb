import { describe, expect, it } from 'vitest';
import { getPostByBlogId, postLocales } from '.';
import { blogListMetadata, blogPostMetadata } from './metadata';

// Sample posts: 'five-myths-about-cataract' is written in Hindi, 'cataract-surgery-day-guide' is not.
async function metadataOf(blogId: string, locale: 'en' | 'hi') {
  const post = await getPostByBlogId(blogId, locale);
  return blogPostMetadata(post!, locale, await postLocales(blogId));
}

describe('blog post metadata', () => {
  it('pairs a translated post with its twin in both languages', async () => {
    for (const locale of ['en', 'hi'] as const) {
      const meta = await metadataOf('five-myths-about-cataract', locale);
      expect(meta.alternates?.languages).toEqual({ 'en-IN': '/blogs/five-myths-about-cataract/', 'hi-IN': '/hi/blogs/five-myths-about-cataract/', 'x-default': '/blogs/five-myths-about-cataract/' });
      expect(meta.robots).toBeUndefined();
    }
  });

  it('claims no Hindi twin for a post not written in Hindi, and keeps its /hi/ page out of search', async () => {
    expect(await postLocales('cataract-surgery-day-guide')).toEqual(['en']);
    const english = await metadataOf('cataract-surgery-day-guide', 'en');
    expect(english.alternates).toEqual({ canonical: '/blogs/cataract-surgery-day-guide/' });
    expect(english.robots).toBeUndefined();
    const hindi = await metadataOf('cataract-surgery-day-guide', 'hi');
    expect(hindi.alternates).toEqual({ canonical: '/hi/blogs/cataract-surgery-day-guide/' });
    expect(hindi.robots).toEqual({ index: false, follow: true });
  });
});

describe('blog list metadata', () => {
  it('names the twin only when asked to', () => {
    expect(blogListMetadata(1, 'hi').alternates?.languages).toMatchObject({ 'hi-IN': '/hi/blog/' });
    expect(blogListMetadata(2, 'en', false).alternates).toEqual({ canonical: '/blog/page/2/' });
  });
});
