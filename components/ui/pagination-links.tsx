import Link from 'next/link';
import { format, type Dictionary } from '@/lib/i18n';

type PaginationLabels = Pick<Dictionary['blog'], 'pagination' | 'previous' | 'next' | 'previousLabel' | 'nextLabel' | 'pageLabel'>;

const box = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold';
const idle = `${box} border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800`;
const current = `${box} border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950`;
const disabled = `${box} cursor-not-allowed border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400`;

/**
 * Links between numbered pages (pre-rendered pages, so plain links that work without scripts).
 * The current page is marked with aria-current; Prev and Next are inert at the ends.
 */
export function PaginationLinks({ page, total, hrefFor, labels }: { page: number; total: number; hrefFor: (n: number) => string; labels: PaginationLabels }) {
  if (total <= 1) return null;
  const numbers = Array.from({ length: total }, (_, i) => i + 1);
  return (
    <nav aria-label={labels.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} aria-label={labels.previousLabel} className={idle} rel="prev">
              {labels.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {labels.previous}
            </span>
          )}
        </li>
        {numbers.map((n) => (
          <li key={n}>
            <Link href={hrefFor(n)} aria-label={format(labels.pageLabel, { page: n })} aria-current={n === page ? 'page' : undefined} className={n === page ? current : idle}>
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < total ? (
            <Link href={hrefFor(page + 1)} aria-label={labels.nextLabel} className={idle} rel="next">
              {labels.next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
