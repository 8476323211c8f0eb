import { env } from '@/lib/env';
import { getDictionary, type Locale } from '@/lib/i18n';
import { visitorLanguage } from '@/lib/validation';
import { ContactFormClient } from './contact-form-client';
import { reachUsContact } from './reach-us-contact';

/** The contact form with this build's EmailJS settings (Home and /contact), telling the hospital the page's language. */
export function ContactForm({ locale, idPrefix }: { locale: Locale; idPrefix?: string }) {
  const config = env.emailJs;
  return (
    <ContactFormClient
      idPrefix={idPrefix}
      text={getDictionary(locale).forms}
      language={visitorLanguage(locale)}
      contact={reachUsContact()}
      emailJs={config ? { serviceId: config.serviceId, templateId: config.contactTemplateId, publicKey: config.publicKey } : undefined}
    />
  );
}
