import { notifyOutbox } from './notify';
import { claimRequest, pruneReceipts, listOutbox, settleFailed, settleSent, type OutboxDraft } from './store';

/** Sends one request; resolves when the e-mail service accepted it, rejects otherwise. */
export type SendRequest = (request: OutboxDraft) => Promise<void>;

export interface FlushOptions {
  /** Skip waiting requests whose back-off has not ended (timers and page visibility); default false. */
  onlyDue?: boolean;
}
export interface FlushResult {
  sent: string[];
  failed: string[];
}

const LOCK_NAME = 'outbox-flush';
/** Within the lease, so a hung send on 2G neither holds the lock for ever nor loses its claim. */
export const OUTBOX_SEND_TIMEOUT_MS = 60_000;

async function settleWithin(sending: Promise<void>, ms: number): Promise<'sent' | 'failed' | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const settled = sending.then(() => 'sent' as const, () => 'failed' as const);
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends every waiting request once; safe to call from any number of tabs and the service worker at once. */
export async function flushOutbox(send: SendRequest, options: FlushOptions = {}): Promise<FlushResult> {
  const locks = globalThis.navigator?.locks;
  // The lock is an extra guard; the claim in IndexedDB alone keeps each request to one sender.
  return locks ? locks.request(LOCK_NAME, () => flushNow(send, options)) : flushNow(send, options);
}

async function flushNow(send: SendRequest, { onlyDue = false }: FlushOptions): Promise<FlushResult> {
  await pruneReceipts();
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const now = Date.now();
  const candidates = (await listOutbox()).filter((entry) => entry.state === 'waiting' && (!onlyDue || entry.retryAt <= now));
  const result: FlushResult = { sent: [], failed: [] };
  for (const { reference } of candidates) {
    const request = await claimRequest(reference, owner);
    if (!request) continue;
    notifyOutbox({ reference, state: 'sending' });
    const sending = Promise.resolve().then(() => send({ reference, kind: request.kind, fields: request.fields }));
    const outcome = await settleWithin(sending, OUTBOX_SEND_TIMEOUT_MS);
    if (outcome === 'timeout') {
      // A send that answers late still counts: its data goes and its receipt is written then.
      sending.then(() => settleSent(request).then(() => notifyOutbox({ reference, state: 'sent' })), () => {});
    }
    if (outcome === 'sent') {
      await settleSent(request);
      result.sent.push(reference);
      notifyOutbox({ reference, state: 'sent' });
    } else {
      // The send function reports its own errors; here a failure only means "try again later".
      await settleFailed(reference, owner);
      result.failed.push(reference);
      notifyOutbox({ reference, state: 'waiting' });
    }
  }
  return result;
}
