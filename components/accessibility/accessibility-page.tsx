import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { MixedText } from '@/components/ui/mixed-text';
import { PageHeader } from '@/components/ui/page-header';

export function AccessibilityPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.accessibility;
  const { site } = getContent(locale);
  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.accessibility(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <section>
          <h2 className="text-2xl font-semibold">{t.supportedTitle}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {t.supported.map((item) => (
              <li key={item}>
                <MixedText text={item} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-2xl font-semibold">{t.limitsTitle}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {t.limits.map((item) => (
              <li key={item}>
                <MixedText text={item} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-2xl font-semibold">{t.contactTitle}</h2>
          <p className="mt-3">{t.contact}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <a href={site.contact.phone.tel} className="font-semibold text-brand-700 underline dark:text-brand-200">
              {site.contact.phone.display}
            </a>
            {/* An address is read letter by letter in English, also on a Hindi page. */}
            <a href={`mailto:${site.contact.email}`} lang="en" className="font-semibold text-brand-700 underline dark:text-brand-200">
              {site.contact.email}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
