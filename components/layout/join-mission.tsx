import Link from 'next/link';
import { site } from '@/content/site';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { env } from '@/lib/env';
import { CtaBand } from '@/components/ui/cta-band';
import { DonateDialog } from './donate-dialog';

/** Call to action above the footer: book a surgery or give (Contribute opens a dialog: see the README's Decisions). */
export function JoinMission({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.common.joinMission;
  const d = dict.common.donate;
  return (
    <CtaBand id="join-mission" title={t.title} text={t.text} className="bg-brand-700">
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
    </CtaBand>
  );
}
