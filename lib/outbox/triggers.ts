import { flushOutbox, type SendRequest } from './flush';
import { clearOutboxPending, markOutboxPending } from './pending';
import { listOutbox, type OutboxEntry } from './store';

const isPending = (entry: OutboxEntry) => entry.state === 'waiting' || entry.state === 'sending';

/** Clears the hint when nothing waits or is being sent, then looks again: a save in between sets it back. */
async function settlePendingHint(entries: OutboxEntry[]): Promise<void> {
  if (entries.some(isPending)) return;
  clearOutboxPending();
  if ((await listOutbox()).some(isPending)) markOutboxPending();
}

/** The Background Sync tag the page registers and the service worker's `sync` handler answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/**
 * Page side, called once: flushes now (a visit; unless `flushNow` is false), when the connection
 * returns, when the page is shown again, and when the earliest back-off ends. A flush that leaves
 * nothing to send clears the pending hint (./pending.ts). Returns the unsubscribe.
 */
export function startOutboxTriggers(send: SendRequest, { flushNow = true }: { flushNow?: boolean } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleNext = async () => {
    const entries = await listOutbox();
    const retryAts = entries.flatMap((entry) => (entry.state === 'waiting' ? [entry.retryAt] : []));
    clearTimeout(timer);
    if (!stopped && retryAts.length > 0) timer = setTimeout(() => void run(true), Math.max(0, Math.min(...retryAts) - Date.now()));
    return entries;
  };

  const run = async (onlyDue: boolean) => {
    // Offline for sure: wait for the online event rather than spend an attempt.
    if (stopped || globalThis.navigator?.onLine === false) return;
    try {
      await flushOutbox(send, { onlyDue });
      await settlePendingHint(await scheduleNext());
    } catch (error) {
      console.error('Outbox: flushing failed', error);
    }
  };

  const onOnline = () => void run(false);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void run(true);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  if (flushNow) void run(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Page side, after a save: asks the browser for a Background Sync where it has one; false elsewhere. */
export async function requestOutboxSync(): Promise<boolean> {
  try {
    const registration = (await globalThis.navigator?.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Service worker side, in `sync` for OUTBOX_SYNC_TAG: rejects when a send failed, so the browser tries again later. */
export async function flushForBackgroundSync(send: SendRequest): Promise<void> {
  const { failed } = await flushOutbox(send);
  if (failed.length > 0) throw new Error(`Outbox: ${failed.length} request(s) still waiting`);
}
