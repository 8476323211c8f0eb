'use client';
import { HandHeart } from '@/components/ui/icons/hand-heart';
import { X } from '@/components/ui/icons/x';
import { useCallback, useEffect, useRef } from 'react';
import { lockScroll } from '@/components/ui/scroll-lock';
import { DONATE_OPENER_ATTRIBUTE } from '@/lib/constants';
import type { Dictionary, Locale } from '@/lib/i18n';
import { MixedText } from '@/components/ui/mixed-text';
import { buttonClass } from '@/components/ui/button-styles';

interface Giving {
  bank: { accountName: string; accountNumber: string; ifsc: string; bank: string };
  upi: string;
  note: string;
}

type DonateText = Dictionary['common']['donate'] & Pick<Dictionary['common']['joinMission'], 'contribute'>;

/** Selector of the button that the payment provider's script renders (see PaymentButton). */
export const PAYMENT_BUTTON_SELECTOR = '#payment-button-slot .razorpay-payment-button, #payment-button-slot button';

/**
 * The Contribute dialog: native <dialog> (focus stays inside, Escape closes). Card payment hands
 * over to the provider's floating button when one is configured; bank and UPI details always show.
 */
export function DonateDialog({ hasCardPayment, giving, text, locale }: { hasCardPayment: boolean; giving: Giving; text: DonateText; locale: Locale }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const release = useRef<(() => void) | null>(null);

  const open = useCallback(() => {
    dialog.current?.showModal();
    release.current = lockScroll();
  }, []);
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
  const payByCard = () => {
    dialog.current?.close();
    document.querySelector<HTMLElement>(PAYMENT_BUTTON_SELECTOR)?.click();
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        className={buttonClass({ variant: 'bright' })}
      >
        <HandHeart aria-hidden="true" className="h-5 w-5" />
        {text.contribute}
      </button>
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
        <div className="space-y-5 px-5 py-4 text-sm">
          <p>
            <MixedText text={giving.note} locale={locale} />
          </p>
          {hasCardPayment && (
            <button
              type="button"
              onClick={payByCard}
              className={buttonClass({ block: true, className: 'w-full' })}
            >
              {text.cardPayment}
            </button>
          )}
          <div>
            <h3 className="font-semibold">{text.upi}</h3>
            <p className="mt-1 font-mono text-base" data-testid="donate-upi">
              {giving.upi}
            </p>
          </div>
          <div>
            <h3 className="font-semibold">{text.bankTransfer}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt>{text.accountName}</dt>
              <dd>
                <MixedText text={giving.bank.accountName} locale={locale} />
              </dd>
              <dt>{text.accountNumber}</dt>
              <dd className="font-mono">{giving.bank.accountNumber}</dd>
              <dt>{text.ifsc}</dt>
              <dd className="font-mono">{giving.bank.ifsc}</dd>
              <dt>{text.bank}</dt>
              <dd>
                <MixedText text={giving.bank.bank} locale={locale} />
              </dd>
            </dl>
          </div>
        </div>
      </dialog>
    </>
  );
}
