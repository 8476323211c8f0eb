import Link from 'next/link';
import { getNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { StickyHeader } from './sticky-header';

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
          <Link
            href={routes.appointment(locale)}
            className="hidden rounded-md bg-accent-700 px-4 py-2.5 font-semibold text-white hover:bg-accent-600 md:inline-block"
            data-testid="header-appointment"
          >
            {t.appointment}
          </Link>
          <MobileMenu
            sections={sections}
            appointmentPath={routes.appointment(locale)}
            phone={site.contact.phone}
            email={site.contact.email}
            text={{
              openMenu: t.openMenu,
              closeMenu: t.closeMenu,
              menuTitle: t.menuTitle,
              contactUs: t.contactUs,
              appointment: t.appointment,
            }}
          />
        </div>
      </div>
    </StickyHeader>
  );
}
