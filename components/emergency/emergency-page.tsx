import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { emergencyContact, guidePageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { BulletList, GuideSection } from '@/components/ui/guide-section';
import { JsonLd } from '@/components/ui/json-ld';
import { LastReviewed } from '@/components/ui/last-reviewed';
import { PageHeader } from '@/components/ui/page-header';
import { EmergencyCall } from './emergency-call';
import { EmergencyTiers } from './emergency-tiers';

export function EmergencyPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.emergency;
  const path = routes.emergency(locale);
  const { emergency, site } = getContent(locale);
  return (
    <>
      <EmergencyCall locale={locale} />
      <JsonLd
        data={guidePageJsonLd({
          title: t.title,
          description: t.description,
          path,
          locale,
          lastReviewed: emergency.lastReviewed,
          about: [{ '@type': 'MedicalCondition', name: t.schemaAbout }, emergencyContact],
        })}
      />
      <PageHeader title={t.title} intro={t.intro} label={dict.common.breadcrumb} path={path} crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <GuideSection id="tiers" title={t.tiersTitle}>
          <EmergencyTiers tiers={emergency.tiers} />
        </GuideSection>
        <GuideSection id="first-aid" title={t.firstAidTitle}>
          <div className="space-y-6">
            {emergency.firstAid.map((aid) => (
              <section key={aid.id} aria-labelledby={`aid-${aid.id}`} data-first-aid={aid.id}>
                <h3 id={`aid-${aid.id}`} className="text-xl font-semibold">
                  {aid.title}
                </h3>
                <ol className="mt-2 list-decimal space-y-2 pl-6">
                  {aid.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        </GuideSection>
        <GuideSection id="do-not" title={t.doNotTitle}>
          <BulletList items={emergency.doNot} />
        </GuideSection>
        <div className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-700">
          <p>{format(t.where, { address: site.contact.address })}</p>
          <p>
            <Link href={routes.yourVisit(locale)} className="font-semibold text-brand-700 underline dark:text-brand-200">
              {dict.common.nav.yourVisit}
            </Link>
          </p>
          <LastReviewed date={emergency.lastReviewed} locale={locale} />
        </div>
      </div>
    </>
  );
}
