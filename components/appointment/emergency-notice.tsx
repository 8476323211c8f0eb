import { Siren } from '@/components/ui/icons/siren';
import { site } from '@/content/site';
import type { Dictionary } from '@/lib/i18n';

/** Tells people with an eye emergency to call the 24x7 line instead of waiting for an appointment. */
export function EmergencyNotice({ text, hours }: { text: Dictionary['appointment']['emergency']; hours: string }) {
  return (
    <aside aria-labelledby="emergency-title" className="flex gap-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-5 text-slate-900 dark:border-red-400 dark:bg-slate-900 dark:text-white" data-testid="emergency-notice">
      <Siren aria-hidden="true" className="mt-1 h-7 w-7 shrink-0 text-red-700 dark:text-red-300" />
      <div>
        <h2 id="emergency-title" className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="mt-1">{text.text}</p>
        <a href={site.contact.emergency.tel} className="mt-2 inline-block py-1 text-xl font-bold text-red-800 underline dark:text-red-300">
          {site.contact.emergency.display} ({hours})
        </a>
      </div>
    </aside>
  );
}
