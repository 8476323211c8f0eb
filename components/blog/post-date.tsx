import { formatDate, formatTime, SITE_TIME_ZONE } from '@/lib/dates';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { LocalDateTime } from './local-date-time';

/** A post's date (long month) or time: the site's rendering in HTML, the visitor's after hydration. */
export function PostDate({ value, kind, locale }: { value?: string; kind: 'date' | 'time'; locale: Locale }) {
  const t = getDictionary(locale).blog;
  const fallback = kind === 'date' ? t.dateMissing : t.timeMissing;
  const format = kind === 'date' ? formatDate : formatTime;
  const serverText = format(value, fallback, { locale: localeTag(locale), timeZone: SITE_TIME_ZONE });
  return <LocalDateTime value={value} kind={kind} serverText={serverText} fallback={fallback} />;
}
