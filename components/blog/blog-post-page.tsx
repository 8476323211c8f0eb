import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { getPostByBlogId, getRecentPosts } from '@/lib/cms';
import { RECENT_BLOGS_FETCHED } from '@/lib/constants';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { blogPostingJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { BlogImage } from './blog-image';
import { PostDate } from './post-date';
import { RecentBlogs } from './recent-blogs';
import { RichText } from './rich-text';
import { ShareButtons } from './share-buttons';

/**
 * /blogs/{blogId}/: banner, cover, title, body, share links and the Recent Blogs sidebar. A post
 * not yet written in the page's language comes in English (post.lang): its title, picture and
 * text are marked lang="en" under a note in the page's language.
 */
export async function BlogPostPage({ blogId, locale }: { blogId: string; locale: Locale }) {
  const [post, recent] = await Promise.all([getPostByBlogId(blogId, locale), getRecentPosts(RECENT_BLOGS_FETCHED, locale)]);
  if (!post) notFound();
  const dict = getDictionary(locale);
  const t = dict.blog;
  const textLocale = post.lang ?? locale;
  const title = post.title ?? getDictionary(textLocale).blog.untitled;
  const lang = post.lang;
  const path = routes.blogPost(post.blogId, locale);
  return (
    <>
      {/* inLanguage: the text's own language (English for a post not yet in Hindi), not the page's. */}
      <JsonLd data={{ ...blogPostingJsonLd(post, { title, path }), inLanguage: localeTag(textLocale) }} />
      <PageHeader
        title={title}
        titleLang={lang}
        label={dict.common.breadcrumb}
        path={path}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: dict.common.nav.blog, path: routes.blog(locale) }, { name: title }]}
      />
      <div className="bg-brand-50 dark:bg-slate-900">
        {/* Date and time each on its own line: when the visitor's locale rewrites the date after
            hydration, its new width cannot push the time along (no layout shift). */}
        <p className="mx-auto flex max-w-7xl flex-col px-4 pb-8 text-slate-700 dark:text-slate-300" data-testid="post-banner-date">
          <span>
            {t.postDate} <PostDate value={post.date} kind="date" locale={locale} />
          </span>
          <span>
            {t.postTime} <PostDate value={post.date} kind="time" locale={locale} />
          </span>
        </p>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* A post shown in English on a /hi/ page: the article is lang="en", its Hindi parts say so. */}
        <article aria-labelledby="post-title" lang={lang} className="min-w-0" data-testid="post-article">
          {post.lang && (
            <p lang={locale} className="mb-6 rounded-md border border-brand-300 bg-brand-50 p-4 dark:border-brand-700 dark:bg-slate-900" data-testid="post-language-note">
              {t.onlyInEnglish}{' '}
              <Link href={routes.blog(locale)} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
                {t.translatedPosts}
              </Link>
            </p>
          )}
          {post.image && (
            <BlogImage image={post.image} alt={post.image.title ?? getDictionary(textLocale).blog.imageAlt} sizes="(min-width: 1280px) 880px, (min-width: 1024px) 66vw, 100vw" priority className="mb-8 h-auto w-full rounded-lg" />
          )}
          <h2 id="post-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <RichText document={post.content} locale={locale} textLocale={textLocale} />
          <ShareButtons url={absoluteUrl(path)} title={title} locale={locale} lang={lang && locale} />
        </article>
        <RecentBlogs posts={recent.filter((other) => other.blogId !== post.blogId)} locale={locale} />
      </div>
    </>
  );
}
