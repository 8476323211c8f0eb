import { describe, expect, it } from 'vitest';
import type { ScheduleSlot } from '@/content/types';
import { doctorSchedule, sessionHours } from './schedule';

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
