import { Link } from '@/components/ui/link';
import { CalendarCheck } from '@/components/ui/icons/calendar-check';
import { PhoneCall } from '@/components/ui/icons/phone-call';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { CtaBand } from '@/components/ui/cta-band';
import { buttonClass } from '@/components/ui/button-styles';

export function ConsultationCta({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.consultation;
  const emergency = getContent(locale).site.contact.emergency;
  return (
    <CtaBand id="home-consultation" title={t.title} text={t.text} className="bg-brand-800 dark:bg-brand-900">
      <Link
        href={routes.appointment(locale)}
        className={buttonClass({ variant: 'bright', size: 'lg' })}
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
    </CtaBand>
  );
}
