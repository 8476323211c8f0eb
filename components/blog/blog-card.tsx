import { Link } from '@/components/ui/link';
import type { BlogPost } from '@/lib/cms';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { BlogImage } from './blog-image';
import { PostDate } from './post-date';

/** A post in the blog list: picture (if any), date and title; the whole card opens the post. */
export function BlogCard({ post, locale, priority = false }: { post: BlogPost; locale: Locale; priority?: boolean }) {
  const t = getDictionary(locale).blog;
  const title = post.title ?? t.untitled;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900" data-testid="blog-card">
      {post.image && (
        <BlogImage
          image={post.image}
          alt={post.image.title ?? t.imageAlt}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <PostDate value={post.date} kind="date" locale={locale} />
        </p>
        <h2 className="text-xl font-semibold">
          {/* The link covers the card (after:absolute) so the whole card is one tap target. */}
          <Link href={routes.blogPost(post.blogId, locale)} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline dark:hover:text-brand-200">
            {title}
          </Link>
        </h2>
      </div>
    </li>
  );
}
