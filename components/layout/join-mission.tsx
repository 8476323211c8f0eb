import { Link } from '@/components/ui/link';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { env } from '@/lib/env';
import { getContent } from '@/lib/content';
import { CtaBand } from '@/components/ui/cta-band';
import { DonateDialog } from './donate-dialog';
import { buttonClass } from '@/components/ui/button-styles';

/** Call to action above the footer: book a surgery or give (Contribute opens a dialog: see the README's Decisions). */
export function JoinMission({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.common.joinMission;
  const d = dict.common.donate;
  return (
    <CtaBand id="join-mission" title={t.title} text={t.text} className="bg-brand-700">
      <Link
        href={routes.appointment(locale)}
        className={buttonClass({ variant: 'inverse' })}
      >
        {t.bookSurgery}
      </Link>
      <DonateDialog
        hasCardPayment={Boolean(env.razorpayButtonId)}
        giving={getContent(locale).site.giving}
        text={{ ...d, contribute: t.contribute }}
        locale={locale}
      />
    </CtaBand>
  );
}
