import { Quote } from '@/components/ui/icons/quote';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { SectionHeading } from '@/components/ui/section-heading';
import { SaveDataGate } from '@/components/ui/save-data-gate';
import { ReviewWidget } from './review-widget';

/**
 * Patient reviews: the written testimonials (in the page's language, readable without scripts),
 * then the external review widget when one is configured. The widget only adds to them, so
 * nothing above what the visitor is reading changes when it loads, fails or is blocked.
 */
export function Testimonials({ dict, locale, widgetId }: { dict: Dictionary; locale: Locale; widgetId?: string }) {
  const t = dict.home.testimonials;
  const { testimonials } = getContent(locale).home;
  const written = (
    <ul className="grid gap-6 md:grid-cols-2" data-testid="written-testimonials">
      {testimonials.map((item) => (
        <li key={item.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="testimonial">
          <figure>
            <Quote aria-hidden="true" className="h-8 w-8 text-accent-600 dark:text-accent-400" />
            <blockquote className="mt-3 text-lg text-slate-800 dark:text-slate-100">{item.text}</blockquote>
            <figcaption className="mt-4 font-semibold">
              {item.name}, <span className="font-normal text-slate-700 dark:text-slate-300">{item.place}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="home-testimonials" className="paint-later mx-auto max-w-7xl px-4 py-16" data-testid="testimonials">
      <SectionHeading id="home-testimonials" eyebrow={t.eyebrow} title={t.title} />
      <div className="mt-10">
        {written}
        {widgetId && (
          <div className="mt-6">
            <SaveDataGate what="reviews">
              <ReviewWidget widgetId={widgetId} loadingText={t.loading} />
            </SaveDataGate>
          </div>
        )}
      </div>
    </section>
  );
}
