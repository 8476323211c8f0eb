import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from '@/lib/dates';
import { createVisitorDates, type VisitorDateAnswer, type VisitorDateJob, type WorkerFactory } from './visitor-dates';

/** A stand-in worker: records what it is sent; the test answers or fails it. */
function fakeWorker() {
  const sent: VisitorDateJob[] = [];
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  let terminated = false;
  const worker = {
    postMessage: (job: VisitorDateJob) => void sent.push(job),
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] ??= []).push(listener),
    terminate: () => void (terminated = true),
  } as unknown as ReturnType<WorkerFactory>;
  return {
    worker,
    sent,
    answer: (data: VisitorDateAnswer) => listeners.message?.forEach((l) => l({ data })),
    fail: (message: string) => listeners.error?.forEach((l) => l({ message })),
    terminated: () => terminated,
  };
}

const date = { value: '2026-11-02T05:00:00.000Z', kind: 'date' as const, fallback: 'Date not given' };
const time = { value: '2026-11-02T05:00:00.000Z', kind: 'time' as const, fallback: 'Time not given' };

afterEach(() => vi.restoreAllMocks());

describe('createVisitorDates', () => {
  it('gives the worker’s text, and keeps it for a date mounted later', async () => {
    const fake = fakeWorker();
    const factory = vi.fn(() => fake.worker);
    const dates = createVisitorDates(factory);
    expect(dates.known(date)).toBeUndefined();
    const text = dates.format(date);
    expect(fake.sent).toEqual([{ id: 0, ...date }]);
    fake.answer({ id: 0, text: 'November 2, 2026' });
    await expect(text).resolves.toBe('November 2, 2026');
    expect(dates.known(date)).toBe('November 2, 2026');
    await expect(dates.format(date)).resolves.toBe('November 2, 2026');
    expect(fake.sent).toHaveLength(1);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('matches each answer to its question, whatever the order', async () => {
    const fake = fakeWorker();
    const dates = createVisitorDates(() => fake.worker);
    const first = dates.format(date);
    const second = dates.format(time);
    fake.answer({ id: 1, text: '10:30 AM' });
    fake.answer({ id: 0, text: 'November 2, 2026' });
    await expect(first).resolves.toBe('November 2, 2026');
    await expect(second).resolves.toBe('10:30 AM');
  });

  it('formats on the page, with a console warning, when the worker fails: the waiting dates and every later one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeWorker();
    const factory = vi.fn(() => fake.worker);
    const dates = createVisitorDates(factory);
    const waiting = dates.format(date);
    fake.fail('Failed to fetch a worker script.');
    await expect(waiting).resolves.toBe(formatDate(date.value, date.fallback));
    expect(fake.terminated()).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('formatted on the page'), 'Failed to fetch a worker script.');
    await expect(dates.format(time)).resolves.toBe(formatTime(time.value, time.fallback));
    expect(fake.sent).toHaveLength(1);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('formats on the page where no worker can start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const without = createVisitorDates(() => null);
    await expect(without.format(date)).resolves.toBe(formatDate(date.value, date.fallback));
    const throwing = createVisitorDates(() => {
      throw new DOMException('blocked by the content security policy', 'SecurityError');
    });
    await expect(throwing.format(time)).resolves.toBe(formatTime(time.value, time.fallback));
  });

  it('passes the fallback wording through for a missing date', async () => {
    const dates = createVisitorDates(() => null);
    await expect(dates.format({ value: undefined, kind: 'date', fallback: 'Date not given' })).resolves.toBe('Date not given');
  });
});
