import { CircleCheck } from '@/components/ui/icons/circle-check';
import type { Project } from '@/content/types';
import { getDictionary, type Locale } from '@/lib/i18n';
import { webPageJsonLd } from '@/lib/jsonld';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { ProjectSlider } from './project-slider';

/** /projects/{name}/ (banner, title, about, autoplaying slider, key highlights, impact stories). */
export function ProjectPage({ project, locale }: { project: Project; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.projects;
  return (
    <article data-testid="project-detail">
      <JsonLd data={webPageJsonLd({ type: 'WebPage', title: project.name, description: project.description, path: routes.project(project.slug, locale), locale })} />
      <PageHeader
        title={project.title}
        intro={project.description}
        label={dict.common.breadcrumb}
        path={routes.project(project.slug, locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: project.name }]}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-10">
        <div data-block="banner">
          <SiteImage image={project.bannerImg} priority sizes="(min-width: 1280px) 1248px, 100vw" className="aspect-[8/3] w-full rounded-xl object-cover" />
        </div>

        <section aria-labelledby="about-title" data-block="about" className="grid grid-cols-1 items-start gap-10 lg:grid-cols-2">
          <div>
            <h2 id="about-title" className="text-2xl font-bold sm:text-3xl">
              {project.about.heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed">
              {project.about.content.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div data-block="slider">
            <ProjectSlider
              slides={project.slider.map((image) => (
                <SiteImage key={image.src} image={image} sizes="(min-width: 1280px) 608px, (min-width: 1024px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
              ))}
              name={project.name}
              text={t.slider}
            />
          </div>
        </section>

        <section aria-labelledby="highlights-title" data-block="highlights" className="paint-later">
          <h2 id="highlights-title" className="text-2xl font-bold sm:text-3xl">
            {t.keyHighlights}
          </h2>
          <Reveal as="ul" preset="stagger" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {project.keyHighlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 rounded-lg bg-brand-50 p-4 font-medium text-brand-900 dark:bg-slate-900 dark:text-brand-100">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" />
                <span>{highlight}</span>
              </li>
            ))}
          </Reveal>
        </section>

        <section aria-labelledby="stories-title" data-block="stories" className="paint-later">
          <h2 id="stories-title" className="text-2xl font-bold sm:text-3xl">
            {t.impactStories}
          </h2>
          <Reveal as="ul" preset="stagger" className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {project.impactStories.map((story) => (
              <li key={story.title} className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
                <SiteImage image={story.image} sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" className="aspect-[3/2] w-full object-cover" />
                <div className="p-5">
                  <h3 className="text-lg font-semibold">{story.title}</h3>
                  <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-200">{story.name}</p>
                  <p className="mt-3 text-slate-700 dark:text-slate-300">{story.description}</p>
                </div>
              </li>
            ))}
          </Reveal>
        </section>
      </div>
    </article>
  );
}
