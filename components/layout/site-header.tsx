import { Link } from '@/components/ui/link';
import { Siren } from '@/components/ui/icons/siren';
import { getNavigation } from '@/lib/navigation';
import { getContent } from '@/lib/content';
import { getDictionary, localeTag, type Dictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { DesktopNav } from './desktop-nav';
import { otherLocale } from './language';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { StickyHeader } from './sticky-header';
import { buttonClass } from '@/components/ui/button-styles';

/** What a page in `locale` passes to its language switches: the other language, its tag and its own name. */
export function languageSwitchProps(locale: Locale) {
  const target = otherLocale(locale);
  return { target, targetTag: localeTag(target), label: getDictionary(target).common.language.name };
}

export function SiteHeader({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const sections = getNavigation(dict, locale);
  const t = dict.common.nav;
  const { site } = getContent(locale);
  const switchProps = languageSwitchProps(locale);
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
          {/* Outside the menu too, since without scripts the menu cannot open; below 640 px it sits in the top bar. */}
          <LanguageSwitch
            {...switchProps}
            testId="header-language"
            className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 max-sm:hidden dark:text-brand-200 dark:hover:bg-slate-800"
          />
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
            languageSwitch={
              <LanguageSwitch
                {...switchProps}
                testId="menu-language"
                className="mx-3 mt-2 flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800"
              />
            }
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
