'use client';
import { Send } from '@/components/ui/icons/send';
import { useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { loadToaster, notify } from '@/components/ui/toast';
import { nearAfterLoad } from '@/components/ui/deferred';
import { buttonClass } from '@/components/ui/button-styles';
import { format, type Dictionary } from '@/lib/i18n';
import { LANGUAGE_FIELD, MESSAGE_MAX_LENGTH, isMessageTooLong, isValidMobile, requestSummary } from '@/lib/validation';
import { CharacterCount } from './character-count';
import { useFormSend, type EmailJsPublicConfig } from './email-send';
import { ReachUsNotice, SendFailure, type ReachUsContact } from './reach-us';
import { OutboxStatus } from './outbox-status';
import { useHydrated } from '@/components/ui/use-hydrated';

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-800 dark:text-white';

/**
 * Contact form: five required fields with the browser's own validation plus clear
 * messages for a malformed mobile number and a message over the limit. Success clears the form;
 * failure keeps every value and offers the same message by WhatsApp or e-mail, or a call. Until
 * its script runs it cannot send (no field may ever travel in a URL) and says how else to reach us.
 */
export function ContactFormClient({ emailJs, text, contact, language, idPrefix = 'contact' }: {
  emailJs?: EmailJsPublicConfig;
  text: Dictionary['forms'];
  contact: ReachUsContact;
  /** The visitor's language as staff read it ('Hindi (हिन्दी)'): sent with the message and in the fallbacks. */
  language: string;
  idPrefix?: string;
}) {
  const t = text.contact;
  const honeypot = useRef<HTMLInputElement>(null);
  const ready = useHydrated();
  const { status, send } = useFormSend(emailJs, 'Contact form', 'contact');
  const sending = status === 'sending';
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [messageLength, setMessageLength] = useState(0);
  // A message typed before the script ran is already in the field.
  useEffect(() => setMessageLength(messageRef.current?.value.length ?? 0), []);
  const [fallback, setFallback] = useState<{ subject: string; body: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The toasts' code loads when the form comes near the screen after the page has loaded, while
  // the connection is there: a send that fails because it has gone still shows its toast.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void nearAfterLoad(() => formRef.current, signal)
      .then(() => (signal.aborted ? undefined : loadToaster()))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const id = (name: string) => `${idPrefix}-${name}`;

  /** Everything typed, for the fallback links. */
  const typed = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const lines = (['name', 'email', 'mob', 'subject', 'message'] as const).map((name) => [t[name], value(name)] as const);
    return { subject: value('subject'), body: requestSummary(t.summaryHeading, [[text.language, language], ...lines]) };
  };

  /** The browser's own messages come in the browser's language: the page's language says what is missing instead. */
  const explainInvalid = (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    if (field.validity.valueMissing) field.setCustomValidity(t.fieldRequired);
    else if (field.validity.typeMismatch) field.setCustomValidity(t.invalidEmail);
  };
  /** Shared by every field: its own message while invalid, cleared as soon as it is edited. */
  const validated = { onInvalid: explainInvalid, onInput: (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => e.currentTarget.setCustomValidity('') };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    const mob = form.elements.namedItem('mob') as HTMLInputElement;
    mob.setCustomValidity(isValidMobile(mob.value) ? '' : t.invalidMobile);
    const message = form.elements.namedItem('message') as HTMLTextAreaElement;
    message.setCustomValidity(isMessageTooLong(message.value) ? format(text.message.tooLong, { max: MESSAGE_MAX_LENGTH }) : '');
    if (!form.reportValidity()) return;
    // Bots fill the hidden field; people never see it. Pretend success and send nothing.
    if (honeypot.current?.value) {
      form.reset();
      setMessageLength(0);
      notify.success(t.success);
      return;
    }
    setFallback(null);
    const outcome = await send(form);
    if (outcome === 'sent') {
      notify.success(t.success);
      form.reset();
      setMessageLength(0);
    } else if (outcome === 'failed') {
      notify.error(t.failure);
      setFallback(typed(form));
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      // After a failure, the fallback links follow what is corrected in the form.
      onInput={(e) => fallback && setFallback(typed(e.currentTarget))}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="contact-form"
      aria-busy={sending}
    >
      <label htmlFor={id('name')} className="block font-medium">
        {t.name}
        <input id={id('name')} name="name" type="text" required autoComplete="name" className={fieldClass} {...validated} />
      </label>
      <label htmlFor={id('email')} className="block font-medium">
        {t.email}
        <input id={id('email')} name="email" type="email" required autoComplete="email" className={fieldClass} {...validated} />
      </label>
      <label htmlFor={id('mob')} className="block font-medium">
        {t.mob}
        <input
          id={id('mob')}
          name="mob"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          className={fieldClass}
          {...validated}
        />
      </label>
      <label htmlFor={id('subject')} className="block font-medium">
        {t.subject}
        <input id={id('subject')} name="subject" type="text" required className={fieldClass} {...validated} />
      </label>
      <div className="sm:col-span-2">
        <label htmlFor={id('message')} className="block font-medium">
          {t.message}
          <textarea
            ref={messageRef}
            id={id('message')}
            name="message"
            rows={6}
            required
            aria-describedby={id('message-count')}
            className={fieldClass}
            onInvalid={explainInvalid}
            onInput={(e) => {
              e.currentTarget.setCustomValidity('');
              setMessageLength(e.currentTarget.value.length);
            }}
          />
        </label>
        <CharacterCount id={id('message-count')} length={messageLength} text={text.message} />
      </div>
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>{t.honeypot}</label>
        <input ref={honeypot} id={id('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={!ready || sending}
          className={buttonClass({ size: 'lg', className: 'disabled:cursor-wait disabled:opacity-70' })}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? t.sending : t.submit}
        </button>
      </div>
      {fallback && (
        <SendFailure title={t.failureTitle} text={t.failureText} fallbacks={text.fallbacks} contact={contact} message={fallback} testId={idPrefix} />
      )}
      <OutboxStatus kind="contact" />
      <ReachUsNotice ready={ready} text={text} contact={contact} testId={idPrefix} />
    </form>
  );
}
