import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { buttonClass } from '@/components/ui/button-styles';

/** How many doctors the home page introduces; all of them are on /doctor/. */
const HOME_DOCTORS_COUNT = 4;

export function DoctorsSection({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.doctors;
  const { doctors } = getContent(locale);
  return (
    <section aria-labelledby="home-doctors" className="paint-later mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-doctors" eyebrow={t.eyebrow} title={t.title} />
      <Reveal as="ul" preset="stagger" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {doctors.slice(0, HOME_DOCTORS_COUNT).map((doctor) => (
          <li key={doctor.slug}>
            <DoctorCard doctor={doctor} locale={locale} compact headingLevel={3} />
          </li>
        ))}
      </Reveal>
      <p className="mt-10 text-center">
        <Link
          href={routes.doctors(locale)}
          className={buttonClass({ size: 'lg' })}
          data-testid="doctors-more"
        >
          {t.viewMore}
        </Link>
      </p>
    </section>
  );
}
