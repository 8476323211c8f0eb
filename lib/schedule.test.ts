import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '@/content/types';
import { clockTime, doctorSchedule, sessionHours, weekdayName } from './schedule';

describe('doctorSchedule', () => {
  const slots: ScheduleSlot[] = [
    { doctor: 'Dr A', branch: 'chatra', day: 'friday', session: 'day' },
    { doctor: 'Dr A', branch: 'chouparan', day: 'wednesday', session: 'morning' },
    { doctor: 'Dr B', branch: 'koderma', day: 'monday', session: 'day' },
    { doctor: 'Dr A', branch: 'chatra', day: 'monday', session: 'afternoon' },
  ];

  it('groups one doctor’s days by branch, the busiest branch first and days Monday first', () => {
    expect(doctorSchedule('Dr A', slots)).toEqual([
      { branch: 'chatra', days: [{ day: 'monday', session: 'afternoon' }, { day: 'friday', session: 'day' }] },
      { branch: 'chouparan', days: [{ day: 'wednesday', session: 'morning' }] },
    ]);
  });

  it('is empty for a doctor with no slots', () => {
    expect(doctorSchedule('Dr C', slots)).toEqual([]);
  });
});

describe('sessionHours', () => {
  it('splits the opening hours at 1 PM', () => {
    expect(sessionHours('day')).toEqual({ from: '9:00 AM', to: '5:00 PM' });
    expect(sessionHours('morning')).toEqual({ from: '9:00 AM', to: '1:00 PM' });
    expect(sessionHours('afternoon')).toEqual({ from: '1:00 PM', to: '5:00 PM' });
  });
});

describe('in Hindi', () => {
  it('names the weekdays through Intl, Monday to Sunday', () => {
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
    expect(days.map((day) => weekdayName(day, 'hi'))).toEqual(['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार']);
    expect(days.map((day) => weekdayName(day))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('says the time with its part of the day, in Latin digits, whatever the machine’s zone', () => {
    expect(clockTime('09:00', 'hi')).toBe('सुबह 9:00');
    expect(clockTime('13:00', 'hi')).toBe('दोपहर 1:00');
    expect(clockTime('17:00', 'hi')).toBe('शाम 5:00');
    expect(sessionHours('morning', 'hi')).toEqual({ from: 'सुबह 9:00', to: 'दोपहर 1:00' });
  });
});
