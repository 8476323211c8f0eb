'use client';
import { startTransition, useEffect, useState } from 'react';
import { isoDateTime } from '@/lib/dates';
import { PostTimeText } from './post-time-text';
import { visitorDates } from './visitor-dates';

/**
 * A post's date or time in the visitor's own locale and time zone. The exported HTML carries
 * the site's rendering (`serverText`), which hydration keeps; the browser's version, formatted in
 * a worker (./visitor-dates.ts), replaces it right after, so there is no hydration mismatch. One
 * mounted later (a client navigation) starts with the visitor's text when this page has it.
 */
export function LocalDateTime({ value, kind, serverText, fallback }: { value?: string; kind: 'date' | 'time'; serverText: string; fallback: string }) {
  const [text, setText] = useState(() => visitorDates.known({ value, kind, fallback }) ?? serverText);
  useEffect(() => {
    let live = true;
    visitorDates.format({ value, kind, fallback }).then((visitorText) => {
      // A transition: the dates of a whole list update in one slice-able render.
      if (live) startTransition(() => setText(visitorText));
    });
    return () => {
      live = false;
    };
  }, [value, kind, fallback]);
  return <PostTimeText iso={isoDateTime(value)} kind={kind} text={text} />;
}
