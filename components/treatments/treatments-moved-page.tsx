import Link from 'next/link';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/**
 * /treatments-detail/ has no content of its own (DECISIONS.md): a static page that sends the
 * visitor to /treatments/ with a meta refresh (works without scripts), and a visible link for
 * browsers that ignore refreshes. React hoists the <meta> into the document head.
 */
export function TreatmentsMovedPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).common.redirect;
  const target = routes.treatments(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="treatments-moved">
      <meta httpEquiv="refresh" content={`0;url=${target}`} />
      <h1 className="text-3xl font-bold">{t.title}</h1>
      <p className="mt-4 text-lg">{t.text}</p>
      <p className="mt-8">
        <Link href={target} className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-600">
          {t.link}
        </Link>
      </p>
    </div>
  );
}
