'use client';
import { useClientSnapshot } from '@/components/ui/use-client-snapshot';
import { toIsoDate } from '@/lib/calendar';
import { CALENDAR_CHECK_INTERVAL_MS } from '@/lib/constants';

function subscribe(onChange: () => void) {
  const id = window.setInterval(onChange, CALENDAR_CHECK_INTERVAL_MS);
  return () => window.clearInterval(id);
}

const today = () => toIsoDate(new Date());

/**
 * The visitor's local date ('YYYY-MM-DD'), re-read every CALENDAR_CHECK_INTERVAL_MS so a page left
 * open overnight moves to the new day. Null while server rendering: the build's date is never shown.
 */
export function useToday(): string | null {
  return useClientSnapshot<string | null>(subscribe, today, null);
}
