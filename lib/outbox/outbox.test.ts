import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_LEASE_MS,
  OUTBOX_RECEIPT_DAYS,
  OUTBOX_SEND_TIMEOUT_MS,
  deleteFromOutbox,
  flushOutbox,
  listOutbox,
  pruneReceipts,
  saveToOutbox,
  startOutboxTriggers,
  subscribeOutbox,
  type OutboxChange,
  type OutboxDraft,
  type SendRequest,
} from '.';
import { OUTBOX_DB } from './store';
import { outboxMayHoldRequests } from './pending';

const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 2, 10, 6, 0);

const appointment: OutboxDraft = {
  reference: 'DEH-260310-ABCD',
  kind: 'appointment',
  fields: { patient_name: 'Sunita Devi', mobile: '9876543210', message: 'Blurred vision in the left eye' },
};
const contact: OutboxDraft = {
  reference: 'DEH-260310-WXYZ',
  kind: 'contact',
  fields: { name: 'Ramesh Kumar', phone: '9123456780', message: 'Is the camp open on Saturday?' },
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A send that reports when it starts and answers with `answer` (vi.waitFor would move the faked clock). */
function sendStarting(answer: () => Promise<void>) {
  const started = deferred();
  const send = vi.fn<SendRequest>(() => {
    started.resolve();
    return answer();
  });
  return { send, started: started.promise };
}

/** Everything the database holds, read past the module's own functions. */
async function rawContents(): Promise<string> {
  const db = await openDB(OUTBOX_DB);
  const stores = [...db.objectStoreNames];
  const contents = await Promise.all(stores.map(async (name) => [name, await db.getAll(name)]));
  db.close();
  return JSON.stringify(contents);
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  // No navigator.locks: these tests prove the IndexedDB claim alone keeps each send to one.
  vi.stubGlobal('navigator', {});
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving', () => {
  it('keeps the reference, the kind and the fields, waiting', async () => {
    await saveToOutbox(appointment);
    expect(await listOutbox()).toEqual([{ ...appointment, state: 'waiting', attempts: 0, createdAt: T0, retryAt: T0 }]);
  });

  it('stores one request per reference; a second save takes the new fields', async () => {
    await saveToOutbox(appointment);
    vi.setSystemTime(T0 + 5000);
    const edited = { ...appointment, fields: { ...appointment.fields, mobile: '9000000001' } };
    await saveToOutbox(edited);
    const entries = await listOutbox();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reference: appointment.reference, fields: edited.fields, createdAt: T0 });
  });

  it('does not bring a sent request back', async () => {
    await saveToOutbox(appointment);
    await flushOutbox(async () => {});
    expect(await saveToOutbox(appointment)).toMatchObject({ state: 'sent' });
    expect(await listOutbox()).toEqual([{ reference: appointment.reference, kind: 'appointment', sentAt: T0, state: 'sent' }]);
    expect(await rawContents()).not.toContain('Sunita');
  });
});

describe('flushing', () => {
  it('sends each request once when two flushes start together', async () => {
    await saveToOutbox(appointment);
    await saveToOutbox(contact);
    const send = vi.fn<SendRequest>(async () => {});
    const results = await Promise.all([flushOutbox(send), flushOutbox(send), flushOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([request]) => request.reference).sort()).toEqual([appointment.reference, contact.reference].sort());
    expect(results.flatMap((r) => r.sent).sort()).toEqual([appointment.reference, contact.reference].sort());
  });

  it('does not send again while another flush waits on a slow send', async () => {
    await saveToOutbox(appointment);
    const answer = deferred();
    const { send: slow, started } = sendStarting(() => answer.promise);
    const first = flushOutbox(slow);
    await started;

    const fast = vi.fn<SendRequest>(async () => {});
    expect(await flushOutbox(fast)).toEqual({ sent: [], failed: [] });
    expect(fast).not.toHaveBeenCalled();
    expect((await listOutbox())[0].state).toBe('sending');

    answer.resolve();
    expect(await first).toEqual({ sent: [appointment.reference], failed: [] });
    await flushOutbox(fast);
    expect(fast).not.toHaveBeenCalled();
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('hands the send function the reference, kind and fields', async () => {
    await saveToOutbox(contact);
    const send = vi.fn<SendRequest>(async () => {});
    await flushOutbox(send);
    expect(send).toHaveBeenCalledWith(contact);
  });

  it('keeps a failed request waiting, its data intact, with one more attempt and a back-off', async () => {
    await saveToOutbox(appointment);
    const failing = vi.fn<SendRequest>(async () => Promise.reject(new Error('EmailJS answered 429')));
    expect(await flushOutbox(failing)).toEqual({ sent: [], failed: [appointment.reference] });
    expect(await listOutbox()).toEqual([{ ...appointment, state: 'waiting', attempts: 1, createdAt: T0, retryAt: T0 + 30_000 }]);

    await flushOutbox(failing);
    expect((await listOutbox())[0]).toMatchObject({ attempts: 2, retryAt: T0 + 60_000, fields: appointment.fields });
  });

  it('with onlyDue waits for the back-off; without it tries at once', async () => {
    await saveToOutbox(appointment);
    await flushOutbox(async () => Promise.reject(new Error('offline')));
    const send = vi.fn<SendRequest>(async () => {});
    vi.setSystemTime(T0 + 29_000);
    await flushOutbox(send, { onlyDue: true });
    expect(send).not.toHaveBeenCalled();
    vi.setSystemTime(T0 + 30_000);
    await flushOutbox(send, { onlyDue: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('deletes the personal data once sent and keeps only a receipt', async () => {
    await saveToOutbox(appointment);
    await saveToOutbox(contact);
    await flushOutbox(async () => {});
    const raw = await rawContents();
    for (const value of [...Object.values(appointment.fields), ...Object.values(contact.fields)]) expect(raw).not.toContain(value);
    expect(await listOutbox()).toEqual([
      { reference: appointment.reference, kind: 'appointment', sentAt: T0, state: 'sent' },
      { reference: contact.reference, kind: 'contact', sentAt: T0, state: 'sent' },
    ]);
  });

  it('claims again a request whose sender died mid-send once the lease has run out', async () => {
    await saveToOutbox(appointment);
    const { send: dead, started } = sendStarting(() => new Promise(() => {}));
    void flushOutbox(dead);
    await started;

    const send = vi.fn<SendRequest>(async () => {});
    vi.setSystemTime(T0 + OUTBOX_LEASE_MS - 1);
    await flushOutbox(send);
    expect(send).not.toHaveBeenCalled();
    expect((await listOutbox())[0].state).toBe('sending');

    vi.setSystemTime(T0 + OUTBOX_LEASE_MS);
    expect((await listOutbox())[0].state).toBe('waiting');
    await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await listOutbox())[0].state).toBe('sent');
  });

  it('a sender whose lease ran out does not undo the claim of the one that took over', async () => {
    await saveToOutbox(appointment);
    const answerLate = deferred();
    const late = sendStarting(() => answerLate.promise.then(() => Promise.reject(new Error('timeout'))));
    const lateFlush = flushOutbox(late.send);
    await late.started;

    vi.setSystemTime(T0 + OUTBOX_LEASE_MS);
    const answerNew = deferred();
    const taker = sendStarting(() => answerNew.promise);
    const newFlush = flushOutbox(taker.send);
    await taker.started;

    answerLate.resolve();
    expect(await lateFlush).toEqual({ sent: [], failed: [appointment.reference] });
    expect((await listOutbox())[0]).toMatchObject({ state: 'sending', attempts: 0 });
    answerNew.resolve();
    await newFlush;
    expect((await listOutbox())[0].state).toBe('sent');
  });

  it(`stops waiting on a send after ${OUTBOX_SEND_TIMEOUT_MS / 1000} s, and a late answer still deletes the data`, async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(T0);
    await saveToOutbox(appointment);
    const answer = deferred();
    const hung = sendStarting(() => answer.promise);
    const flushing = flushOutbox(hung.send);
    await hung.started;
    await vi.advanceTimersByTimeAsync(OUTBOX_SEND_TIMEOUT_MS);
    expect(await flushing).toEqual({ sent: [], failed: [appointment.reference] });
    expect((await listOutbox())[0]).toMatchObject({ state: 'waiting', attempts: 1 });

    answer.resolve();
    await vi.waitFor(async () => expect((await listOutbox())[0].state).toBe('sent'));
    expect(await rawContents()).not.toContain('Sunita');
  });

  it('queues whole flushes behind navigator.locks when the browser has it', async () => {
    const request = vi.fn((_name: string, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { locks: { request } });
    await saveToOutbox(appointment);
    await flushOutbox(async () => {});
    expect(request).toHaveBeenCalledWith('outbox-flush', expect.any(Function));
  });
});

describe('deleting', () => {
  it('removes a waiting request and its data', async () => {
    await saveToOutbox(appointment);
    await saveToOutbox(contact);
    expect(await deleteFromOutbox(appointment.reference)).toBe(true);
    expect((await listOutbox()).map((e) => e.reference)).toEqual([contact.reference]);
    expect(await rawContents()).not.toContain('Sunita');
    expect(await deleteFromOutbox(appointment.reference)).toBe(false);
  });

  it('does not bring back a request deleted while its send was failing', async () => {
    await saveToOutbox(appointment);
    const answer = deferred();
    const { send, started } = sendStarting(() => answer.promise.then(() => Promise.reject(new Error('500'))));
    const flushing = flushOutbox(send);
    await started;
    await deleteFromOutbox(appointment.reference);
    answer.resolve();
    await flushing;
    expect(await listOutbox()).toEqual([]);
  });
});

describe('receipts', () => {
  it(`are pruned after ${OUTBOX_RECEIPT_DAYS} days, at the next flush`, async () => {
    await saveToOutbox(appointment);
    await flushOutbox(async () => {});
    vi.setSystemTime(T0 + OUTBOX_RECEIPT_DAYS * DAY_MS - 1);
    expect(await pruneReceipts()).toBe(0);
    await saveToOutbox(contact);
    await flushOutbox(async () => {});
    vi.setSystemTime(T0 + OUTBOX_RECEIPT_DAYS * DAY_MS + 1);
    await flushOutbox(async () => {});
    expect((await listOutbox()).map((e) => e.reference)).toEqual([contact.reference]);
  });
});

describe('notifications', () => {
  it('tell this tab and the others: waiting, sending, sent, deleted', async () => {
    const here: OutboxChange[] = [];
    const otherTab: OutboxChange[] = [];
    const unsubscribe = subscribeOutbox((change) => here.push(change));
    const channel = new BroadcastChannel('outbox');
    channel.onmessage = (event: MessageEvent<OutboxChange>) => otherTab.push(event.data);

    await saveToOutbox(appointment);
    await flushOutbox(async () => {});
    await deleteFromOutbox(appointment.reference);
    const expected = ['waiting', 'sending', 'sent', 'deleted'].map((state) => ({ reference: appointment.reference, state }));
    expect(here).toEqual(expected);
    await vi.waitFor(() => expect(otherTab).toEqual(expected));

    unsubscribe();
    await saveToOutbox(contact);
    expect(here).toHaveLength(4);
    channel.close();
  });

  it('pass on what another tab reports', async () => {
    const here: OutboxChange[] = [];
    const unsubscribe = subscribeOutbox((change) => here.push(change));
    const otherTab = new BroadcastChannel('outbox');
    otherTab.postMessage({ reference: contact.reference, state: 'sending' });
    await vi.waitFor(() => expect(here).toEqual([{ reference: contact.reference, state: 'sending' }]));
    unsubscribe();
    otherTab.close();
  });
});

describe('triggers', () => {
  /** navigator.locks that runs flushes one after another, so a test can wait for the queue to empty. */
  function queueingLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    const request = (_name: string, work: () => Promise<unknown>) => {
      const run = tail.then(work);
      tail = run.catch(() => {});
      return run;
    };
    return { request, settled: () => request('barrier', async () => {}) };
  }

  function fakePage(onLine: boolean) {
    const locks = queueingLocks();
    const page = {
      window: new EventTarget(),
      document: Object.assign(new EventTarget(), { visibilityState: 'visible' }),
      navigator: { onLine, locks },
    };
    vi.stubGlobal('window', page.window);
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('navigator', page.navigator);
    return { ...page, settled: locks.settled };
  }

  it('spend no attempt offline, flush when the connection returns, and stop when unsubscribed', async () => {
    const page = fakePage(false);
    await saveToOutbox(appointment);
    const send = vi.fn<SendRequest>(async () => {});
    const removeListener = vi.spyOn(page.window, 'removeEventListener');

    const stop = startOutboxTriggers(send);
    await page.settled();
    expect(send).not.toHaveBeenCalled();
    expect((await listOutbox())[0]).toMatchObject({ state: 'waiting', attempts: 0 });

    page.navigator.onLine = true;
    page.window.dispatchEvent(new Event('online'));
    await page.settled();
    expect(send).toHaveBeenCalledExactlyOnceWith(appointment);
    expect((await listOutbox())[0].state).toBe('sent');

    stop();
    expect(removeListener).toHaveBeenCalledWith('online', expect.any(Function));
  });

  it('flush on page load and when the page is shown again', async () => {
    const page = fakePage(true);
    await saveToOutbox(contact);
    const send = vi.fn<SendRequest>(async () => {});
    const stop = startOutboxTriggers(send);
    await page.settled();
    expect(send).toHaveBeenCalledExactlyOnceWith(contact);

    await saveToOutbox(appointment);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await page.settled();
    expect(send).toHaveBeenCalledTimes(1);
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await page.settled();
    expect(send).toHaveBeenLastCalledWith(appointment);
    stop();
  });

  it('retry when the back-off ends while the page stays open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(T0);
    const page = fakePage(true);
    await saveToOutbox(appointment);
    const send = vi.fn<SendRequest>().mockRejectedValueOnce(new Error('EmailJS answered 500')).mockResolvedValue();
    const stop = startOutboxTriggers(send);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(send).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(30_000);
    await page.settled();
    expect(send).toHaveBeenCalledTimes(2);
    expect((await listOutbox())[0].state).toBe('sent');
    stop();
  });
});

describe('the pending hint', () => {
  /** localStorage as a page has it; `blocked` makes every call throw, as with storage turned off. */
  function fakeStorage(blocked = false) {
    const items = new Map<string, string>();
    const check = () => {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = {
      getItem: (key: string) => (check(), items.get(key) ?? null),
      setItem: (key: string, value: string) => (check(), void items.set(key, value)),
      removeItem: (key: string) => (check(), void items.delete(key)),
    };
    vi.stubGlobal('localStorage', storage);
  }

  function fakePage() {
    const page = { window: new EventTarget(), document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) };
    vi.stubGlobal('window', page.window);
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('navigator', { onLine: true });
    return page;
  }

  it('is clear on a first visit and set by a save', async () => {
    fakeStorage();
    fakePage();
    expect(outboxMayHoldRequests()).toBe(false);
    await saveToOutbox(appointment);
    expect(outboxMayHoldRequests()).toBe(true);
  });

  it('stays set while a request waits and clears once the flush has sent everything', async () => {
    fakeStorage();
    fakePage();
    await saveToOutbox(appointment);
    const send = vi.fn<SendRequest>().mockRejectedValueOnce(new Error('EmailJS answered 500')).mockResolvedValue();
    const stop = startOutboxTriggers(send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await listOutbox())[0]).toMatchObject({ state: 'waiting', attempts: 1 }));
    expect(outboxMayHoldRequests()).toBe(true);

    (window as unknown as EventTarget).dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outboxMayHoldRequests()).toBe(false));
    expect(send).toHaveBeenCalledTimes(2);
    expect((await listOutbox())[0].state).toBe('sent');
    stop();
  });

  it('counts as set when storage cannot be read, so nothing waiting is ever skipped', () => {
    fakeStorage(true);
    expect(outboxMayHoldRequests()).toBe(true);
  });

  it('started by a save on the page, the triggers do not flush at once; the connection coming back does', async () => {
    fakeStorage();
    const page = fakePage();
    await saveToOutbox(contact);
    const send = vi.fn<SendRequest>(async () => {});
    const stop = startOutboxTriggers(send, { flushNow: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    page.window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledExactlyOnceWith(contact));
    await vi.waitFor(() => expect(outboxMayHoldRequests()).toBe(false));
    stop();
  });
});
