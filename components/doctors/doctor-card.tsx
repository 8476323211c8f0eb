import type { Doctor } from '@/content/types';
import { routes } from '@/lib/routes';
import type { Locale } from '@/lib/i18n';
import { DoctorImage } from './doctor-image';

/** A doctor's card linking to the profile by name (exact name, SPEC). */
export function DoctorCard({ doctor, locale }: { doctor: Doctor; locale: Locale }) {
  return (
    // A plain link: next/link drops the trailing slash from paths whose last segment has a dot
    // ("Dr. ..."), and the exported page lives at the slash-terminated path.
    <a
      href={routes.doctorProfile(doctor.name, locale)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
      data-testid="doctor-card"
    >
      <DoctorImage image={doctor.image} sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw" className="aspect-[5/6] h-auto w-full object-cover" />
      <span className="flex flex-1 flex-col p-5">
        <span className="text-xl font-semibold text-slate-900 group-hover:underline dark:text-white">{doctor.name}</span>
        <span className="mt-1 font-medium text-brand-700 dark:text-brand-200">{doctor.specialization}</span>
        <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">{doctor.qualification}</span>
      </span>
    </a>
  );
}
