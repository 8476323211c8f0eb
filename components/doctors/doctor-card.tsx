import { Link } from '@/components/ui/link';
import type { Doctor } from '@/content/types';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { sized } from '@/lib/images';
import { routes } from '@/lib/routes';
import { DoctorPhoto } from './doctor-photo';

/**
 * One doctor as a card linking to their profile (the /doctor grid and the home page's doctors
 * section). `compact` drops the long description for tight rows.
 */
export function DoctorCard({ doctor, locale, compact = false, headingLevel = 2 }: { doctor: Doctor; locale: Locale; compact?: boolean; headingLevel?: 2 | 3 }) {
  const t = getDictionary(locale).doctors;
  const Heading = `h${headingLevel}` as const;
  const href = routes.doctorProfile(doctor.slug, locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900" data-testid="doctor-card">
      <DoctorPhoto
        image={sized(doctor.image)}
        fallback={sized(getContent(locale).defaultDoctorImage)}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[5/6] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-xl font-semibold">
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link href={href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-accent-500">
            {doctor.name}
          </Link>
        </Heading>
        <p className="mt-1 font-medium text-brand-700 dark:text-brand-200">{doctor.specialization}</p>
        <dl className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <div>
            <dt className="inline font-semibold">{t.qualification}: </dt>
            <dd className="inline">{doctor.qualification}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t.hospital}: </dt>
            <dd className="inline">{doctor.hospital}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t.experience}: </dt>
            <dd className="inline">{doctor.experience}</dd>
          </div>
        </dl>
        {!compact && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{doctor.description}</p>}
        <span aria-hidden="true" className="mt-auto pt-4 text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-200">
          {t.viewProfileShort} →
        </span>
      </div>
    </article>
  );
}
