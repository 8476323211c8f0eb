/**
 * Who sees patients where and when: doctor (slug) x branch (id) x weekday. Sample schedule (see
 * content/README.md). It holds no text, so every language reads this one file.
 */
import type { ScheduleSlot, Weekday } from './types';

/** The weekdays a branch is open, in calendar order (Monday first, as lib/calendar.ts). */
export const openDays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function week(doctor: string, branch: ScheduleSlot['branch'], days: Weekday[], session: ScheduleSlot['session'] = 'day'): ScheduleSlot[] {
  return days.map((day) => ({ doctor, branch, day, session }));
}

export const schedule: readonly ScheduleSlot[] = [
  ...week('Dr Anil Kumar Sinha', 'chouparan', ['monday', 'tuesday', 'thursday', 'friday', 'saturday']),
  ...week('Dr Anil Kumar Sinha', 'koderma', ['wednesday'], 'morning'),
  ...week('Dr Priya Verma', 'chouparan', ['monday', 'wednesday', 'friday']),
  ...week('Dr Priya Verma', 'chatra', ['tuesday'], 'morning'),
  ...week('Dr Rakesh Mahto', 'chouparan', ['tuesday', 'thursday', 'saturday']),
  ...week('Dr Rakesh Mahto', 'chatra', ['monday'], 'afternoon'),
  ...week('Dr Sneha Oraon', 'chatra', ['monday', 'tuesday', 'thursday', 'friday']),
  ...week('Dr Sneha Oraon', 'chouparan', ['wednesday']),
  ...week('Dr Mohammad Imran', 'koderma', ['monday', 'tuesday', 'wednesday', 'friday', 'saturday']),
  ...week('Dr Mohammad Imran', 'chouparan', ['thursday'], 'afternoon'),
];
