import { Link } from '@/components/ui/link';
import { format, type Dictionary } from '@/lib/i18n';
import { buttonClass } from '@/components/ui/button-styles';

type PaginationLabels = Pick<Dictionary['blog'], 'pagination' | 'previous' | 'next' | 'previousLabel' | 'nextLabel' | 'pageLabel'>;

const idle = buttonClass({ variant: 'secondary', size: 'square' });
const current = buttonClass({ variant: 'primary', size: 'square' });

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
            <span aria-disabled="true" className={idle}>
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
            <span aria-disabled="true" className={idle}>
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
