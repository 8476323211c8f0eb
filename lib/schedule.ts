/** Reads the doctors' schedule (content/schedule.ts) by doctor and by doctor x branch. */
import { branches, hours } from '@/content/site';
import { openDays, schedule } from '@/content/schedule';
import type { BranchId, ScheduleSlot } from '@/content/types';
import { formatClock, timeSlots } from './appointment';

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

/** Clock times of a session, inside the opening hours (content/site.ts) and split at midday like the appointment form. */
export function sessionHours(session: ScheduleSlot['session']): { from: string; to: string } {
  if (session === 'day') return { from: formatClock(hours.opens), to: formatClock(hours.closes) };
  const slot = timeSlots(hours.opens, hours.closes).find((s) => s.id === session)!;
  return { from: formatClock(slot.from), to: formatClock(slot.to) };
}
