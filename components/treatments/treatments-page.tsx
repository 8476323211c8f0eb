import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { TreatmentCard } from './treatment-card';

/** /treatments/: the 11 treatment cards in the navigation order. */
export function TreatmentsPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.treatments;
  return (
    <>
      <JsonLd data={webPageJsonLd({ type: 'CollectionPage', title: t.title, description: t.description, path: routes.treatments(locale), locale })} />
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.treatments(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Reveal as="ul" preset="stagger" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {getContent(locale).treatments.map((treatment, index) => (
            <li key={treatment.slug}>
              <TreatmentCard treatment={treatment} locale={locale} priority={index === 0} />
            </li>
          ))}
        </Reveal>
      </div>
    </>
  );
}
