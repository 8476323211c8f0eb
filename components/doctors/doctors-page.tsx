import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { DoctorCard } from './doctor-card';
import { DoctorTimetable } from './doctor-timetable';

export function DoctorsPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.doctors;
  return (
    <>
      <JsonLd data={webPageJsonLd({ type: 'CollectionPage', title: t.title, description: t.description, path: routes.doctors(locale), locale })} />
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.doctors(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getContent(locale).doctors.map((doctor) => (
            <li key={doctor.slug}>
              <DoctorCard doctor={doctor} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="mt-14">
          <DoctorTimetable locale={locale} />
        </div>
      </div>
    </>
  );
}
