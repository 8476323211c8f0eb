import { site } from '@/content/site';
import { env } from '@/lib/env';
import type { ReachUsContact } from './reach-us';

/** The build's WhatsApp number with the hospital's e-mail and main phone, for the forms' fallbacks. */
export function reachUsContact(): ReachUsContact {
  return { whatsappNumber: env.whatsappNumber, email: site.contact.email, phone: site.contact.phone };
}
