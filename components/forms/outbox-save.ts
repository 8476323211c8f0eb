import { deleteFromOutbox, listOutbox, newReference, requestOutboxSync, saveToOutbox, type OutboxFields, type OutboxKind } from '@/lib/outbox';
import type { EmailJsPublicConfig } from './email-send';

/**
 * Whether a failed send is worth keeping for later: no connection, a network error, no answer in
 * time, the e-mail service down (5xx) or over its quota (429). A 4xx other than 429 or a build
 * without EmailJS would fail again, so those are not saved.
 */
export function isRetryableFailure(error: unknown, online = globalThis.navigator?.onLine ?? true): boolean {
  if (!online) return true;
  if (error instanceof TypeError) return true;
  if (error instanceof Error && error.name === 'SendTimeoutError') return true;
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : NaN;
  return status === 0 || status === 429 || status >= 500;
}

/** Everything EmailJS's sendForm would post for `form`, with the reference the visitor is shown. */
export function outboxFields(form: HTMLFormElement, config: EmailJsPublicConfig, reference: string): OutboxFields {
  const fields: OutboxFields = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return { ...fields, reference, service_id: config.serviceId, template_id: config.templateId, user_id: config.publicKey };
}

/**
 * Saves a form that could not be sent; resolves to its reference: the form's own, else the one
 * saved before from this form (a second failure updates it, never adds a copy), else a new one.
 */
export async function saveFormToOutbox(form: HTMLFormElement, config: EmailJsPublicConfig, kind: OutboxKind, saved?: string): Promise<string> {
  const own = (form.elements.namedItem('reference') as HTMLInputElement | null)?.value;
  const reference = own || saved || newReference();
  await saveToOutbox({ reference, kind, fields: outboxFields(form, config, reference) });
  void requestOutboxSync();
  return reference;
}

/** After the visitor's own retry got through: the saved copy must not be sent a second time. */
export async function forgetIfWaiting(reference: string): Promise<void> {
  const entry = (await listOutbox()).find((e) => e.reference === reference);
  if (entry?.state === 'waiting') await deleteFromOutbox(reference);
}
