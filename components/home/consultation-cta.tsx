import Link from 'next/link';
import { CalendarCheck, PhoneCall } from 'lucide-react';
import { site } from '@/content/site';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

export function ConsultationCta({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.consultation;
  const emergency = site.contact.emergency;
  return (
    <section aria-labelledby="home-consultation" className="bg-brand-800 text-white dark:bg-brand-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-consultation" className="text-3xl font-bold text-white">
            {t.title}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{t.text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Link
            href={routes.appointment(locale)}
            className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-6 py-3 font-semibold text-slate-900 hover:bg-accent-500"
            data-testid="consultation-book"
          >
            <CalendarCheck aria-hidden="true" className="h-5 w-5" />
            {t.book}
          </Link>
          <a href={emergency.tel} className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline" data-testid="consultation-emergency">
            <PhoneCall aria-hidden="true" className="h-5 w-5" />
            <span>
              {t.emergency} {emergency.display}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
