import { Mail } from '@/components/ui/icons/mail';
import { MessageCircle } from '@/components/ui/icons/message-circle';
import { Phone as PhoneIcon } from '@/components/ui/icons/phone';
import type { Phone } from '@/content/site';
import { format, type Dictionary } from '@/lib/i18n';
import { mailtoHref, whatsappHref } from '@/lib/validation';

/** Where a visitor can reach the hospital without the forms (from the build's configuration). */
export interface ReachUsContact {
  whatsappNumber: string;
  email: string;
  phone: Phone;
}

const linkButton = 'inline-flex items-center gap-2 rounded-md px-4 py-2.5 font-semibold text-white';

/**
 * WhatsApp, e-mail and call links: the ways to send a request when a form cannot. With a
 * `message`, the WhatsApp and e-mail links carry it, so nothing typed has to be typed again.
 */
export function ReachUsLinks({ text, contact, message, testId }: {
  text: Dictionary['forms']['fallbacks'];
  contact: ReachUsContact;
  message?: { subject: string; body: string };
  testId: string;
}) {
  const whatsapp = message ? whatsappHref(contact.whatsappNumber, message.body) : `https://wa.me/${contact.whatsappNumber}`;
  const email = message ? mailtoHref(contact.email, message.subject, message.body) : `mailto:${contact.email}`;
  return (
    <p className="mt-4 flex flex-wrap gap-3">
      <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={`${linkButton} bg-green-700 hover:bg-green-800`} data-testid={`${testId}-whatsapp`}>
        <MessageCircle aria-hidden="true" className="h-5 w-5" />
        {text.whatsapp}
      </a>
      <a href={email} className={`${linkButton} bg-brand-700 hover:bg-brand-600`} data-testid={`${testId}-email`}>
        <Mail aria-hidden="true" className="h-5 w-5" />
        {text.email}
      </a>
      <a href={contact.phone.tel} className={`${linkButton} bg-slate-700 hover:bg-slate-800`} data-testid={`${testId}-call`}>
        <PhoneIcon aria-hidden="true" className="h-5 w-5" />
        {format(text.call, { phone: contact.phone.display })}
      </a>
    </p>
  );
}

const noticeBox = 'rounded-lg border border-amber-600 bg-amber-50 p-5 text-slate-900 sm:col-span-2 dark:border-amber-400 dark:bg-slate-900 dark:text-white';

/** A send that failed: what happened, the reference if there is one, and the other ways to send the same request. */
export function SendFailure({ title, text, reference, fallbacks, contact, message, testId }: {
  title: string;
  text: string;
  reference?: { label: string; value: string };
  fallbacks: Dictionary['forms']['fallbacks'];
  contact: ReachUsContact;
  message: { subject: string; body: string };
  testId: string;
}) {
  return (
    <div role="alert" className={noticeBox} data-testid={`${testId}-failure`}>
      <p className="font-semibold">{title}</p>
      {reference && <ReferenceNumber label={reference.label} value={reference.value} />}
      <p className="mt-2">{text}</p>
      <ReachUsLinks text={fallbacks} contact={contact} message={message} testId={testId} />
    </div>
  );
}

/** The request's reference, large enough to read out on the phone. */
export function ReferenceNumber({ label, value }: { label: string; value: string }) {
  return (
    <>
      <p className="mt-3">{label}:</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider" data-testid="appointment-reference">
        {value}
      </p>
    </>
  );
}

const otherWaysBox = 'rounded-lg border border-slate-300 bg-slate-50 p-5 text-slate-900 sm:col-span-2 dark:border-slate-600 dark:bg-slate-900 dark:text-white';

/**
 * Under a form, the hospital's call, WhatsApp and e-mail links, with one of two messages. Until the
 * form's script has run (for good with JavaScript off) it says the form cannot send yet (its
 * button is disabled, so nothing typed can end up in a URL); once it has, it offers the same links
 * as other ways to reach the hospital. Both messages sit in one grid cell, the other one hidden
 * (`invisible`: it keeps its space but is neither seen nor read), so the box is as tall before the
 * script as after it. Removing the notice at hydration moved everything below it by up to 411 px
 * at 375 px (the home page's form is mid-page), under a visitor who had scrolled on before a slow
 * phone's scripts arrived.
 */
export function ReachUsNotice({ ready, text, contact, testId }: {
  ready: boolean;
  text: Pick<Dictionary['forms'], 'notReady' | 'otherWays' | 'fallbacks'>;
  contact: ReachUsContact;
  testId: string;
}) {
  return (
    <div className={ready ? otherWaysBox : noticeBox} data-testid={`${testId}-reach-us`}>
      <div className="grid">
        <div className={`[grid-area:1/1] ${ready ? 'invisible' : ''}`} data-testid={`${testId}-not-ready`}>
          <p className="font-semibold">{text.notReady.title}</p>
          <p className="mt-2">{text.notReady.text}</p>
        </div>
        <div className={`[grid-area:1/1] self-center ${ready ? '' : 'invisible'}`} data-testid={`${testId}-other-ways`}>
          <p className="font-semibold">{text.otherWays.title}</p>
          <p className="mt-2">{text.otherWays.text}</p>
        </div>
      </div>
      <ReachUsLinks text={text.fallbacks} contact={contact} testId={`${testId}-reach-us`} />
    </div>
  );
}
