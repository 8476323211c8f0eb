import { Check } from '@/components/ui/icons/check';
import { IndianRupee } from '@/components/ui/icons/indian-rupee';
import { getContent } from '@/lib/content';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { guidePageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { DONATE_OPENER_ATTRIBUTE, GIVING_ID } from '@/lib/constants';
import { BulletList, GuideSection } from '@/components/ui/guide-section';
import { JsonLd } from '@/components/ui/json-ld';
import { LastReviewed } from '@/components/ui/last-reviewed';
import { LangText } from '@/components/ui/lang-text';
import { PageHeader } from '@/components/ui/page-header';
import { buttonClass } from '@/components/ui/button-styles';

const linkClass = 'font-semibold text-brand-700 underline dark:text-brand-200';

export function CostsPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.costs;
  const path = routes.costs(locale);
  const { costs } = getContent(locale);
  const rupees = new Intl.NumberFormat(localeTag(locale), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return (
    <>
      <JsonLd data={guidePageJsonLd({ title: t.title, description: t.description, path, locale, lastReviewed: costs.lastReviewed })} />
      <PageHeader title={t.title} intro={t.intro} label={dict.common.breadcrumb} path={path} crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <GuideSection id="what-is-free" title={t.whatTitle}>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
            {costs.items.map((item) => (
              <li key={item.id} data-cost={item.id} className="flex gap-3 p-4">
                {item.free ? (
                  <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
                ) : (
                  <IndianRupee aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-600 dark:text-slate-300" />
                )}
                <div>
                  <h3 className="font-semibold">
                    {item.name}: <span className={item.free ? 'text-emerald-800 dark:text-emerald-300' : ''}>{item.free ? t.free : t.paid}</span>
                  </h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </GuideSection>
        <GuideSection id="schemes" title={t.schemesTitle}>
          <div className="space-y-5">
            {costs.schemes.map((scheme) => (
              <section key={scheme.id} aria-labelledby={`scheme-${scheme.id}`} data-scheme={scheme.id} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
                <h3 id={`scheme-${scheme.id}`} className="text-xl font-semibold">
                  <LangText text={scheme.name} locale={locale} />
                </h3>
                <BulletList items={scheme.text} className="mt-2" />
                {scheme.links.length > 0 && (
                  <ul className="mt-3 space-y-1">
                    {scheme.links.map((link) =>
                      link.href.startsWith('http') ? (
                        <li key={link.href}>
                          <a href={link.href} target="_blank" rel="noopener noreferrer" className={`inline-block py-1 ${linkClass}`}>
                            {link.label} <span className="sr-only">{dict.common.opensInNewTab}</span>
                          </a>
                        </li>
                      ) : (
                        <li key={link.href}>
                          <a href={link.href} className={`inline-block py-1 ${linkClass}`}>
                            {link.label}
                          </a>
                        </li>
                      ),
                    )}
                  </ul>
                )}
              </section>
            ))}
          </div>
          <h3 className="mt-6 text-lg font-semibold">{t.bringTitle}</h3>
          <BulletList items={costs.schemeBring} className="mt-2" />
        </GuideSection>
        <GuideSection id="give" title={t.giveTitle}>
          <p>{t.giveText}</p>
          <ul className="mt-3 space-y-2">
            {costs.gifts.map((gift) => (
              <li key={gift.amount} data-gift={gift.amount}>
                <strong>{rupees.format(gift.amount)}</strong>: {gift.pays}
              </li>
            ))}
          </ul>
          {/* Without scripts this leads to the giving details above the footer. */}
          <a href={`#${GIVING_ID}`} {...{ [DONATE_OPENER_ATTRIBUTE]: '' }} className={buttonClass({ variant: 'accent', size: 'lg', className: 'mt-5' })} data-testid="give-now">
            {t.giveButton}
          </a>
        </GuideSection>
        <div className="border-t border-slate-200 pt-6 dark:border-slate-700">
          <LastReviewed date={costs.lastReviewed} locale={locale} />
        </div>
      </div>
    </>
  );
}
