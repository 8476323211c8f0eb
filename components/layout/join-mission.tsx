import { Link } from '@/components/ui/link';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { env } from '@/lib/env';
import { getContent } from '@/lib/content';
import { CtaBand } from '@/components/ui/cta-band';
import { HandHeart } from '@/components/ui/icons/hand-heart';
import { MixedText } from '@/components/ui/mixed-text';
import { DONATE_OPENER_ATTRIBUTE, GIVING_ID } from '@/lib/constants';
import { DonateDialog } from './donate-dialog';
import { GivingDetails } from './giving-details';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * Call to action above the footer: book a surgery or give. Contribute is a link to the giving
 * details just below, which show without JavaScript (`noscript:`) and when a link has led to them
 * (`:target`, e.g. tapped before the scripts arrived); once the page has hydrated it opens the
 * Contribute dialog instead (see the README's Decisions).
 */
export function JoinMission({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.common.joinMission;
  const d = dict.common.donate;
  const { giving } = getContent(locale).site;
  return (
    <CtaBand
      id="join-mission"
      title={t.title}
      text={t.text}
      className="bg-brand-700"
      after={
        <div id={GIVING_ID} className="mx-auto hidden max-w-7xl scroll-mt-24 px-4 pb-12 target:block noscript:block" data-testid="giving">
          <div className="max-w-2xl space-y-5 rounded-xl bg-white p-5 text-slate-800 dark:bg-slate-900 dark:text-slate-100">
            <h3 className="text-xl font-bold">{d.title}</h3>
            <p>
              <MixedText text={giving.note} locale={locale} />
            </p>
            <GivingDetails giving={giving} text={d} locale={locale} heading="h4" />
          </div>
        </div>
      }
    >
      <Link href={routes.appointment(locale)} className={buttonClass({ variant: 'inverse' })}>
        {t.bookSurgery}
      </Link>
      <a href={`#${GIVING_ID}`} {...{ [DONATE_OPENER_ATTRIBUTE]: '' }} className={buttonClass({ variant: 'bright' })}>
        <HandHeart aria-hidden="true" className="h-5 w-5" />
        {t.contribute}
      </a>
      <DonateDialog hasCardPayment={Boolean(env.razorpayButtonId)} giving={giving} text={d} locale={locale} />
    </CtaBand>
  );
}
