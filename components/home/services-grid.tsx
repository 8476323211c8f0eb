import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { HOME_SERVICES_COUNT } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { Reveal } from '@/components/ui/reveal';
import { TreatmentCard } from '@/components/treatments/treatment-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { buttonClass } from '@/components/ui/button-styles';

/** The first 8 of the 11 treatments as the same cards /treatments/ shows, then View More. */
export function ServicesGrid({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.services;
  const { treatments } = getContent(locale);
  return (
    <section aria-labelledby="home-services" className="paint-later mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-services" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <Reveal as="ul" preset="stagger" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {treatments.slice(0, HOME_SERVICES_COUNT).map((treatment) => (
          <li key={treatment.slug} className="h-full">
            <TreatmentCard
              treatment={treatment}
              locale={locale}
              headingLevel={3}
              sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
              linkTestId="service-card"
            />
          </li>
        ))}
      </Reveal>
      <p className="mt-10 text-center">
        <Link
          href={routes.treatments(locale)}
          className={buttonClass({ size: 'lg' })}
          data-testid="services-more"
        >
          {t.viewMore}
        </Link>
      </p>
    </section>
  );
}
