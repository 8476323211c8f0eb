import { CircleCheck } from '@/components/ui/icons/circle-check';
import { Eye } from '@/components/ui/icons/eye';
import { HeartHandshake } from '@/components/ui/icons/heart-handshake';
import { MapPinned } from '@/components/ui/icons/map-pinned';
import { ShieldCheck } from '@/components/ui/icons/shield-check';
import { Target } from '@/components/ui/icons/target';
import { UsersRound } from '@/components/ui/icons/users-round';
import { type LucideIcon } from '@/components/ui/icons/draw';
import { Link } from '@/components/ui/link';
import type { PillarIcon } from '@/content/mission';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { Section } from '@/components/ui/section';
import { PageHeader } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { buttonClass } from '@/components/ui/button-styles';

const pillarIcons: Record<PillarIcon, LucideIcon> = {
  access: HeartHandshake,
  quality: ShieldCheck,
  community: MapPinned,
  people: UsersRound,
};

export function MissionPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.mission;
  const { goals, mission, objectives, pillars, vision, whyChooseUs } = getContent(locale).mission;
  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.mission(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />

      <Section id="vision" title={t.visionTitle}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div>
            <p className="flex gap-3 text-xl text-slate-800 dark:text-slate-100">
              <Eye aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand-700 dark:text-brand-200" />
              <span>{vision.statement}</span>
            </p>
            <div className="mt-6 rounded-xl border-l-4 border-accent-500 bg-brand-50 p-6 dark:bg-slate-900" data-testid="vision-goal">
              <h3 className="flex items-center gap-2 text-xl font-semibold">
                <Target aria-hidden="true" className="size-6 text-accent-700 dark:text-accent-400" />
                {vision.goal.title}
              </h3>
              <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{vision.goal.description}</p>
              <p className="mt-4 text-sm font-semibold uppercase tracking-wide [&:lang(hi)]:tracking-normal text-slate-600 dark:text-slate-400">{t.districtsLabel}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {vision.districts.map((district) => (
                  <li key={district} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-200">
                    {district}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <SiteImage image={vision.image} sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" priority className="w-full rounded-xl object-cover shadow-sm" />
        </div>
      </Section>

      <Section id="mission" title={t.missionTitle} tinted>
        <p className="max-w-4xl text-xl text-slate-800 dark:text-slate-100">{mission}</p>
      </Section>

      <Section later id="pillars" title={t.pillarsTitle}>
        <Reveal as="ul" preset="stagger" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.map((pillar) => {
            const Icon = pillarIcons[pillar.icon];
            return (
              <li key={pillar.icon} className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
                <Icon aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-200" />
                <h3 className="mt-3 text-lg font-semibold">{pillar.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{pillar.description}</p>
              </li>
            );
          })}
        </Reveal>
      </Section>

      <Section later id="goals" title={t.goalsTitle} tinted>
        <ol className="max-w-4xl space-y-3" data-testid="mission-goals">
          {goals.map((goal, i) => (
            <li key={goal} className="flex gap-3">
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <span className="text-lg">{goal}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section later id="objectives" title={t.objectivesTitle}>
        <ul className="grid max-w-5xl gap-x-8 gap-y-3 md:grid-cols-2" data-testid="mission-objectives">
          {objectives.map((objective) => (
            <li key={objective} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
              <span>{objective}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section later id="why-choose-us" title={t.whyChooseUsTitle} tinted>
        <Reveal as="ul" preset="stagger" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.map((reason) => (
            <li key={reason.title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{reason.description}</p>
            </li>
          ))}
        </Reveal>
        <p className="mt-8">
          <Link href={routes.appointment(locale)} className={buttonClass({ variant: 'accent', size: 'lg' })}>
            {t.bookAppointment}
          </Link>
        </p>
      </Section>
    </>
  );
}
