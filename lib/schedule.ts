/** Reads the doctors' schedule (content/schedule.ts) by doctor and by doctor x branch. */
import { branches, hours } from '@/content/site';
import { openDays, schedule } from '@/content/schedule';
import type { BranchId, ScheduleSlot, Weekday } from '@/content/types';
import { formatClock, timeSlots } from './appointment';
import { SITE_TIME_ZONE } from './dates';
import { defaultLocale, localeTag, type Locale } from './i18n';

export interface BranchDays {
  branch: BranchId;
  days: Pick<ScheduleSlot, 'day' | 'session'>[];
}

const dayOrder = (slot: Pick<ScheduleSlot, 'day'>) => openDays.indexOf(slot.day);
const branchOrder = (id: BranchId) => branches.findIndex((b) => b.id === id);

/** Where and when one doctor sees patients: the branch with most days first, days Monday first. */
export function doctorSchedule(doctor: string, slots: readonly ScheduleSlot[] = schedule): BranchDays[] {
  const byBranch = new Map<BranchId, BranchDays>();
  for (const slot of slots) {
    if (slot.doctor !== doctor) continue;
    const entry = byBranch.get(slot.branch) ?? { branch: slot.branch, days: [] };
    entry.days.push({ day: slot.day, session: slot.session });
    byBranch.set(slot.branch, entry);
  }
  const list = [...byBranch.values()];
  for (const entry of list) entry.days.sort((a, b) => dayOrder(a) - dayOrder(b));
  return list.sort((a, b) => b.days.length - a.days.length || branchOrder(a.branch) - branchOrder(b.branch));
}

/** Slots of one doctor that overlap in time (same day, and either is all day or both the same session). */
export function overlappingSlots(slots: readonly ScheduleSlot[]): string[] {
  const problems: string[] = [];
  slots.forEach((a, i) => {
    for (const b of slots.slice(i + 1)) {
      if (a.doctor !== b.doctor || a.day !== b.day) continue;
      if (a.session === 'day' || b.session === 'day' || a.session === b.session) problems.push(`${a.doctor} on ${a.day}: ${a.branch} and ${b.branch}`);
    }
  });
  return problems;
}

const WEEK: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Noon in the hospital's zone on a day of the week of 5 January 2026 (a Monday), or at a clock time that day. */
function momentOn(day: Weekday, hour = 12, minute = 0): Date {
  return new Date(Date.UTC(2026, 0, 5 + WEEK.indexOf(day), hour, minute) - 330 * 60_000);
}

/** The weekday's name in the page's language ('Monday', 'सोमवार'), from Intl so no dictionary repeats it. */
export function weekdayName(day: Weekday, locale: Locale = defaultLocale): string {
  return new Intl.DateTimeFormat(localeTag(locale), { weekday: 'long', timeZone: SITE_TIME_ZONE }).format(momentOn(day));
}

/**
 * A 'HH:MM' clock time as the page's language says it: '9:00 AM' in English (as the appointment
 * form writes it), 'सुबह 9:00' in Hindi (Intl's part of the day; Latin digits).
 */
export function clockTime(time: string, locale: Locale = defaultLocale): string {
  if (locale === defaultLocale) return formatClock(time);
  const [hour, minute] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeTag(locale), { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', numberingSystem: 'latn', timeZone: SITE_TIME_ZONE }).format(momentOn('monday', hour, minute));
}

/** Clock times of a session, inside the opening hours (content/site.ts) and split at midday like the appointment form. */
export function sessionHours(session: ScheduleSlot['session'], locale: Locale = defaultLocale): { from: string; to: string } {
  if (session === 'day') return { from: clockTime(hours.opens, locale), to: clockTime(hours.closes, locale) };
  const slot = timeSlots(hours.opens, hours.closes).find((s) => s.id === session)!;
  return { from: clockTime(slot.from, locale), to: clockTime(slot.to, locale) };
}
