import { Mail } from '@/components/ui/icons/mail';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import { type LucideIcon } from '@/components/ui/icons/draw';
import { ContactForm } from '@/components/forms/contact-form';
import { PageHeader } from '@/components/ui/page-header';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { hospitalJsonLd, webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { BranchList } from './branch-list';
import { MapEmbed } from './map-embed';

export function ContactPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.contact;
  const { branches, hours, site } = getContent(locale);
  const items: { kind: string; icon: LucideIcon; label: string; value: string; href: string }[] = [
    { kind: 'phone', icon: Phone, label: t.items.phone, value: site.contact.phone.display, href: site.contact.phone.tel },
    { kind: 'email', icon: Mail, label: t.items.email, value: site.contact.email, href: `mailto:${site.contact.email}` },
    { kind: 'address', icon: MapPin, label: t.items.address, value: site.contact.address, href: site.contact.mapsLink },
  ];
  const main = branches[0];
  return (
    <>
      <JsonLd data={webPageJsonLd({ type: 'ContactPage', title: t.title, description: t.description, path: routes.contact(locale), locale })} />
      <JsonLd data={hospitalJsonLd(locale)} />
      <PageHeader
        title={t.heading}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.contact(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <ul aria-label={t.items.label} className="grid grid-cols-1 gap-4 md:grid-cols-3" data-testid="contact-items">
          {items.map(({ kind, icon: Icon, label, value, href }) => (
            <li key={kind}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                data-contact={kind}
                className="flex h-full items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-300 dark:hover:bg-slate-800"
              >
                <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                {/* min-w-0 and overflow-wrap:anywhere let a long e-mail address wrap instead of widening a 320 px page. */}
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                  <span className="mt-1 block text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{value}</span>
                  <span className="sr-only"> {dict.common.opensInNewTab}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="mb-4 text-2xl font-semibold">
              {t.formTitle}
            </h2>
            <ContactForm locale={locale} idPrefix="contact-page" />
          </section>
          <section aria-labelledby="contact-map-title">
            <h2 id="contact-map-title" className="mb-4 text-2xl font-semibold">
              {t.map.title}
            </h2>
            <MapEmbed branch={main} locale={locale} />
          </section>
        </div>

        <section aria-labelledby="contact-branches-title">
          <h2 id="contact-branches-title" className="mb-4 text-2xl font-semibold">
            {t.branches.title}
          </h2>
          <BranchList branches={branches} locale={locale} />
          <p className="mt-4 font-medium">
            {format(t.branches.emergency, { hours: hours.emergency })}:{' '}
            <a href={site.contact.emergency.tel} className="font-semibold text-brand-700 underline dark:text-brand-200">
              {site.contact.emergency.display}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
