import { Clock } from '@/components/ui/icons/clock';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import { telHref } from '@/content/site';
import type { Branch } from '@/content/types';
import { getDictionary, type Locale } from '@/lib/i18n';

/** The three branches with address, hours and phones (the contact page block; Home reuses it). */
export function BranchList({ branches, locale, headingLevel = 3 }: { branches: readonly Branch[]; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = getDictionary(locale).contact.branches;
  const common = getDictionary(locale).common;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-testid="branch-list">
      {branches.map((branch) => (
        <li key={branch.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-branch={branch.id}>
          <Heading className="text-lg font-semibold">{branch.name}</Heading>
          <p className="text-sm text-slate-700 dark:text-slate-300">{branch.hospitalName}</p>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 text-brand-700 dark:text-brand-200" />
                <span className="sr-only">{t.address}</span>
              </dt>
              <dd>
                {branch.address}{' '}
                <a href={branch.map.link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline dark:text-brand-200">
                  {t.directions}
                  <span className="sr-only"> {common.opensInNewTab}</span>
                </a>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 text-brand-700 dark:text-brand-200" />
                <span className="sr-only">{t.hours}</span>
              </dt>
              <dd>{branch.timing}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 text-brand-700 dark:text-brand-200" />
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd className="flex flex-wrap gap-x-3">
                {[branch.phone, branch.tel].filter((n): n is string => Boolean(n)).map((number) => (
                  <a key={number} href={telHref(number)} className="py-1 font-medium text-brand-700 underline dark:text-brand-200">
                    {number}
                  </a>
                ))}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
