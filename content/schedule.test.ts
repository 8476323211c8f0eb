import { describe, expect, it } from 'vitest';
import { overlappingSlots } from '@/lib/schedule';
import { doctors } from './doctors';
import { schedule } from './schedule';
import { branches } from './site';
import type { ScheduleSlot } from './types';

describe('doctors’ schedule (sample)', () => {
  it('gives every doctor at least one slot', () => {
    const without = doctors.filter((d) => !schedule.some((slot) => slot.doctor === d.slug)).map((d) => d.slug);
    expect(without).toEqual([]);
  });

  it('has no slot on a Sunday (the hospital is closed)', () => {
    expect(schedule.filter((slot) => slot.day === 'sunday')).toEqual([]);
  });

  it('names only branches and doctors that exist', () => {
    const branchIds = new Set<string>(branches.map((b) => b.id));
    const slugs = new Set(doctors.map((d) => d.slug));
    expect(schedule.filter((slot) => !branchIds.has(slot.branch))).toEqual([]);
    expect(schedule.filter((slot) => !slugs.has(slot.doctor))).toEqual([]);
  });

  it('never puts a doctor in two places at once', () => {
    expect(overlappingSlots(schedule)).toEqual([]);
  });

  it('finds overlaps: all day against a morning, and two mornings', () => {
    const slot = (branch: ScheduleSlot['branch'], session: ScheduleSlot['session']): ScheduleSlot => ({ doctor: 'Dr A', branch, day: 'monday', session });
    expect(overlappingSlots([slot('chatra', 'day'), slot('koderma', 'morning')])).toHaveLength(1);
    expect(overlappingSlots([slot('chatra', 'morning'), slot('koderma', 'morning')])).toHaveLength(1);
    expect(overlappingSlots([slot('chatra', 'morning'), slot('koderma', 'afternoon')])).toEqual([]);
  });
});
