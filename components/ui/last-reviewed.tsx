import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { formatDate, SITE_TIME_ZONE } from '@/lib/dates';

/** "Last reviewed: 16 November 2026" under a page whose facts a person checks from time to time. */
export function LastReviewed({ date, locale }: { date: string; locale: Locale }) {
  const t = getDictionary(locale).common;
  const [before, after = ''] = t.lastReviewed.split('{date}');
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="last-reviewed">
      {before}
      <time dateTime={date}>{formatDate(date, date, { locale: localeTag(locale), timeZone: SITE_TIME_ZONE })}</time>
      {after}
    </p>
  );
}
