import Link from 'next/link';
import { Siren } from 'lucide-react';
import { getNavigation } from '@/lib/navigation';
import { site } from '@/content/site';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { StickyHeader } from './sticky-header';
import { buttonClass } from '@/components/ui/button-styles';

export function SiteHeader({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const sections = getNavigation(dict, locale);
  const t = dict.common.nav;
  return (
    <StickyHeader>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        {/* Named by what it shows (name and tagline), then where it goes: speech users say what they see. */}
        <Link href={routes.home(locale)} className="rounded-md">
          <Logo name={site.name} tagline={site.tagline} />
          <span className="sr-only">{t.home}</span>
        </Link>
        <div className="flex items-center gap-2">
          <DesktopNav sections={sections} label={t.label} />
          {/* One tap from every page at every width, so it is never inside the closed menu; compact where space is short. */}
          <Link
            href={routes.emergency(locale)}
            className="inline-flex min-h-11 flex-col items-center justify-center rounded-md border-red-700 px-1.5 text-xs font-semibold whitespace-nowrap text-red-800 hover:bg-red-50 sm:flex-row sm:gap-1.5 sm:border-2 sm:px-3 sm:text-base lg:flex-col lg:gap-0 lg:border-0 lg:px-1.5 lg:text-xs xl:flex-row xl:gap-1.5 xl:border-2 xl:px-3 xl:text-base dark:border-red-400 dark:text-red-300 dark:hover:bg-slate-800"
            data-testid="header-emergency"
          >
            <Siren aria-hidden="true" className="h-5 w-5" />
            {t.emergency}
          </Link>
          <Link
            href={routes.appointment(locale)}
            className={buttonClass({ variant: 'accent', size: 'sm', className: 'max-md:hidden' })}
            data-testid="header-appointment"
          >
            {t.appointment}
          </Link>
          <MobileMenu
            sections={sections}
            appointmentPath={routes.appointment(locale)}
            emergencyPath={routes.emergency(locale)}
            phone={site.contact.phone}
            email={site.contact.email}
            text={{
              openMenu: t.openMenu,
              closeMenu: t.closeMenu,
              menuTitle: t.menuTitle,
              contactUs: t.contactUs,
              appointment: t.appointment,
              emergencyPage: t.emergencyPage,
            }}
          />
        </div>
      </div>
    </StickyHeader>
  );
}
