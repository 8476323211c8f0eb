/**
 * Dates and times of blog posts (the visitor's locale, year, long month, day;
 * hour and minute). The build renders them in the site's locale and the hospital's time zone;
 * a small client leaf re-formats them in the visitor's locale after hydration.
 */

/** The hospital's time zone: what server-rendered times mean. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

export interface DateFormatOptions {
  /** BCP 47 tag, e.g. 'en-IN'; undefined means the runtime's (the visitor's) locale. */
  locale?: string;
  /** IANA zone; undefined means the runtime's (the visitor's) zone. */
  timeZone?: string;
}

function parse(value: string | undefined | null): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '2 November 2026' (en-IN) or 'November 2, 2026' (en-US); `fallback` when missing or invalid. */
export function formatDate(value: string | undefined | null, fallback: string, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = parse(value);
  return date ? date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }) : fallback;
}

/** '10:30 am' (en-IN) or '10:30 AM' (en-US); `fallback` when missing or invalid. */
export function formatTime(value: string | undefined | null, fallback: string, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = parse(value);
  return date ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone }) : fallback;
}

/** A post's date (formatDate) or time (formatTime), as the visitor's-locale dates ask for them. */
export function formatDateOrTime(kind: 'date' | 'time', value: string | undefined | null, fallback: string, options: DateFormatOptions = {}): string {
  return (kind === 'date' ? formatDate : formatTime)(value, fallback, options);
}

/**
 * 'सुबह 10:30', 'शाम 4:05' (hi-IN): the part of the day in words, as Hindi readers say a time,
 * where formatTime would write 'am'/'pm' in Latin letters; `fallback` when missing or invalid.
 */
export function formatSpokenTime(value: string | undefined | null, fallback: string, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = parse(value);
  return date ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'long', timeZone }) : fallback;
}

/** Machine-readable form for `<time dateTime>`, or undefined. */
export function isoDateTime(value: string | undefined | null): string | undefined {
  return parse(value)?.toISOString();
}
