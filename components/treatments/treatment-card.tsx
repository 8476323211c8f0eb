import { Link } from '@/components/ui/link';
import type { Treatment } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { SiteImage } from '@/components/ui/site-image';

/**
 * A treatment's card (image, title, description, link), used by /treatments/ and
 * the home page's services grid. The title is the link; it stretches over the whole card.
 */
export function TreatmentCard({
  treatment,
  locale,
  headingLevel = 2,
  sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
  linkTestId,
  priority = false,
}: {
  treatment: Treatment;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The card's displayed width per breakpoint (the home grid shows 4 a row, /treatments/ 3). */
  sizes?: string;
  linkTestId?: string;
  /** The first card on /treatments/ is a phone's largest paint: load its photo eagerly. */
  priority?: boolean;
}) {
  const { card } = treatment;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
      data-testid="treatment-card"
    >
      <SiteImage
        image={card.image}
        sizes={sizes}
        priority={priority}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold">
          <Link
            href={routes.treatmentDetails(treatment.slug, locale)}
            className="text-brand-800 after:absolute after:inset-0 after:content-[''] group-hover:underline dark:text-brand-100"
            data-testid={linkTestId}
          >
            {card.title}
          </Link>
        </Heading>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{card.description}</p>
      </div>
    </article>
  );
}
