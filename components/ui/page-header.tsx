import { Link } from '@/components/ui/link';
import { breadcrumbJsonLd } from '@/lib/jsonld';
import { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  path?: string;
}

/**
 * Page title band with an optional breadcrumb trail (the last crumb is the current page, whose
 * path is `path`). A trail also emits BreadcrumbList structured data.
 */
export function PageHeader({ title, titleLang, intro, crumbs, path, label = 'Breadcrumb' }: { title: string; titleLang?: string; intro?: string; crumbs?: Crumb[]; path?: string; label?: string }) {
  return (
    <div className="bg-brand-50 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-10">
        {crumbs && crumbs.length > 0 && path && <JsonLd data={breadcrumbJsonLd(crumbs, path)} />}
        {crumbs && crumbs.length > 0 && (
          <nav aria-label={label} className="mb-3 text-sm">
            <ol className="flex flex-wrap items-center gap-1 text-slate-700 dark:text-slate-300">
              {crumbs.map((crumb, i) => (
                <li key={crumb.name} className="flex items-center gap-1">
                  {i > 0 && <span aria-hidden="true">›</span>}
                  {crumb.path ? (
                    <Link href={crumb.path} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                      {crumb.name}
                    </Link>
                  ) : (
                    <span aria-current="page" lang={i === crumbs.length - 1 ? titleLang : undefined}>
                      {crumb.name}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* titleLang: a title in another language than the page (a post not yet translated). */}
        <h1 lang={titleLang} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
      </div>
    </div>
  );
}
