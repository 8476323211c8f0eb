'use client';
import { useEffect } from 'react';

export const PAYMENT_SCRIPT_SRC = 'https://checkout.razorpay.com/v1/payment-button.js';

/**
 * The card payment provider's floating button. Its script is appended once per visit: the root
 * layout keeps this mounted across navigations and the DOM check survives remounts.
 */
export function PaymentButton({ buttonId }: { buttonId: string }) {
  useEffect(() => {
    const slot = document.getElementById('payment-button-slot');
    if (!slot) {
      console.error('Donation button: the form element is missing.');
      return;
    }
    if (document.querySelector(`script[src="${PAYMENT_SCRIPT_SRC}"]`)) return;
    const form = document.createElement('form');
    const script = document.createElement('script');
    script.src = PAYMENT_SCRIPT_SRC;
    script.async = true;
    script.dataset.payment_button_id = buttonId;
    script.onerror = () => console.error('Donation button: the payment script failed to load.');
    form.appendChild(script);
    slot.appendChild(form);
  }, [buttonId]);

  return <div id="payment-button-slot" className="mt-4 hidden justify-center lg:flex" data-testid="payment-button-slot" />;
}
