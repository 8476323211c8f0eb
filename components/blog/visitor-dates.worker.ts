// Formats post dates and times in the visitor's locale and time zone, off the page's main thread
// (components/blog/visitor-dates.ts explains why). Same rules as the page would apply: lib/dates.ts.
import { formatDateOrTime } from '@/lib/dates';
import type { VisitorDateAnswer, VisitorDateJob } from './visitor-dates';

addEventListener('message', (event: MessageEvent<VisitorDateJob>) => {
  const { id, value, kind, fallback } = event.data;
  const answer: VisitorDateAnswer = { id, text: formatDateOrTime(kind, value, fallback) };
  postMessage(answer);
});
