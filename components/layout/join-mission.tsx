import Link from 'next/link';
import { site } from '@/content/site';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { env } from '@/lib/env';
import { DonateDialog } from './donate-dialog';

/** Call to action above the footer: book a surgery or give (DECISIONS.md: Contribute opens a dialog). */
export function JoinMission({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.common.joinMission;
  const d = dict.common.donate;
  return (
    <section aria-labelledby="join-mission" className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="join-mission" className="text-2xl font-bold text-white">
            {t.title}
          </h2>
          <p className="mt-2 text-brand-50">{t.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            href={routes.appointment(locale)}
            className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t.bookSurgery}
          </Link>
          <DonateDialog
            hasCardPayment={Boolean(env.razorpayButtonId)}
            giving={site.giving}
            text={{ ...d, contribute: t.contribute }}
          />
        </div>
      </div>
    </section>
  );
}
