'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterLoad } from '@/components/ui/deferred';
import type { OutboxKind } from '@/lib/outbox';
import { loadOutbox } from '@/lib/outbox/load';
import { forgetIfWaiting, isRetryableFailure, saveFormToOutbox } from './outbox-save';

export interface EmailJsPublicConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/**
 * How long a send may take before it counts as failed (README, Decisions: "Sending gives up after
 * 20 s"): EmailJS answers in well under a second, a slow-but-working 2G send takes a few seconds.
 */
export const SEND_TIMEOUT_MS = 20_000;

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'SendTimeoutError';
  }
}

/**
 * Settles as `work` does, or rejects with SendTimeoutError after `ms`. Once settled, a late
 * answer of `work` changes nothing.
 */
export function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends a form with EmailJS `sendForm` (multipart POST to /api/v1.0/email/send-form). The
 * library loads only when a visitor sends. Resolves on status 200 or body 'OK'; rejects otherwise,
 * when EmailJS is not configured for this build, and after `timeoutMs` without an answer (the
 * library cannot abort its request, so a late answer is ignored instead).
 */
export async function sendWithEmailJs(config: EmailJsPublicConfig | undefined, form: HTMLFormElement, timeoutMs = SEND_TIMEOUT_MS): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured for this site build.');
  const send = async () => {
    const { sendForm } = await import('@emailjs/browser');
    return sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
  };
  const result = await withinTimeout(send(), timeoutMs);
  if (result.status !== 200 && result.text !== 'OK') {
    throw new Error(`EmailJS answered ${result.status}: ${result.text}`);
  }
}

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The one send path of both forms: one request at a time, a bounded wait, and the outcome as
 * status. A failed send (error, no connection, no answer in time) ends here, so anything that
 * should happen to a request that could not be sent belongs in `send`'s failure branch.
 */
export function useFormSend(config: EmailJsPublicConfig | undefined, label: string, outbox?: OutboxKind) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const busy = useRef(false);
  const saved = useRef<string | undefined>(undefined);

  // The outbox's code, loaded while the page still has its connection: a save comes after a failed
  // send, often offline, when a first visit's page (no service worker yet) could not load it.
  useEffect(() => {
    if (!outbox) return;
    const controller = new AbortController();
    void afterLoad(controller.signal)
      .then(() => (controller.signal.aborted ? undefined : loadOutbox()))
      .catch(() => {});
    return () => controller.abort();
  }, [outbox]);

  /** Resolves to the outcome, or to 'busy' when a send is already under way (nothing is sent). */
  const send = useCallback(
    async (form: HTMLFormElement): Promise<'sent' | 'failed' | 'busy'> => {
      if (busy.current) return 'busy';
      busy.current = true;
      setStatus('sending');
      try {
        await sendWithEmailJs(config, form);
        if (saved.current) await forgetIfWaiting(saved.current).catch(() => {});
        saved.current = undefined;
        setStatus('sent');
        return 'sent';
      } catch (error) {
        console.error(`${label}: sending failed`, error);
        // Kept on the device and sent later (components/forms/outbox-status.tsx shows it).
        if (outbox && config && isRetryableFailure(error)) {
          saved.current = await saveFormToOutbox(form, config, outbox, saved.current).catch((saveError) => {
            console.error(`${label}: saving to the outbox failed`, saveError);
            return saved.current;
          });
        }
        setStatus('failed');
        return 'failed';
      } finally {
        busy.current = false;
      }
    },
    [config, label, outbox],
  );

  const reset = useCallback(() => setStatus('idle'), []);
  return { status, send, reset };
}
