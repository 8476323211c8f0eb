import { Link } from '@/components/ui/link';
import type { Doctor } from '@/content/types';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { sessionHours, weekdayName, type BranchDays as Entry } from '@/lib/schedule';

/**
 * One doctor at one branch: the branch, the weekdays with their hours, and a link that opens the
 * appointment form with both chosen. Used on the doctor's profile and in the /doctor/ timetable.
 */
export function BranchDays({ doctor, entry, locale, headingLevel = 3, showDoctor = false }: { doctor: Doctor; entry: Entry; locale: Locale; headingLevel?: 3 | 4; showDoctor?: boolean }) {
  const t = getDictionary(locale).doctors;
  const branch = getContent(locale).branches.find((b) => b.id === entry.branch)!;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <Heading className="text-lg font-semibold">{showDoctor ? doctor.name : branch.hospitalName}</Heading>
      {showDoctor && (
        <p className="text-sm">
          {doctor.specialization} · {branch.hospitalName}
        </p>
      )}
      <ul className="mt-2 space-y-1" aria-label={t.timetable.days}>
        {entry.days.map(({ day, session }) => (
          <li key={day} data-day={day}>
            <span className="font-semibold">{weekdayName(day, locale)}</span>: {format(t.sessions[session], sessionHours(session, locale))}
          </li>
        ))}
      </ul>
      <Link
        href={routes.appointmentWith({ branch: entry.branch, doctor: doctor.slug }, locale)}
        className="mt-3 inline-block py-1 font-semibold text-brand-700 underline dark:text-brand-200"
        data-testid="book-with-doctor"
      >
        {t.bookWith}
        <span className="sr-only"> ({format(t.bookWithAt, { name: doctor.name, branch: branch.name })})</span>
      </Link>
    </>
  );
}
