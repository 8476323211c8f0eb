/**
 * The card payment provider's button, loaded on first need rather than on every page: its script
 * (a third-party host, so on a 2G phone a DNS lookup, a TLS handshake and the script itself) is
 * appended once per visit, when the footer's slot comes near the screen on a large screen (the
 * only place the button shows) or when the Contribute dialog opens (whose "pay by card" hands over
 * to it). Until 28 Nov it was appended on every page view at hydration, on phones too, where the
 * slot is hidden.
 */

export const PAYMENT_SCRIPT_SRC = 'https://checkout.razorpay.com/v1/payment-button.js';
export const PAYMENT_SLOT_ID = 'payment-button-slot';
/** How long "pay by card" waits for the provider's button before saying it could not open (a slow 2G link included). */
export const CARD_PAYMENT_WAIT_MS = 20_000;
/** The button the provider's script renders in the slot. */
const BUTTON_IN_SLOT = '.razorpay-payment-button, button';

let pending: Promise<HTMLElement> | null = null;

/**
 * Resolves with the provider's button once its script has drawn it in the slot, appending the
 * script if this visit has not yet. Rejects when the slot is missing or the script fails to load
 * (blocked, offline); the next call then tries again, the failed script replaced by a fresh one.
 */
export function paymentButton(): Promise<HTMLElement> {
  if (pending) return pending;
  const slot = document.getElementById(PAYMENT_SLOT_ID);
  const buttonId = slot?.dataset.buttonId;
  if (!slot || !buttonId) {
    console.error('Donation button: the form element is missing.');
    return Promise.reject(new Error('The payment button slot is missing.'));
  }
  const drawn = () => slot.querySelector<HTMLElement>(BUTTON_IN_SLOT);
  const attempt = new Promise<HTMLElement>((resolve, reject) => {
    // A script that failed before stays until it is tried again: replaced, not added to.
    slot.querySelectorAll('form').forEach((stale) => stale.remove());
    const observer = new MutationObserver(() => {
      const button = drawn();
      if (!button) return;
      observer.disconnect();
      resolve(button);
    });
    observer.observe(slot, { childList: true, subtree: true });
    const form = document.createElement('form');
    const script = document.createElement('script');
    script.src = PAYMENT_SCRIPT_SRC;
    script.async = true;
    script.dataset.payment_button_id = buttonId;
    script.onerror = () => {
      observer.disconnect();
      script.dataset.state = 'failed';
      console.error('Donation button: the payment script failed to load.');
      reject(new Error('The payment script failed to load.'));
    };
    form.appendChild(script);
    slot.appendChild(form);
  });
  pending = attempt;
  attempt.catch(() => {
    if (pending === attempt) pending = null;
  });
  return attempt;
}

/** `promise`, or a rejection after `ms` if it has not settled by then (it goes on in the background). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Not settled within ${ms} ms.`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
