import type { OutboxDraft } from './store';

/** Where EmailJS's `sendForm` posts; the saved fields already hold service_id, template_id and user_id. */
export const EMAILJS_SEND_FORM_URL = 'https://api.emailjs.com/api/v1.0/email/send-form';

/**
 * Sends a saved request the way `sendForm` would (multipart POST of the named fields), with plain
 * fetch so the page and the service worker share it. Rejects on any answer but 2xx.
 */
export async function sendSavedRequest({ fields }: OutboxDraft): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(EMAILJS_SEND_FORM_URL, { method: 'POST', body });
  if (!response.ok) throw new Error(`EmailJS answered ${response.status}`);
}
