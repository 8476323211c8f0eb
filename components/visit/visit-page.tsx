import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { guidePageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { BulletList, GuideSection } from '@/components/ui/guide-section';
import { JsonLd } from '@/components/ui/json-ld';
import { LastReviewed } from '@/components/ui/last-reviewed';
import { PageHeader } from '@/components/ui/page-header';
import { BranchGuide } from './branch-guide';

const linkClass = 'font-semibold text-brand-700 underline dark:text-brand-200';

export function VisitPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.visit;
  const path = routes.yourVisit(locale);
  const { visit, branches } = getContent(locale);
  return (
    <>
      <JsonLd data={guidePageJsonLd({ title: t.title, description: t.description, path, locale, lastReviewed: visit.lastReviewed })} />
      <PageHeader title={t.title} intro={t.intro} label={dict.common.breadcrumb} path={path} crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <GuideSection id="bring" title={t.bringTitle}>
          <BulletList items={visit.bring} />
          <div className="mt-6 rounded-lg border-l-8 border-amber-500 bg-amber-50 p-5 text-slate-900 dark:border-amber-300 dark:bg-slate-900 dark:text-white" data-testid="drops-warning">
            <h3 className="text-lg font-semibold">{t.warningsTitle}</h3>
            <BulletList items={visit.warnings} className="mt-2" />
          </div>
        </GuideSection>
        <GuideSection id="steps" title={t.stepsTitle}>
          <ol className="space-y-4">
            {visit.steps.map((step, i) => (
              <li key={step.id} data-step={step.id} className="flex gap-4">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p>{step.text}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{step.time}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-5">
            <strong>{t.totalTime}: </strong>
            {visit.totalTime}
          </p>
        </GuideSection>
        <GuideSection id="surgery" title={t.surgeryTitle}>
          <p>{t.surgeryNote}</p>
          {(
            [
              [t.surgeryBefore, visit.surgery.before],
              [t.surgeryDay, visit.surgery.day],
              [t.surgeryAfter, visit.surgery.after],
            ] as const
          ).map(([title, items]) => (
            <div key={title} className="mt-5">
              <h3 className="text-lg font-semibold">{title}</h3>
              <BulletList items={items} className="mt-2" />
            </div>
          ))}
          <p className="mt-5">
            <Link href={routes.emergency(locale)} className={linkClass}>
              {t.emergencyLink}
            </Link>
          </p>
        </GuideSection>
        <GuideSection id="branches" title={t.branchesTitle}>
          <div className="space-y-5">
            {visit.branches.map((guide) => {
              const branch = branches.find((b) => b.id === guide.id)!;
              return <BranchGuide key={guide.id} branch={branch} guide={guide} t={t} />;
            })}
          </div>
        </GuideSection>
        <div className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-700">
          <p>
            <Link href={routes.costs(locale)} className={linkClass}>
              {t.costsLink}
            </Link>
          </p>
          <LastReviewed date={visit.lastReviewed} locale={locale} />
        </div>
      </div>
    </>
  );
}
