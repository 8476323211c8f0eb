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
    try {
      await send({ reference, kind: request.kind, fields: request.fields });
    } catch {
      // The send function reports its own errors; here a failure only means "try again later".
      await settleFailed(reference, owner);
      result.failed.push(reference);
      notifyOutbox({ reference, state: 'waiting' });
      continue;
    }
    await settleSent(request);
    result.sent.push(reference);
    notifyOutbox({ reference, state: 'sent' });
  }
  return result;
}
