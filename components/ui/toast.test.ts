import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { kind: string; message?: string; options?: unknown }[] = [];
let imported = 0;
let failNext = false;

function fakeSonner() {
  imported += 1;
  if (failNext) {
    failNext = false;
    throw new Error('offline');
  }
  const record = (kind: string) => (message: string, options: unknown) => calls.push({ kind, message, options });
  const toast = Object.assign(record('blank'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: (id?: string) => calls.push({ kind: 'dismiss', message: id }),
  });
  return { toast, Toaster: () => null };
}

/** The toast module as a new page has it, with a Sonner that records what it is asked. */
async function freshToast() {
  vi.resetModules();
  vi.doMock('sonner', fakeSonner);
  return import('./toast');
}

describe('notify: toasts load Sonner on first use', () => {
  beforeEach(() => {
    calls.length = 0;
    imported = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('does not load Sonner until a toast is shown or the toaster is asked for', async () => {
    const { loadedToaster } = await freshToast();
    await Promise.resolve();
    expect(imported).toBe(0);
    expect(loadedToaster()).toBeNull();
  });

  it('shows each kind with its fixed duration (error 4 s, success 2 s, loading until dismissed, blank 4 s)', async () => {
    const { notify } = await freshToast();
    const ids = [notify.success('sent'), notify.error('failed'), notify.loading('sending'), notify.message('hello')];
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((c) => [c.kind, c.message, (c.options as { duration: number }).duration])).toEqual([
      ['success', 'sent', 2000],
      ['error', 'failed', 4000],
      ['loading', 'sending', Infinity],
      ['blank', 'hello', 4000],
    ]);
    // Each toast gets its id at once, the one Sonner is given.
    expect(new Set(ids).size).toBe(4);
    expect(calls.map((c) => (c.options as { id: string }).id)).toEqual(ids);
    expect(imported).toBe(1);
  });

  it('dismisses by the id it returned, after the toast it dismisses', async () => {
    const { notify } = await freshToast();
    const id = notify.loading('sending');
    notify.dismiss(id);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => [c.kind, c.message])).toEqual([
      ['loading', 'sending'],
      ['dismiss', id],
    ]);
  });

  it('tells the shell toaster once the code is here', async () => {
    const { loadToaster, loadedToaster, subscribeToaster } = await freshToast();
    const heard = vi.fn();
    const stop = subscribeToaster(heard);
    const sonner = await loadToaster();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(loadedToaster()).toBe(sonner);
    stop();
  });

  it('a failed load is tried again by the next toast, and the failed one is reported, not thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    failNext = true;
    const { notify, loadedToaster } = await freshToast();
    notify.error('first');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0][0])).toContain('first');
    expect(loadedToaster()).toBeNull();
    notify.error('second');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].message).toBe('second');
  });
});
