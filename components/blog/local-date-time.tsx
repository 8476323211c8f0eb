'use client';
import { formatDate, formatTime, isoDateTime } from '@/lib/dates';
import { useClientSnapshot } from '@/components/ui/use-client-snapshot';
import { PostTimeText } from './post-time-text';

const noSubscription = () => () => {};

/**
 * A post's date or time in the visitor's own locale and time zone. The exported HTML carries
 * the site's rendering (`serverText`), which hydration keeps; the browser's version replaces
 * it right after, so there is no hydration mismatch.
 */
export function LocalDateTime({ value, kind, serverText, fallback }: { value?: string; kind: 'date' | 'time'; serverText: string; fallback: string }) {
  const text = useClientSnapshot(noSubscription, () => (kind === 'date' ? formatDate : formatTime)(value, fallback), serverText, `${kind} ${value} ${fallback}`);
  return <PostTimeText iso={isoDateTime(value)} kind={kind} text={text} />;
}
