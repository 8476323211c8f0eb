import { formatDateOrTime } from '@/lib/dates';

/**
 * A post's date or time in the visitor's locale and time zone, formatted in a worker.
 *
 * The first date a page formats starts the browser's ICU locale and time-zone data: 28-43 ms at
 * 1x CPU on this project's test machine before any text comes out (every later one takes 0.1-0.4
 * ms), so on a phone at 4x one task of 110-170 ms right after hydration on /blog/ and on every
 * post, the only pages whose scripts format with Intl at start-up. A dedicated worker pays that on
 * its own thread; the page gets strings back. Where there is no worker (an old browser, a blocked
 * or unreachable worker file) the page formats them itself, as before, and says so on the console.
 * Answers are kept, so a date mounted later (a client navigation) shows the visitor's text at once.
 */

export type VisitorDateKind = 'date' | 'time';
export interface VisitorDateJob {
  id: number;
  value: string | undefined;
  kind: VisitorDateKind;
  fallback: string;
}
export interface VisitorDateAnswer {
  id: number;
  text: string;
}

/** The worker's constructor (a seam for the unit test; the app uses `startWorker`). */
export type WorkerFactory = () => Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'> | null;

function startWorker() {
  if (typeof Worker !== 'function') return null;
  return new Worker(new URL('./visitor-dates.worker.ts', import.meta.url), { name: 'visitor-dates' });
}

function formatHere({ value, kind, fallback }: Omit<VisitorDateJob, 'id'>): string {
  return formatDateOrTime(kind, value, fallback);
}

const keyOf = ({ value, kind, fallback }: Omit<VisitorDateJob, 'id'>) => `${kind}\u0000${value ?? ''}\u0000${fallback}`;

/** One page's formatter: a worker started on first use, its answers kept by date, kind and fallback. */
export function createVisitorDates(makeWorker: WorkerFactory = startWorker) {
  const known = new Map<string, string>();
  const waiting = new Map<number, { job: Omit<VisitorDateJob, 'id'>; resolve: (text: string) => void }>();
  let worker: ReturnType<WorkerFactory> | undefined;
  let nextId = 0;

  const answer = (job: Omit<VisitorDateJob, 'id'>, text: string, resolve: (text: string) => void) => {
    known.set(keyOf(job), text);
    resolve(text);
  };

  /** The worker could not run: every waiting date, and every later one, is formatted on the page. */
  const giveUp = (reason: unknown) => {
    console.warn('Post dates are formatted on the page: the date worker did not run.', reason);
    worker?.terminate();
    worker = null;
    for (const { job, resolve } of waiting.values()) answer(job, formatHere(job), resolve);
    waiting.clear();
  };

  const ensureWorker = () => {
    if (worker !== undefined) return worker;
    try {
      worker = makeWorker();
    } catch (error) {
      giveUp(error);
      return null;
    }
    worker?.addEventListener('message', (event) => {
      const { id, text } = (event as MessageEvent<VisitorDateAnswer>).data;
      const entry = waiting.get(id);
      if (!entry) return;
      waiting.delete(id);
      answer(entry.job, text, entry.resolve);
    });
    worker?.addEventListener('error', (event) => giveUp((event as ErrorEvent).message ?? event));
    return worker;
  };

  return {
    /** The visitor's text if it has been formatted already on this page. */
    known(job: Omit<VisitorDateJob, 'id'>): string | undefined {
      return known.get(keyOf(job));
    },
    /** The visitor's text: from the worker, or from the page where no worker runs. */
    format(job: Omit<VisitorDateJob, 'id'>): Promise<string> {
      const ready = known.get(keyOf(job));
      if (ready !== undefined) return Promise.resolve(ready);
      return new Promise((resolve) => {
        const w = ensureWorker();
        if (!w) return answer(job, formatHere(job), resolve);
        const id = nextId++;
        waiting.set(id, { job, resolve });
        w.postMessage({ id, ...job } satisfies VisitorDateJob);
      });
    },
  };
}

/** The page's formatter. */
export const visitorDates = createVisitorDates();
