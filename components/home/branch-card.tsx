import { Clock } from '@/components/ui/icons/clock';
import { ExternalLink } from '@/components/ui/icons/external-link';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import { telHref } from '@/content/site';
import type { Branch } from '@/content/types';
import { format, type Dictionary, type Locale } from '@/lib/i18n';

/**
 * One branch: a lazily loaded map (the "open in maps" link below it always works, also when
 * embeds are blocked), the hours from the single source, the address and tap-to-call numbers.
 */
export function BranchCard({ branch, dict, locale }: { branch: Branch; dict: Dictionary; locale: Locale }) {
  const t = dict.home.branches;
  // The map's own labels in the page's language (Google Maps reads `hl`); English keeps the plain URL.
  const mapUrl = (url: string) => (locale === 'en' ? url : `${url}&hl=${locale}`);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="branch-card">
      <iframe
        src={mapUrl(branch.map.embed)}
        title={format(t.mapTitle, { name: branch.name })}
        loading="lazy"
        // Out of the Tab order: a focused cross-origin frame cannot show a focus ring, and the
        // "open in maps" link below gives keyboard users the full map.
        tabIndex={-1}
        referrerPolicy="no-referrer-when-downgrade"
        className="h-56 w-full border-0 bg-slate-200 dark:bg-slate-800"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-semibold">{branch.name}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{branch.hospitalName}</p>
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-200" />
          <span>
            <span className="sr-only">{t.hours}: </span>
            {branch.timing}
          </span>
        </p>
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-200" />
          <span>
            <span className="sr-only">{t.address}: </span>
            {branch.address}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          {[branch.phone, branch.tel].filter((n): n is string => Boolean(n)).map((number) => (
            <a key={number} href={telHref(number)} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
              <Phone aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t.call} </span>
              {number}
            </a>
          ))}
        </p>
        <a
          href={mapUrl(branch.map.link)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
          data-testid="branch-maps-link"
        >
          {t.openInMaps}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{dict.common.opensInNewTab}</span>
        </a>
      </div>
    </article>
  );
}
