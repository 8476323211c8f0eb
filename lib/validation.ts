/** Form rules shared by the contact and appointment forms. */

/** Indian mobile number: 10 digits starting 6-9, optionally written with +91 / 91 / 0 and spaces or dashes. */
export function normalizeMobile(value: string): string | undefined {
  const digits = value.replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? match[1] : undefined;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== undefined;
}

/** A mailto: link carrying a prefilled subject and body (the fallback when sending fails). */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A WhatsApp chat link carrying a prefilled message. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
