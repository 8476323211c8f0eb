import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Clock } from '@/components/ui/icons/clock';
import { Phone } from '@/components/ui/icons/phone';
import { Siren } from '@/components/ui/icons/siren';
import { getUsefulLinks } from '@/lib/navigation';
import { getContent } from '@/lib/content';
import { format, type Dictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { LogoMark } from './logo';
import { SocialLinks } from './social-links';

const linkClass = 'inline-block py-1 text-slate-300 hover:text-white hover:underline';

/** `children`: the payment button and back-to-top button, so they sit inside the footer landmark. */
export function SiteFooter({ dict, locale, children }: { dict: Dictionary; locale: Locale; children?: ReactNode }) {
  const t = dict.common.footer;
  const { site, openingHoursText, treatments } = getContent(locale);
  return (
    <footer className="bg-slate-900 text-slate-200 dark:bg-black" data-testid="site-footer">
      <div className="paint-later mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-bold text-white">{site.name}</span>
          </div>
          <p className="mt-3 text-sm text-slate-300">{t.about}</p>
          <SocialLinks dict={dict} className="mt-4 -ml-2 text-white" />
        </div>
        <nav aria-label={t.usefulLinks}>
          <h2 className="text-base font-semibold text-white">{t.usefulLinks}</h2>
          <ul className="mt-3 text-sm" data-testid="footer-useful-links">
            {getUsefulLinks(dict, locale).map((item) => (
              <li key={item.path}>
                <Link href={item.path} className={linkClass}>
                  {item.name}
                </Link>
              </li>
            ))}
            <li>
              <Link href={routes.accessibility(locale)} className={linkClass}>
                {t.accessibility}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.services}>
          <h2 className="text-base font-semibold text-white">{t.services}</h2>
          <ul className="mt-3 columns-2 text-sm sm:columns-1" data-testid="footer-services">
            {treatments.map((treatment) => (
              <li key={treatment.slug}>
                <Link href={routes.treatmentDetails(treatment.slug, locale)} className={linkClass}>
                  {treatment.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">{t.contact}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {t.hospitalPhone}:{' '}
                <a href={site.contact.phone.tel} className="font-medium text-white hover:underline">
                  {site.contact.phone.display}
                </a>
              </span>
            </li>
            <li className="flex gap-2">
              <Siren aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {t.emergencyPhone}:{' '}
                <a href={site.contact.emergency.tel} className="font-medium text-white hover:underline">
                  {site.contact.emergency.display}
                </a>
              </span>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {format(t.hoursLine, { hours: t.hours, times: openingHoursText, emergency: t.emergencyHours })}
              </span>
            </li>
          </ul>
        </div>
      </div>
      {/* The bottom padding keeps the last lines clear of the back-to-top button when scrolled to the end. */}
      <div className="border-t border-slate-800 px-4 pt-5 pb-20 text-center text-xs text-slate-400">
        <p>{format(t.rights, { year: new Date().getFullYear(), trust: site.trust })}</p>
        <p className="mt-1">{t.sampleNotice}</p>
        {children}
      </div>
    </footer>
  );
}
