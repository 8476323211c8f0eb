import { Phone } from '@/components/ui/icons/phone';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';

/** The 24x7 number as one big tap-to-call link: the first thing on /emergency/. */
export function EmergencyCall({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).emergency;
  const { site, hours } = getContent(locale);
  const { display, tel } = site.contact.emergency;
  return (
    <div className="bg-red-800 text-white" data-testid="emergency-call">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 sm:flex-row sm:items-center sm:gap-4">
        {/* As tall as the call link from the start: on a slow link the words can be drawn before the
            link arrives, and centred on a shorter row they moved down when it came. */}
        <p className="text-lg font-semibold sm:flex sm:min-h-12 sm:items-center">{t.callFirst}</p>
        <a
          href={tel}
          aria-label={format(t.callLabel, { number: display })}
          className="inline-flex min-h-12 items-center gap-3 self-start rounded-md bg-white px-5 py-2 text-2xl font-bold text-red-800 hover:bg-red-50"
        >
          <Phone aria-hidden="true" className="h-6 w-6" />
          {display}
          <span className="text-base font-semibold">({hours.emergency})</span>
        </a>
      </div>
    </div>
  );
}
