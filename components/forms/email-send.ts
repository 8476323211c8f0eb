'use client';

export interface EmailJsPublicConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/**
 * Sends a form with EmailJS `sendForm` (multipart POST to /api/v1.0/email/send-form). The
 * library loads only when a visitor sends. Resolves on status 200 or body 'OK'; rejects otherwise,
 * and when EmailJS is not configured for this build.
 */
export async function sendWithEmailJs(config: EmailJsPublicConfig | undefined, form: HTMLFormElement): Promise<void> {
  if (!config) throw new Error('EmailJS is not configured for this site build.');
  const { sendForm } = await import('@emailjs/browser');
  const result = await sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
  if (result.status !== 200 && result.text !== 'OK') {
    throw new Error(`EmailJS answered ${result.status}: ${result.text}`);
  }
}
