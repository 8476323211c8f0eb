import { Link } from '@/components/ui/link';
import type { Doctor } from '@/content/types';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { physicianJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { sized } from '@/lib/images';
import { doctorSchedule } from '@/lib/schedule';
import { BranchDays } from './branch-days';
import { DoctorPhoto } from './doctor-photo';
import { buttonClass } from '@/components/ui/button-styles';

export function DoctorProfilePage({ doctor, locale }: { doctor: Doctor; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.doctors;
  const facts = [
    { label: t.specialization, value: doctor.specialization },
    { label: t.qualification, value: doctor.qualification },
    { label: t.hospital, value: doctor.hospital },
    { label: t.experience, value: doctor.experience },
  ];
  const where = doctorSchedule(doctor.slug);
  return (
    <>
      <JsonLd data={physicianJsonLd(doctor, locale)} />
      <PageHeader
        title={doctor.name}
        intro={doctor.specialization}
        label={dict.common.breadcrumb}
        path={routes.doctorProfile(doctor.slug, locale)}
        crumbs={[
          { name: dict.common.nav.home, path: routes.home(locale) },
          { name: t.title, path: routes.doctors(locale) },
          { name: doctor.name },
        ]}
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="doctor-profile">
        <DoctorPhoto
          image={sized(doctor.image)}
          fallback={sized(getContent(locale).defaultDoctorImage)}
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 40vw, 100vw"
          priority
          className="aspect-[5/6] w-full rounded-xl object-cover shadow-sm"
        />
        <div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg bg-brand-50 p-4 dark:bg-slate-900">
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{fact.label}</dt>
                <dd className="mt-1 font-medium text-slate-900 dark:text-white">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-8 text-2xl font-semibold">{t.about}</h2>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{doctor.description}</p>
          <section aria-labelledby="where-when" className="mt-8" data-testid="doctor-where-when">
            <h2 id="where-when" className="text-2xl font-semibold">
              {t.whereWhen}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.whereWhenIntro}</p>
            <ul className="mt-4 space-y-4">
              {where.map((entry) => (
                <li key={entry.branch} data-branch={entry.branch} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                  <BranchDays doctor={doctor} entry={entry} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={where[0] ? routes.appointmentWith({ branch: where[0].branch, doctor: doctor.slug }, locale) : routes.appointment(locale)} className={buttonClass({ variant: 'accent', size: 'lg' })}>
              {t.bookAppointment}
            </Link>
            <Link href={routes.doctors(locale)} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t.allDoctors}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
