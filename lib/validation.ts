/** Form rules shared by the contact and appointment forms. */
import type { Locale } from './i18n/locales';

/** Indian mobile number: 10 digits starting 6-9, optionally written with +91 / 91 / 0 and spaces or dashes. */
export function normalizeMobile(value: string): string | undefined {
  const digits = value.replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? match[1] : undefined;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== undefined;
}

/** A mailto: link carrying a prefilled subject and, if given, a body (the fallback when sending fails; the giving details' receipt line). */
export function mailtoHref(to: string, subject: string, body?: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}${body === undefined ? '' : `&body=${encodeURIComponent(body)}`}`;
}

/** A WhatsApp chat link carrying a prefilled message. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Longest free-text message either form accepts. A fallback link carries the whole message, and a
 * Hindi character takes 9 characters in a link, so 1000 keeps a mailto link near 10,000 characters.
 */
export const MESSAGE_MAX_LENGTH = 1000;

export function isMessageTooLong(value: string): boolean {
  return value.length > MESSAGE_MAX_LENGTH;
}

/** A request as plain text for the WhatsApp and e-mail fallbacks: a heading, then 'Label: value' for each filled line. */
export function requestSummary(heading: string, lines: readonly (readonly [label: string, value: string])[]): string {
  return [heading, ...lines.filter(([, value]) => value.trim()).map(([label, value]) => `${label}: ${value.trim()}`)].join('\n');
}

/** The field both forms send with the visitor's language, so staff call back in that language. */
export const LANGUAGE_FIELD = 'language';

/**
 * The visitor's language as hospital staff read it in an e-mail: English first (every member of
 * staff reads it), then the language's own name.
 */
const languageNames: Record<Locale, string> = { en: 'English', hi: 'Hindi (हिन्दी)' };

export function visitorLanguage(locale: Locale): string {
  return languageNames[locale];
}
