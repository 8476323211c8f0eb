import { Link } from '@/components/ui/link';
import type { BlogPost } from '@/lib/cms';
import { RECENT_BLOGS_SHOWN } from '@/lib/constants';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { PostDate } from './post-date';
import { buttonClass } from '@/components/ui/button-styles';

/** Sidebar: the newest other posts with date and time, and Show More when there are more. */
export function RecentBlogs({ posts, locale }: { posts: BlogPost[]; locale: Locale }) {
  const t = getDictionary(locale).blog;
  if (!posts.length) return null;
  const shown = posts.slice(0, RECENT_BLOGS_SHOWN);
  return (
    <aside aria-labelledby="recent-heading" className="rounded-lg border border-slate-200 p-5 dark:border-slate-800" data-testid="recent-blogs">
      <h2 id="recent-heading" className="text-xl font-semibold">
        {t.recent}
      </h2>
      <ul className="mt-4 space-y-4">
        {shown.map((post) => (
          <li key={post.id}>
            <Link href={routes.blogPost(post.blogId, locale)} className="font-semibold text-brand-700 hover:underline dark:text-brand-200">
              {post.title ?? t.untitled}
            </Link>
            {/* One line each, so the visitor's locale rewriting the date cannot move the time. */}
            <p className="mt-1 flex flex-col text-sm text-slate-600 dark:text-slate-300">
              <PostDate value={post.date} kind="date" locale={locale} />
              <PostDate value={post.date} kind="time" locale={locale} />
            </p>
          </li>
        ))}
      </ul>
      {posts.length > shown.length && (
        <Link
          href={routes.blog(locale)}
          className={buttonClass({ size: 'sm', className: 'mt-5' })}
        >
          {t.showMore}
        </Link>
      )}
    </aside>
  );
}
