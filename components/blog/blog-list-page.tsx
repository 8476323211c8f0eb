import { getAllPosts } from '@/lib/cms';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import { getDictionary, type Locale } from '@/lib/i18n';
import { pageCount, pageItems } from '@/lib/pagination';
import { routes } from '@/lib/routes';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationLinks } from '@/components/ui/pagination-links';
import { BlogCard } from './blog-card';

/** /blog/ and /blog/page/{n}/: six posts a page, newest first; on /hi/, only the posts written in Hindi. */
export async function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  const dict = getDictionary(locale);
  const t = dict.blog;
  const posts = await getAllPosts(locale);
  const total = pageCount(posts.length, BLOG_PAGE_SIZE);
  const shown = pageItems(posts, page, BLOG_PAGE_SIZE);
  return (
    <>
      <PageHeader
        title={t.title}
        label={dict.common.breadcrumb}
        path={routes.blogPage(page, locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: dict.common.nav.blog }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {shown.length ? (
          <ul aria-label={t.postsLabel} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {shown.map((post, i) => (
              <BlogCard key={post.id} post={post} locale={locale} priority={i === 0} />
            ))}
          </ul>
        ) : (
          <p className="text-lg">{t.empty}</p>
        )}
        <PaginationLinks
          page={page}
          total={total}
          hrefFor={(n) => routes.blogPage(n, locale)}
          labels={t}
        />
      </div>
    </>
  );
}
