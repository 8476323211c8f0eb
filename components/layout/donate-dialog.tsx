'use client';
import { X } from '@/components/ui/icons/x';
import { LoaderCircle } from '@/components/ui/icons/loader-circle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lockScroll } from '@/components/ui/scroll-lock';
import { DONATE_OPENER_ATTRIBUTE } from '@/lib/constants';
import type { Dictionary, Locale } from '@/lib/i18n';
import { MixedText } from '@/components/ui/mixed-text';
import { buttonClass } from '@/components/ui/button-styles';
import { GivingDetails, type Giving } from './giving-details';
import { CARD_PAYMENT_WAIT_MS, paymentButton, within } from './payment-loader';

type DonateText = Dictionary['common']['donate'];

type CardState = 'idle' | 'opening' | 'failed';

/**
 * The Contribute dialog: native <dialog> (focus stays inside, Escape closes), opened by a click on
 * any element with `data-donate-open`. Those are links to the same details in the page
 * (`GIVING_ID`, above the footer), so before the scripts run and without them they lead there and
 * the details show (`JoinMission`); once this has hydrated they open the dialog. Card payment hands
 * over to the provider's button when one is configured; bank and UPI details always show. Opening
 * the dialog starts loading the provider's script (`paymentButton`), so it is usually there by
 * the time "pay by card" is pressed; if it is not, the dialog says it is opening, and if the
 * script cannot load it says so and points to UPI and the bank, staying open.
 */
export function DonateDialog({ hasCardPayment, giving, text, locale }: { hasCardPayment: boolean; giving: Giving; text: DonateText; locale: Locale }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const release = useRef<(() => void) | null>(null);

  const [card, setCard] = useState<CardState>('idle');
  // The body is drawn on first opening: the page's HTML carries the details once, in the block
  // that shows them without scripts (`JoinMission`), and no dialog can open before hydration.
  const [opened, setOpened] = useState(false);

  const open = useCallback(() => {
    dialog.current?.showModal();
    release.current = lockScroll();
    setOpened(true);
    setCard('idle');
    // Fetched now, while the donor reads the dialog; a failure is logged, and said on "pay by card".
    if (hasCardPayment) paymentButton().catch(() => {});
  }, [hasCardPayment]);
  const onClose = () => {
    release.current?.();
    release.current = null;
  };
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${DONATE_OPENER_ATTRIBUTE}]`)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);
  const payByCard = async () => {
    setCard('opening');
    try {
      const button = await within(paymentButton(), CARD_PAYMENT_WAIT_MS);
      // Closed meanwhile: the donor changed their mind; do not open the payment for them.
      if (!dialog.current?.open) return setCard('idle');
      dialog.current.close();
      setCard('idle');
      button.click();
    } catch {
      setCard('failed');
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="donate-title"
      className="m-auto w-[min(92vw,32rem)] rounded-xl bg-white p-0 text-slate-800 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-700">
        <h2 id="donate-title" className="text-xl font-bold">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{text.close}</span>
        </button>
      </div>
      {opened && (
        <div className="space-y-5 px-5 py-4 text-sm">
          <p>
            <MixedText text={giving.note} locale={locale} />
          </p>
          {hasCardPayment && (
            <div>
              <button
                type="button"
                onClick={payByCard}
                aria-describedby="card-payment-status"
                className={buttonClass({ block: true, className: 'w-full' })}
              >
                {text.cardPayment}
              </button>
              <p id="card-payment-status" role="status" className="mt-2 flex items-start gap-2 empty:mt-0" data-testid="card-payment-status" data-state={card}>
                {card === 'opening' && (
                  <>
                    <LoaderCircle aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin" />
                    {text.cardPaymentOpening}
                  </>
                )}
                {card === 'failed' && text.cardPaymentFailed}
              </p>
            </div>
          )}
          <GivingDetails giving={giving} text={text} locale={locale} heading="h3" />
        </div>
      )}
    </dialog>
  );
}
