'use client';
import { useEffect, useRef } from 'react';
import { nearAfterLoad } from '@/components/ui/deferred';
import { PAYMENT_SLOT_ID, paymentButton } from './payment-loader';

/**
 * The slot of the card payment provider's button in the footer, shown on large screens. The
 * provider's script is appended once the page has loaded and the slot comes near the screen
 * (never on a phone, where the slot is hidden, unless the Contribute dialog asks for it:
 * `paymentButton`), and once per visit: the root layout keeps this mounted across navigations.
 */
export function PaymentButton({ buttonId }: { buttonId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    // A failure is logged by the loader; the footer just stays without the button.
    nearAfterLoad(() => slot.current, controller.signal).then(() => {
      if (!controller.signal.aborted) paymentButton().catch(() => {});
    });
    return () => controller.abort();
  }, []);

  return <div ref={slot} id={PAYMENT_SLOT_ID} data-button-id={buttonId} className="mt-4 hidden justify-center lg:flex" data-testid="payment-button-slot" />;
}
