'use client';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toast';
import { isValidMobile, mailtoHref } from '@/lib/validation';
import { sendWithEmailJs, type EmailJsPublicConfig } from './email-send';

export interface ContactFormText {
  name: string;
  email: string;
  mob: string;
  subject: string;
  message: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  invalidMobile: string;
  honeypot: string;
  fallback: string;
  fallbackLink: string;
}

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-800 dark:text-white';

/**
 * Contact form (SPEC section 5): five required fields with the browser's own validation plus a
 * clear message for a malformed mobile number. Success clears the form; failure keeps every
 * value and offers the same message by e-mail.
 */
export function ContactFormClient({ emailJs, text, fallbackEmail, idPrefix = 'contact' }: {
  emailJs?: EmailJsPublicConfig;
  text: ContactFormText;
  fallbackEmail: string;
  idPrefix?: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);

  const id = (name: string) => `${idPrefix}-${name}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    const mob = form.elements.namedItem('mob') as HTMLInputElement;
    mob.setCustomValidity(isValidMobile(mob.value) ? '' : text.invalidMobile);
    if (!form.reportValidity()) return;
    // Bots fill the hidden field; people never see it. Pretend success and send nothing.
    if (honeypot.current?.value) {
      form.reset();
      notify.success(text.success);
      return;
    }
    setSending(true);
    setFallback(null);
    try {
      await sendWithEmailJs(emailJs, form);
      notify.success(text.success);
      form.reset();
    } catch (error) {
      console.error('Contact form: sending failed', error);
      notify.error(text.failure);
      const data = new FormData(form);
      const body = ['name', 'email', 'mob', 'message'].map((k) => `${k}: ${data.get(k) ?? ''}`).join('\n');
      setFallback(mailtoHref(fallbackEmail, String(data.get('subject') ?? ''), body));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" data-testid="contact-form" aria-busy={sending}>
      <label htmlFor={id('name')} className="block font-medium">
        {text.name}
        <input id={id('name')} name="name" type="text" required autoComplete="name" className={fieldClass} />
      </label>
      <label htmlFor={id('email')} className="block font-medium">
        {text.email}
        <input id={id('email')} name="email" type="email" required autoComplete="email" className={fieldClass} />
      </label>
      <label htmlFor={id('mob')} className="block font-medium">
        {text.mob}
        <input
          id={id('mob')}
          name="mob"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          className={fieldClass}
          onInput={(e) => e.currentTarget.setCustomValidity('')}
        />
      </label>
      <label htmlFor={id('subject')} className="block font-medium">
        {text.subject}
        <input id={id('subject')} name="subject" type="text" required className={fieldClass} />
      </label>
      <label htmlFor={id('message')} className="block font-medium sm:col-span-2">
        {text.message}
        <textarea id={id('message')} name="message" rows={6} required className={fieldClass} />
      </label>
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={id('website')}>{text.honeypot}</label>
        <input ref={honeypot} id={id('website')} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600 disabled:cursor-wait disabled:opacity-70"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? text.sending : text.submit}
        </button>
      </div>
      {fallback && (
        <p role="status" className="sm:col-span-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900 dark:border-amber-500 dark:bg-slate-800 dark:text-white">
          {text.fallback}{' '}
          <a href={fallback} className="font-semibold text-brand-700 underline dark:text-brand-200" data-testid="contact-fallback">
            {text.fallbackLink}
          </a>
        </p>
      )}
    </form>
  );
}
