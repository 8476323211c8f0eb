import { PlausibleScript } from './plausible-script';

/**
 * Visitor counts with Plausible, only when PLAUSIBLE_DOMAIN is set: cookie-free (no consent
 * banner, no personal data), about 1 KB, and added after the page has loaded (README, Decisions).
 */
export function Analytics({ plausibleDomain }: { plausibleDomain?: string }) {
  return plausibleDomain ? <PlausibleScript domain={plausibleDomain} /> : null;
}
