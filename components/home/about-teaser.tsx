import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { Reveal } from '@/components/ui/reveal';
import { SiteImage } from '@/components/ui/site-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { buttonClass } from '@/components/ui/button-styles';

export function AboutTeaser({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.about;
  const { aboutTeaser } = getContent(locale).home;
  return (
    <section aria-labelledby="home-about" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
      <Reveal preset="slideLeft">
        <SiteImage image={aboutTeaser.image} sizes="(min-width: 1024px) 600px, 100vw" className="h-auto w-full rounded-xl shadow-lg" />
      </Reveal>
      <Reveal preset="slideRight">
        <SectionHeading id="home-about" eyebrow={t.eyebrow} title={aboutTeaser.title} center={false} />
        {aboutTeaser.paragraphs.map((p) => (
          <p key={p.slice(0, 24)} className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {p}
          </p>
        ))}
        <Link
          href={routes.about(locale)}
          className={buttonClass({ size: 'lg', className: 'mt-8' })}
          data-testid="about-more"
        >
          {t.more}
        </Link>
      </Reveal>
    </section>
  );
}
