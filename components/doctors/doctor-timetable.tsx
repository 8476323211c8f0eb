import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { doctorSchedule } from '@/lib/schedule';
import { BranchDays } from './branch-days';

/**
 * Doctor x branch x weekday, filtered by branch and speciality with radio buttons and CSS :has(),
 * so the filters work before and without scripts (a browser without :has() shows every row).
 */
export function DoctorTimetable({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).doctors;
  const { doctors, branches } = getContent(locale);
  const specialities = [...new Set(doctors.map((d) => d.specialization))];
  const specialityId = (specialization: string) => `s${specialities.indexOf(specialization)}`;
  const rows = doctors.flatMap((doctor) => doctorSchedule(doctor.slug).map((entry) => ({ doctor, entry, speciality: specialityId(doctor.specialization) })));
  const hide = (filter: string, value: string, attribute: string) =>
    `#timetable:has(#tt-${filter}-${value}:checked) [data-${attribute}]:not([data-${attribute}="${value}"]){display:none}`;
  const emptyCombos = branches.flatMap((b) =>
    specialities.map((_, i) => [b.id, `s${i}`] as const).filter(([branch, speciality]) => !rows.some((r) => r.entry.branch === branch && r.speciality === speciality)),
  );
  const css = [
    '#timetable [data-empty]{display:none}',
    ...branches.map((b) => hide('branch', b.id, 'branch')),
    ...specialities.map((_, i) => hide('speciality', `s${i}`, 'speciality')),
    ...emptyCombos.map(([branch, speciality]) => `#timetable:has(#tt-branch-${branch}:checked):has(#tt-speciality-${speciality}:checked) [data-empty]{display:block}`),
  ].join('\n');
  const filters = [
    { id: 'branch', legend: t.timetable.branch, options: branches.map((b) => ({ value: b.id, label: b.name })) },
    { id: 'speciality', legend: t.timetable.speciality, options: specialities.map((name, i) => ({ value: `s${i}`, label: name })) },
  ];

  return (
    <section id="timetable" aria-labelledby="timetable-title" className="scroll-mt-24" data-testid="timetable">
      {/* href + precedence: React hoists the rules into <head>, where <style> is allowed. */}
      <style href="doctor-timetable" precedence="medium">
        {css}
      </style>
      <h2 id="timetable-title" className="text-2xl font-semibold sm:text-3xl">
        {t.timetable.title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t.timetable.intro}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {filters.map((filter) => (
          <fieldset key={filter.id} className="rounded-lg border border-slate-300 p-4 dark:border-slate-600" data-filter={filter.id}>
            <legend className="px-1 font-semibold">{filter.legend}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {[{ value: 'all', label: t.timetable.all }, ...filter.options].map((option) => (
                <label key={option.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={`tt-${filter.id}`}
                    id={`tt-${filter.id}-${option.value}`}
                    value={option.value}
                    defaultChecked={option.value === 'all'}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ doctor, entry, speciality }) => (
          <li
            key={`${doctor.slug}-${entry.branch}`}
            data-branch={entry.branch}
            data-speciality={speciality}
            data-doctor={doctor.slug}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            data-testid="timetable-row"
          >
            <BranchDays doctor={doctor} entry={entry} locale={locale} showDoctor />
          </li>
        ))}
      </ul>
      <p data-empty className="mt-4 rounded-lg bg-amber-50 p-4 text-slate-900 dark:bg-slate-900 dark:text-white" data-testid="timetable-empty">
        {t.timetable.empty}
      </p>
    </section>
  );
}
