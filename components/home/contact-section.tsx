import { Phone } from '@/components/ui/icons/phone';
import { telHref } from '@/content/site';
import { getContent } from '@/lib/content';
import type { Branch } from '@/content/types';
import type { Dictionary, Locale } from '@/lib/i18n';
import { ContactForm } from '@/components/forms/contact-form';
import { SectionHeading } from '@/components/ui/section-heading';

/** The phone lines in this order: Chouparan, Koderma, Chatra. */
const PHONE_ORDER: Branch['id'][] = ['chouparan', 'koderma', 'chatra'];

export function ContactSection({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.contact;
  const { branches } = getContent(locale);
  const lines = PHONE_ORDER.map((id) => branches.find((b) => b.id === id)).filter((b): b is Branch => Boolean(b));
  return (
    <section aria-labelledby="home-contact" className="paint-later bg-brand-50 py-16 dark:bg-slate-900" data-testid="home-contact">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id="home-contact" title={t.title} intro={t.text} center={false} />
          <h3 className="mt-8 text-xl font-semibold">{t.phones}</h3>
          <ul className="mt-4 space-y-4" data-testid="contact-phones">
            {lines.map((branch) => (
              <li key={branch.id} className="rounded-lg bg-white p-4 shadow-sm dark:bg-slate-800">
                <p className="font-semibold">{branch.name}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {[branch.phone, branch.tel].filter((n): n is string => Boolean(n)).map((number) => (
                    <a key={number} href={telHref(number)} className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-200">
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      {number}
                    </a>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
          <h3 className="mb-4 text-xl font-semibold">{t.formTitle}</h3>
          <ContactForm locale={locale} idPrefix="home-contact" />
        </div>
      </div>
    </section>
  );
}
