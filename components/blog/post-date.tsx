import { formatDate, formatSpokenTime, formatTime, isoDateTime, SITE_TIME_ZONE } from '@/lib/dates';
import { defaultLocale, getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { LocalDateTime } from './local-date-time';
import { PostTimeText } from './post-time-text';

/**
 * A post's date (long month) or time, in the page's language and the hospital's time zone
 * ("26 जनवरी 2026", "सुबह 10:30"). English pages then switch to the visitor's locale and zone after hydration;
 * other languages keep the page's: most phones are set to English even for Hindi readers, and
 * their locale would turn a Hindi date English.
 */
export function PostDate({ value, kind, locale }: { value?: string; kind: 'date' | 'time'; locale: Locale }) {
  const t = getDictionary(locale).blog;
  const fallback = kind === 'date' ? t.dateMissing : t.timeMissing;
  const english = locale === defaultLocale;
  const format = kind === 'date' ? formatDate : english ? formatTime : formatSpokenTime;
  const serverText = format(value, fallback, { locale: localeTag(locale), timeZone: SITE_TIME_ZONE });
  if (english) return <LocalDateTime value={value} kind={kind} serverText={serverText} fallback={fallback} />;
  return <PostTimeText iso={isoDateTime(value)} kind={kind} text={serverText} />;
}
