import { describe, expect, it } from 'vitest';
import { formatDate, formatDateOrTime, formatSpokenTime, formatTime, isoDateTime, SITE_TIME_ZONE } from './dates';

const india = { locale: 'en-IN', timeZone: SITE_TIME_ZONE };

describe('formatDate', () => {
  it('writes year, long month and day in the given locale', () => {
    expect(formatDate('2026-11-02T10:30+05:30', 'x', india)).toBe('2 November 2026');
    expect(formatDate('2026-11-02T10:30+05:30', 'x', { locale: 'en-US', timeZone: SITE_TIME_ZONE })).toBe('November 2, 2026');
    expect(formatDate('2026-11-02T10:30+05:30', 'x', { locale: 'hi-IN', timeZone: SITE_TIME_ZONE })).toBe('2 नवंबर 2026');
  });

  it('reads the day in the given time zone', () => {
    // 00:30 in India is still the previous day in UTC.
    expect(formatDate('2026-11-02T00:30+05:30', 'x', india)).toBe('2 November 2026');
    expect(formatDate('2026-11-02T00:30+05:30', 'x', { locale: 'en-IN', timeZone: 'UTC' })).toBe('1 November 2026');
  });

  it('shows the fallback for a missing or unreadable date', () => {
    expect(formatDate(undefined, 'Date not available', india)).toBe('Date not available');
    expect(formatDate(null, 'Date not available', india)).toBe('Date not available');
    expect(formatDate('', 'Date not available', india)).toBe('Date not available');
    expect(formatDate('next Tuesday', 'Date not available', india)).toBe('Date not available');
  });
});

describe('formatTime', () => {
  it('writes hour and minute in the given locale and zone', () => {
    expect(formatTime('2026-11-02T10:30+05:30', 'x', india)).toBe('10:30 am');
    expect(formatTime('2026-11-02T16:05+05:30', 'x', { locale: 'en-US', timeZone: SITE_TIME_ZONE })).toBe('4:05 PM');
    expect(formatTime('2026-11-02T10:30+05:30', 'x', { locale: 'en-GB', timeZone: 'UTC' })).toBe('5:00');
  });

  it('shows the fallback for a missing or unreadable time', () => {
    expect(formatTime(undefined, 'Time not available', india)).toBe('Time not available');
    expect(formatTime('2026-13-45', 'Time not available', india)).toBe('Time not available');
  });
});

describe('isoDateTime', () => {
  it('gives a machine-readable instant or nothing', () => {
    expect(isoDateTime('2026-11-02T10:30+05:30')).toBe('2026-11-02T05:00:00.000Z');
    expect(isoDateTime(undefined)).toBeUndefined();
    expect(isoDateTime('soon')).toBeUndefined();
  });
});

describe('Hindi dates and times', () => {
  const hindi = { locale: 'hi-IN', timeZone: SITE_TIME_ZONE };

  it('writes the Hindi month with Latin digits', () => {
    expect(formatDate('2026-01-26T10:00+05:30', 'x', hindi)).toBe('26 जनवरी 2026');
  });

  it('reads the day in India near midnight UTC, whatever the build machine’s zone', () => {
    // 18:45 UTC on the 25th is 00:15 on the 26th in India.
    expect(formatDate('2026-01-25T18:45:00Z', 'x', hindi)).toBe('26 जनवरी 2026');
    expect(formatDate('2026-01-25T18:45:00Z', 'x', { locale: 'hi-IN', timeZone: 'UTC' })).toBe('25 जनवरी 2026');
    // 23:59 UTC on 31 December is already New Year's Day in India.
    expect(formatDate('2026-12-31T23:59:00Z', 'x', hindi)).toBe('1 जनवरी 2027');
    // And 18:29 UTC is still the same day there.
    expect(formatDate('2026-01-25T18:29:00Z', 'x', hindi)).toBe('25 जनवरी 2026');
  });

  it('names the part of the day in Hindi words instead of am/pm', () => {
    expect(formatSpokenTime('2026-11-02T10:30+05:30', 'x', hindi)).toBe('सुबह 10:30');
    expect(formatSpokenTime('2026-11-02T16:05+05:30', 'x', hindi)).toBe('शाम 4:05');
    expect(formatSpokenTime('2026-11-02T18:45:00Z', 'x', hindi)).toBe('रात 12:15');
    expect(formatSpokenTime(undefined, 'समय नहीं पता', hindi)).toBe('समय नहीं पता');
  });
});

describe('formatDateOrTime', () => {
  it('writes the date for "date" and the time for "time", with the fallback for a missing value', () => {
    expect(formatDateOrTime('date', '2026-11-02T10:30+05:30', 'x', india)).toBe('2 November 2026');
    expect(formatDateOrTime('time', '2026-11-02T10:30+05:30', 'x', india)).toBe('10:30 am');
    expect(formatDateOrTime('time', undefined, 'Time not available', india)).toBe('Time not available');
  });
});
