import Link from 'next/link';
import { treatments } from '@/content/treatments';
import { format, type Dictionary, type Locale } from '@/lib/i18n';
import { HOME_SERVICES_COUNT } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { SectionHeading } from './section-heading';

/** The first 8 of the 11 treatments as cards (each treatment's own card data), then View More. */
export function ServicesGrid({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.services;
  return (
    <section aria-labelledby="home-services" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-services" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <Reveal as="ul" preset="stagger" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {treatments.slice(0, HOME_SERVICES_COUNT).map((treatment) => (
          <li key={treatment.name} className="h-full">
            <Link
              href={routes.treatmentDetails(treatment.name, locale)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
              data-testid="service-card"
            >
              <SiteImage
                image={treatment.card.image}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="text-xl font-semibold text-slate-900 dark:text-white">{treatment.card.title}</span>
                <span className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{treatment.card.description}</span>
                <span className="mt-4 font-semibold text-brand-700 group-hover:underline dark:text-brand-200">
                  {format(t.readMore, { name: treatment.card.title })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </Reveal>
      <p className="mt-10 text-center">
        <Link
          href={routes.treatments(locale)}
          className="inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600 dark:bg-brand-200 dark:text-slate-900 dark:hover:bg-brand-100"
          data-testid="services-more"
        >
          {t.viewMore}
        </Link>
      </p>
    </section>
  );
}
