import { CircleCheck } from '@/components/ui/icons/circle-check';
import { Handshake } from '@/components/ui/icons/handshake';
import { Landmark } from '@/components/ui/icons/landmark';
import { Quote } from '@/components/ui/icons/quote';
import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { PageHeader } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { Accordion } from '@/components/ui/accordion';
import { PersonCard } from './person-card';
import { MixedText } from '@/components/ui/mixed-text';
import { Section } from '@/components/ui/section';
import { buttonClass } from '@/components/ui/button-styles';

export function AboutPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.about;
  const { about, keyPeople, hours, openingHoursText, site } = getContent(locale);
  const { culture, founder, partnerships, services, story, trust } = about;
  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.about(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />

      <Section id="story" title={t.storyTitle}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700 dark:text-slate-300">
            {story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <SiteImage image={story.image} sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" priority className="w-full rounded-xl object-cover shadow-sm" />
        </div>
      </Section>

      <Section id="trust" title={t.trustTitle} tinted>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {/* The icon sits beside the list: a <dl> may hold only dt/dd groups. */}
          <div className="space-y-3 rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
            <Landmark aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-200" />
            <dl className="space-y-3" data-testid="trust-facts">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide [&:lang(hi)]:tracking-normal text-slate-600 dark:text-slate-400">{t.trustFacts.name}</dt>
                <dd className="font-medium">{trust.name}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide [&:lang(hi)]:tracking-normal text-slate-600 dark:text-slate-400">{t.trustFacts.registered}</dt>
                <dd className="font-medium">{trust.registeredYear}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide [&:lang(hi)]:tracking-normal text-slate-600 dark:text-slate-400">{t.trustFacts.act}</dt>
                <dd className="font-medium">{trust.act}</dd>
              </div>
            </dl>
          </div>
          <div className="space-y-4 text-lg text-slate-700 dark:text-slate-300">
            {trust.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>

      <Section later id="partners" title={t.partnershipsTitle} intro={t.partnershipsIntro}>
        <Reveal as="ul" preset="stagger" className="grid gap-6 md:grid-cols-3">
          {partnerships.map((partner) => (
            <li key={partner.name} className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
              <Handshake aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-200" />
              <h3 className="mt-3 text-lg font-semibold">
                <MixedText text={partner.name} locale={locale} />
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                <MixedText text={partner.description} locale={locale} />
              </p>
            </li>
          ))}
        </Reveal>
      </Section>

      <Section later id="services" title={t.servicesTitle} intro={t.servicesIntro} tinted>
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="about-services">
          {services.map((service) => (
            <li key={service} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
              <span>{service}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section later id="culture" title={t.cultureTitle} intro={t.cultureIntro}>
        <div className="max-w-3xl">
          <Accordion
            items={culture.map((item) => ({ title: item.title, content: <p>{item.content}</p> }))}
            initialOpen={0}
            testId="culture-accordion"
            className="overflow-hidden bg-white dark:bg-slate-900"
          />
        </div>
      </Section>

      <Section later id="founder" title={t.founderTitle} tinted>
        <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <SiteImage image={founder.image} sizes="(min-width: 1024px) 400px, (min-width: 768px) 33vw, 100vw" className="w-full max-w-sm rounded-xl object-cover shadow-sm" />
          <div>
            <h3 className="text-2xl font-semibold">{founder.name}</h3>
            <p className="font-medium text-brand-700 dark:text-brand-200">{founder.role}</p>
            <div className="mt-4 space-y-4 text-lg text-slate-700 dark:text-slate-300">
              {founder.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <figure className="mt-6 border-l-4 border-accent-500 pl-4">
              <Quote aria-hidden="true" className="size-6 text-accent-700 dark:text-accent-400" />
              <blockquote className="mt-1 text-lg italic">{founder.quote}</blockquote>
              <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">{founder.name}</figcaption>
            </figure>
          </div>
        </div>
      </Section>

      <Section later id="people" title={t.keyPeopleTitle} intro={t.keyPeopleIntro}>
        <Reveal as="ul" preset="stagger" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {keyPeople.map((person) => (
            <li key={person.image.src}>
              <PersonCard person={person} />
            </li>
          ))}
        </Reveal>
      </Section>

      <Section later id="visit" title={t.visitTitle} tinted>
        <p className="text-lg">{format(t.visitText, { hours: openingHoursText, emergency: hours.emergency })}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{site.contact.address}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link href={routes.doctors(locale)} className={buttonClass()}>
            {t.meetDoctors}
          </Link>
          <Link href={routes.mission(locale)} className={buttonClass({ variant: 'secondary' })}>
            {t.ourMission}
          </Link>
        </p>
      </Section>
    </>
  );
}
