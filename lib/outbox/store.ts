import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { notifyOutbox } from './notify';
import { markOutboxPending } from './pending';

export type OutboxKind = 'contact' | 'appointment';
/** The named fields the e-mail service receives, as the form would post them. */
export type OutboxFields = Record<string, string>;

/** What a form hands over: the reference the visitor was shown, the form, and what it sends. */
export interface OutboxDraft {
  reference: string;
  kind: OutboxKind;
  fields: OutboxFields;
}

export interface OutboxRequest extends OutboxDraft {
  createdAt: number;
  state: 'waiting' | 'sending';
  /** Failed sends so far. */
  attempts: number;
  /** When the back-off suggests the next try (ms since the epoch). */
  retryAt: number;
  /** While sending: who claimed it and until when (a tab that died mid-send loses it then). */
  lease?: { owner: string; until: number };
}

/** What stays after a send: no names, phones or messages. */
export interface OutboxReceipt {
  reference: string;
  kind: OutboxKind;
  sentAt: number;
}

export type OutboxEntry = Omit<OutboxRequest, 'lease'> | (OutboxReceipt & { state: 'sent' });

/** Longer than any send may take: a lease only ends early when its tab died. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
export const OUTBOX_RECEIPT_DAYS = 7;
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_MAX_MS = 30 * 60_000;

/** 30 s after the first failure, doubling, at most 30 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

interface OutboxSchema extends DBSchema {
  requests: { key: string; value: OutboxRequest };
  receipts: { key: string; value: OutboxReceipt; indexes: { sentAt: number } };
}

export const OUTBOX_DB = 'outbox';

// One short-lived connection per operation: nothing stays open to block a later version's upgrade.
async function withDb<T>(work: (db: IDBPDatabase<OutboxSchema>) => Promise<T>): Promise<T> {
  const db = await openDB<OutboxSchema>(OUTBOX_DB, 1, {
    upgrade(database) {
      database.createObjectStore('requests', { keyPath: 'reference' });
      database.createObjectStore('receipts', { keyPath: 'reference' }).createIndex('sentAt', 'sentAt');
    },
  });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

const isStale = (request: OutboxRequest, now: number) => request.state === 'sending' && (request.lease?.until ?? 0) <= now;

function toEntry(request: OutboxRequest, now: number): OutboxEntry {
  const { reference, kind, fields, createdAt, attempts, retryAt } = request;
  return { reference, kind, fields, createdAt, attempts, retryAt, state: isStale(request, now) ? 'waiting' : request.state };
}

const sentEntry = (receipt: OutboxReceipt): OutboxEntry => ({ ...receipt, state: 'sent' });

/** Saves a request to send later. Idempotent by reference: a waiting one takes the new fields; one sending or sent is left alone. */
export async function saveToOutbox({ reference, kind, fields }: OutboxDraft): Promise<OutboxEntry> {
  markOutboxPending();
  const saved = await withDb(async (db) => {
    const tx = db.transaction(['requests', 'receipts'], 'readwrite');
    const requests = tx.objectStore('requests');
    const [existing, receipt] = await Promise.all([requests.get(reference), tx.objectStore('receipts').get(reference)]);
    const now = Date.now();
    let entry: OutboxEntry;
    if (receipt) entry = sentEntry(receipt);
    else if (existing?.state === 'sending' && !isStale(existing, now)) entry = toEntry(existing, now);
    else {
      const request: OutboxRequest = { reference, kind, fields, createdAt: existing?.createdAt ?? now, state: 'waiting', attempts: existing?.attempts ?? 0, retryAt: now };
      await requests.put(request);
      entry = toEntry(request, now);
    }
    await tx.done;
    return entry;
  });
  markOutboxPending();
  notifyOutbox({ reference, state: saved.state });
  return saved;
}

/** Waiting and sending requests, then receipts. */
export async function listOutbox(): Promise<OutboxEntry[]> {
  return withDb(async (db) => {
    const tx = db.transaction(['requests', 'receipts']);
    const [requests, receipts] = await Promise.all([tx.objectStore('requests').getAll(), tx.objectStore('receipts').getAll()]);
    const now = Date.now();
    return [...requests.sort((a, b) => a.createdAt - b.createdAt).map((r) => toEntry(r, now)), ...receipts.map(sentEntry)];
  });
}

/** Forgets a request: its data and any receipt. True when there was something to forget. */
export async function deleteFromOutbox(reference: string): Promise<boolean> {
  const found = await withDb(async (db) => {
    const tx = db.transaction(['requests', 'receipts'], 'readwrite');
    const count = (await tx.objectStore('requests').count(reference)) + (await tx.objectStore('receipts').count(reference));
    await Promise.all([tx.objectStore('requests').delete(reference), tx.objectStore('receipts').delete(reference), tx.done]);
    return count > 0;
  });
  if (found) notifyOutbox({ reference, state: 'deleted' });
  return found;
}

/** Atomically moves a waiting (or stale) request to sending for `owner`; undefined when another has it. */
export async function claimRequest(reference: string, owner: string): Promise<OutboxRequest | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction('requests', 'readwrite');
    const request = await tx.store.get(reference);
    const now = Date.now();
    if (!request || (request.state === 'sending' && !isStale(request, now))) return undefined;
    const claimed: OutboxRequest = { ...request, state: 'sending', lease: { owner, until: now + OUTBOX_LEASE_MS } };
    await Promise.all([tx.store.put(claimed), tx.done]);
    return claimed;
  });
}

/** Sent: the personal data goes and a receipt stays, in one transaction. */
export async function settleSent({ reference, kind }: OutboxDraft): Promise<void> {
  await withDb(async (db) => {
    const tx = db.transaction(['requests', 'receipts'], 'readwrite');
    await Promise.all([tx.objectStore('requests').delete(reference), tx.objectStore('receipts').put({ reference, kind, sentAt: Date.now() }), tx.done]);
  });
}

/** Failed: back to waiting with one more attempt, unless the visitor deleted it or another took it over. */
export async function settleFailed(reference: string, owner: string): Promise<void> {
  await withDb(async (db) => {
    const tx = db.transaction('requests', 'readwrite');
    const request = await tx.store.get(reference);
    if (request?.state === 'sending' && request.lease?.owner === owner) {
      const attempts = request.attempts + 1;
      await tx.store.put({ ...request, state: 'waiting', attempts, retryAt: Date.now() + backoffMs(attempts), lease: undefined });
    }
    await tx.done;
  });
}

/** Drops receipts older than `days`. */
export async function pruneReceipts(days: number = OUTBOX_RECEIPT_DAYS): Promise<number> {
  return withDb(async (db) => {
    const tx = db.transaction('receipts', 'readwrite');
    const old = await tx.store.index('sentAt').getAllKeys(IDBKeyRange.upperBound(Date.now() - days * 86_400_000));
    await Promise.all([...old.map((reference) => tx.store.delete(reference)), tx.done]);
    return old.length;
  });
}
