/**
 * Calendar arithmetic on plain ISO dates ('YYYY-MM-DD'). Everything runs in UTC internally so the
 * result never depends on the visitor's time zone or daylight-saving changes; "today" is turned
 * into an ISO date once, from local time, by `toIsoDate`.
 */

import { SITE_TIME_ZONE } from './dates';

/** 0 = weeks start on Sunday, 1 = weeks start on Monday. */
export type WeekStart = 0 | 1;

/** The site's calendars start weeks on Monday (as Indian office calendars do), so the closed Sunday ends each row. */
export const CALENDAR_WEEK_STARTS_ON: WeekStart = 1;

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  iso: string;
  /** Day of the month, 1-31. */
  day: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** False for the leading days of the previous month and trailing days of the next. */
  inMonth: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utc(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

function isoFromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; monthIndex is 0-based like Date's. */
export function daysInMonth(year: number, monthIndex: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][monthIndex];
}

/** The visitor's local calendar date of a moment, as 'YYYY-MM-DD'. */
export function toIsoDate(moment: Date): string {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Parses a real calendar date 'YYYY-MM-DD' (rejects 2025-02-29, 2025-13-01, other formats). */
export function parseIsoDate(iso: string): { year: number; monthIndex: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return undefined;
  return { year, monthIndex: month - 1, day };
}

function utcFromIso(iso: string): Date {
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a calendar date: ${iso}`);
  return utc(parts.year, parts.monthIndex, parts.day);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return utcFromIso(iso).getUTCDay();
}

export function addDays(iso: string, days: number): string {
  const date = utcFromIso(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoFromUtc(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcFromIso(to).getTime() - utcFromIso(from).getTime()) / 86_400_000);
}

/**
 * The month as whole weeks: leading days from the previous month and trailing days from the next
 * fill the first and last rows, so every row has 7 days (4 to 6 rows).
 */
export function monthGrid(year: number, monthIndex: number, weekStartsOn: WeekStart = CALENDAR_WEEK_STARTS_ON): CalendarDay[][] {
  const first = utc(year, monthIndex, 1);
  const leading = (first.getUTCDay() - weekStartsOn + 7) % 7;
  const total = leading + daysInMonth(year, monthIndex);
  const cells = Math.ceil(total / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const date = utc(year, monthIndex, 1 - leading + i);
    const day: CalendarDay = {
      iso: isoFromUtc(date),
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      inMonth: date.getUTCMonth() === monthIndex,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1].push(day);
  }
  return weeks;
}

/** Weekday numbers in display order: [1..6, 0] for Monday starts, [0..6] for Sunday starts. */
export function weekdayOrder(weekStartsOn: WeekStart = CALENDAR_WEEK_STARTS_ON): number[] {
  return Array.from({ length: 7 }, (_, i) => (i + weekStartsOn) % 7);
}

/**
 * Names on the calendar and in the confirmation come from Intl in the page's language and the
 * hospital's time zone, so a build or a phone in another zone names the same day.
 */
const siteFormats = new Map<string, Intl.DateTimeFormat>();

/** An Intl formatter for `localeTag` ('hi-IN', 'en-IN') in the hospital's time zone (cached). */
export function siteDateFormat(localeTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let format = siteFormats.get(key);
  if (!format) siteFormats.set(key, (format = new Intl.DateTimeFormat(localeTag, { ...options, timeZone: SITE_TIME_ZONE })));
  return format;
}

/** Noon UTC of a calendar day is that same day in Kolkata (17:30) and in every zone within 11 hours of UTC. */
function noonUtc(iso: string): Date {
  const date = utcFromIso(iso);
  date.setUTCHours(12);
  return date;
}

export const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar day 'YYYY-MM-DD' in words: '26 जनवरी 2026' (hi-IN), '26 January 2026' (en-IN). */
export function formatIsoDay(iso: string, localeTag: string, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  return siteDateFormat(localeTag, options).format(noonUtc(iso));
}

/** The calendar's caption: 'जनवरी 2026', 'January 2026'. */
export function formatMonth(year: number, monthIndex: number, localeTag: string): string {
  return formatIsoDay(isoFromUtc(utc(year, monthIndex, 1)), localeTag, { month: 'long', year: 'numeric' });
}

/** A weekday's name (0 = Sunday): 'सोम' / 'सोमवार', 'Mon' / 'Monday'. */
export function formatWeekday(weekday: number, localeTag: string, style: 'short' | 'long'): string {
  // 1 March 2026 was a Sunday: weekday w falls on 1 + w March 2026.
  return formatIsoDay(isoFromUtc(utc(2026, 2, 1 + weekday)), localeTag, { weekday: style });
}
