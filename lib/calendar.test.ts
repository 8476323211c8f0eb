import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysInMonth, formatIsoDay, formatMonth, formatWeekday, isLeapYear, monthGrid, parseIsoDate, siteDateFormat, toIsoDate, weekdayOf, weekdayOrder } from './calendar';

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });
  it('gives February 29 days only in leap years', () => {
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2026, 1)).toBe(28);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2026, 3)).toBe(30);
    expect(daysInMonth(2026, 11)).toBe(31);
  });
});

describe('monthGrid, weeks starting Monday (the site default)', () => {
  it('fills March 2026 (starts on a Sunday) with 6 leading February days', () => {
    const weeks = monthGrid(2026, 2);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0].map((d) => d.day)).toEqual([23, 24, 25, 26, 27, 28, 1]);
    expect(weeks[0].slice(0, 6).every((d) => !d.inMonth)).toBe(true);
    expect(weeks[0][6]).toEqual({ iso: '2026-03-01', day: 1, weekday: 0, inMonth: true });
    // Last row: 30, 31 then trailing April days.
    expect(weeks[5].map((d) => d.iso)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(weeks[5].map((d) => d.inMonth)).toEqual([true, true, false, false, false, false, false]);
    // Every row begins on a Monday and ends on a Sunday.
    expect(weeks.every((w) => w[0].weekday === 1 && w[6].weekday === 0)).toBe(true);
  });

  it('needs no leading or trailing days when the month fits exactly (February 2021)', () => {
    const weeks = monthGrid(2021, 1);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
    expect(weeks[0][0].iso).toBe('2021-02-01');
    expect(weeks[3][6].iso).toBe('2021-02-28');
  });

  it('includes 29 February in a leap year and crosses the year boundary', () => {
    const feb = monthGrid(2024, 1).flat().filter((d) => d.inMonth);
    expect(feb).toHaveLength(29);
    expect(feb.at(-1)!.iso).toBe('2024-02-29');
    const january = monthGrid(2027, 0);
    // 1 January 2027 is a Friday: Monday to Thursday come from December 2026.
    expect(january[0].slice(0, 4).map((d) => d.iso)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    const december = monthGrid(2026, 11);
    expect(december.at(-1)!.at(-1)!.iso).toBe('2027-01-03');
  });
});

describe('monthGrid, weeks starting Sunday', () => {
  it('puts 1 March 2026 (a Sunday) first with no leading days', () => {
    const weeks = monthGrid(2026, 2, 0);
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0].iso).toBe('2026-03-01');
    expect(weeks.every((w) => w[0].weekday === 0)).toBe(true);
    expect(weeks[4].map((d) => d.day)).toEqual([29, 30, 31, 1, 2, 3, 4]);
  });
});

describe('date helpers', () => {
  it('orders weekday headers from the week start', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-10', 60)).toBe('2026-05-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('counts days between dates', () => {
    expect(daysBetween('2026-03-10', '2026-05-09')).toBe(60);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
  });
  it('parses only real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, monthIndex: 1, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-13-01')).toBeUndefined();
    expect(parseIsoDate('10/03/2026')).toBeUndefined();
    expect(parseIsoDate('')).toBeUndefined();
  });
  it('reads weekdays and local dates', () => {
    expect(weekdayOf('2026-03-15')).toBe(0);
    expect(weekdayOf('2026-03-16')).toBe(1);
    expect(toIsoDate(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
  });
});

describe('names in the page language, on Kolkata time', () => {
  it('names the month and the weekdays in Hindi and English', () => {
    expect(formatMonth(2026, 0, 'hi-IN')).toBe('जनवरी 2026');
    expect(formatMonth(2026, 0, 'en-IN')).toBe('January 2026');
    expect(weekdayOrder().map((w) => formatWeekday(w, 'hi-IN', 'short'))).toEqual(['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि']);
    expect(formatWeekday(1, 'hi-IN', 'long')).toBe('सोमवार');
    expect(formatWeekday(0, 'en-IN', 'short')).toBe('Sun');
  });

  it('writes a calendar day as "26 जनवरी 2026", with Latin digits', () => {
    expect(formatIsoDay('2026-01-26', 'hi-IN')).toBe('26 जनवरी 2026');
    expect(formatIsoDay('2026-01-26', 'en-IN')).toBe('26 January 2026');
    expect(formatIsoDay('2026-03-12', 'hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })).toBe('गुरुवार, 12 मार्च 2026');
    expect(formatIsoDay('2026-12-31', 'hi-IN')).toBe('31 दिसंबर 2026');
  });

  it('reads a moment near midnight UTC as the day it already is in Kolkata', () => {
    // 19:00 UTC on 25 January is 00:30 on 26 January in India.
    expect(siteDateFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-01-25T19:00:00Z'))).toBe('26 जनवरी 2026');
    expect(siteDateFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2026-01-25T18:00:00Z'))).toBe('25 जनवरी 2026');
    expect(siteDateFormat('en-IN', { month: 'long', year: 'numeric' }).format(new Date('2026-01-31T19:00:00Z'))).toBe('February 2026');
  });

  it('names the same day whatever zone the machine runs in', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = tz;
        expect(formatIsoDay('2026-01-26', 'hi-IN')).toBe('26 जनवरी 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
