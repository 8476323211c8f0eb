import { Link } from '@/components/ui/link';
import { CircleCheck } from '@/components/ui/icons/circle-check';
import { Phone } from '@/components/ui/icons/phone';
import { TriangleAlert } from '@/components/ui/icons/triangle-alert';
import type { ReactNode } from 'react';
import type { Treatment } from '@/content/types';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { sized } from '@/lib/images';
import { medicalConditionJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { Accordion } from '@/components/ui/accordion';
import { ImageCompare } from '@/components/ui/image-compare';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { EyeDrawings } from './eye-drawings';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * A titled block of the page; `id` names it for the heading link and for tests. The heading
 * carries the id, so it keeps the room of the fixed header (h-20) above it when an address
 * names it (`#symptoms-title`).
 */
function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-block={id} className={className || undefined}>
      <h2 id={`${id}-title`} className="scroll-mt-24 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BulletList({ items, icon = false }: { items: string[]; icon?: boolean }) {
  return (
    <ul className={`mt-4 space-y-3 ${icon ? '' : 'list-disc pl-6 marker:text-brand-500'}`}>
      {items.map((item) => (
        <li key={item} className={icon ? 'flex gap-3' : ''}>
          {icon && <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" />}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /treatment-details/{name}/ (banner, introduction, symptoms with 4 images, prevention,
 * treatment options, why choose us, FAQ accordion), plus the same-day warning signs with the
 * 24x7 emergency number, because a patient reading about a condition must know when not to wait.
 */
export function TreatmentDetailPage({ treatment, locale }: { treatment: Treatment; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.treatments;
  const { introduction, symptoms, prevention, treatments: options, why_choose_us: why, faq } = treatment;
  const { site, normalSight } = getContent(locale);
  const emergency = site.contact.emergency;
  return (
    <article data-testid="treatment-detail">
      <JsonLd data={medicalConditionJsonLd(treatment, locale)} />
      <PageHeader
        title={treatment.name}
        intro={treatment.summary}
        label={dict.common.breadcrumb}
        path={routes.treatmentDetails(treatment.slug, locale)}
        crumbs={[
          { name: dict.common.nav.home, path: routes.home(locale) },
          { name: t.title, path: routes.treatments(locale) },
          { name: treatment.name },
        ]}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-10">
        <div data-block="banner">
          <SiteImage image={introduction.banner} priority sizes="(min-width: 1280px) 1248px, 100vw" className="aspect-[8/3] w-full rounded-xl object-cover" />
        </div>

        <Section id="introduction" title={introduction.title} className="grid items-start gap-8 lg:grid-cols-2 lg:[&>h2]:col-span-2">
          <div className="space-y-4 text-lg leading-relaxed">
            {introduction.content.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="space-y-6">
            <EyeDrawings part={treatment.sight.eyePart} name={treatment.name} text={t.eye} />
            <SiteImage image={introduction.image} sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" className="w-full rounded-xl object-cover" />
          </div>
        </Section>

        <Section id="symptoms" title={symptoms.title} className="paint-later">
          <BulletList items={symptoms.list} />
          <div id="vision" data-block="vision" className="mt-8 max-w-2xl scroll-mt-24">
            <h3 className="text-xl font-semibold">{t.vision.title}</h3>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t.vision.note}</p>
            <ImageCompare
              before={sized(normalSight)}
              after={sized(treatment.sight.image)}
              beforeLabel={t.vision.normal}
              afterLabel={format(t.vision.affected, { name: treatment.name })}
              sliderLabel={format(t.vision.slider, { name: treatment.name })}
              text={{ valueText: t.vision.valueText, hint: t.vision.hint }}
              sizes="(min-width: 768px) 672px, 100vw"
            />
          </div>
          <Reveal as="ul" preset="stagger" className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {symptoms.images.map((image) => (
              <li key={image.src}>
                <SiteImage image={image} sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw" className="aspect-[4/3] w-full rounded-lg object-cover" />
              </li>
            ))}
          </Reveal>
        </Section>

        <section
          aria-labelledby="urgent-title"
          data-block="urgent"
          className="paint-later rounded-xl border-l-8 border-accent-600 bg-amber-50 p-6 text-slate-900 dark:border-accent-400 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id="urgent-title" className="flex items-center gap-3 text-xl font-bold sm:text-2xl">
            <TriangleAlert aria-hidden="true" className="h-7 w-7 shrink-0 text-accent-700 dark:text-accent-400" />
            {t.detail.emergencyTitle}
          </h2>
          <p className="mt-3 text-lg">{treatment.urgent}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a
              href={emergency.tel}
              className={buttonClass({ variant: 'accent' })}
              data-testid="emergency-call"
            >
              <Phone aria-hidden="true" className="h-5 w-5" />
              {format(t.detail.emergencyCall, { phone: emergency.display })}
            </a>
            <Link
              href={routes.appointment(locale)}
              className={buttonClass({ variant: 'secondary' })}
            >
              {t.detail.bookAppointment}
            </Link>
          </p>
        </section>

        <Section id="prevention" title={prevention.title} className="paint-later grid items-start gap-8 lg:grid-cols-2 lg:[&>h2]:col-span-2">
          <BulletList items={prevention.list} />
          <SiteImage image={prevention.image} sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" className="w-full rounded-xl object-cover" />
        </Section>

        <Section id="treatments" title={options.title} className="paint-later">
          <Reveal as="ul" preset="stagger" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {options.list.map((option) => (
              <li key={option.name} className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
                <SiteImage image={option.image} sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-semibold">{option.name}</h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{option.description}</p>
                </div>
              </li>
            ))}
          </Reveal>
        </Section>

        <Section id="why-choose-us" title={why.title} className="paint-later">
          <BulletList items={why.list} icon />
        </Section>

        <Section id="faq" title={faq.title} className="paint-later">
          <Accordion className="mt-6" testId="faq" items={faq.list.map((item) => ({ title: item.question, content: <p>{item.answer}</p> }))} />
        </Section>
      </div>
    </article>
  );
}
