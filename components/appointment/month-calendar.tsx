'use client';
import { formatIsoDay, formatMonth, formatWeekday, monthGrid, parseIsoDate, weekdayOrder } from '@/lib/calendar';
import type { Dictionary } from '@/lib/i18n';
import { DESKTOP_MIN_WIDTH_PX } from '@/lib/constants';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useToday } from './use-today';

export type MonthCalendarText = Dictionary['appointment']['calendar'];

const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * The current month with today marked (aria-current="date"); follows the date when the day changes.
 * Month and weekday names in the page's language ('जनवरी 2026', 'सोम').
 * It is drawn only on screens wide enough to show it (phones, where it is hidden, skip the work).
 */
export function MonthCalendar({ text, localeTag }: { text: MonthCalendarText; localeTag: string }) {
  const today = useToday();
  const wide = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`);
  const parts = today ? parseIsoDate(today) : undefined;
  if (!today || !parts || !wide) {
    return (
      <div className="grid min-h-80 place-items-center rounded-lg border border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300" data-testid="calendar">
        {text.loading}
      </div>
    );
  }
  const weeks = monthGrid(parts.year, parts.monthIndex);
  const monthLabel = formatMonth(parts.year, parts.monthIndex, localeTag);

  return (
    // A key of its own, so it is a new element rather than the stand-in's box with new classes:
    // reused, the box kept a computed padding of 0 for one frame (its classes changed, its style
    // was not recalculated) and the month moved 16 px, a layout shift at 1024 px and up.
    <div key="month" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="calendar">
      <table className="w-full table-fixed border-collapse text-center">
        <caption className="mb-3 text-left">
          <span className="block text-sm text-slate-700 dark:text-slate-300">{text.label}</span>
          <span className="text-xl font-semibold text-slate-900 dark:text-white" data-testid="calendar-month">
            {monthLabel}
          </span>
        </caption>
        <thead>
          <tr>
            {weekdayOrder().map((w) => (
              <th key={w} scope="col" abbr={formatWeekday(w, localeTag, 'long')} className="pb-2 text-xs font-semibold text-slate-700 dark:text-slate-300">
                {formatWeekday(w, localeTag, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].iso}>
              {week.map((day) => {
                const isToday = day.iso === today;
                const tone = isToday
                  ? 'bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950'
                  : !day.inMonth
                    ? 'text-slate-500 dark:text-slate-400'
                    : day.weekday === 0
                      ? 'text-accent-700 dark:text-accent-400'
                      : 'text-slate-900 dark:text-slate-100';
                return (
                  <td key={day.iso} aria-current={isToday ? 'date' : undefined} data-date={day.iso} className="p-0.5">
                    <time dateTime={day.iso} aria-label={formatIsoDay(day.iso, localeTag, FULL_DATE) + (isToday ? ` (${text.today})` : '')} className={`mx-auto grid h-10 w-10 place-items-center rounded-full ${tone}`}>
                      {day.day}
                    </time>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        <span aria-hidden="true" className="mr-2 inline-block h-3 w-3 rounded-full bg-brand-700 align-middle dark:bg-brand-300" />
        {text.today}
      </p>
      <p className="mt-1 text-sm text-accent-700 dark:text-accent-400">{text.closed}</p>
    </div>
  );
}
