/**
 * A hint in localStorage that the outbox may hold requests to send, so that a visit with an empty
 * outbox (nearly every visit) never loads the outbox's code (with idb, its IndexedDB wrapper) after
 * the page has loaded: two chunks, 4.7 KB gzipped, and about 40 ms of script on every page.
 *
 * The hint may be wrong one way only. A save sets it before and after it writes; a flush that
 * leaves nothing waiting or being sent clears it, then looks once more and sets it back if a save
 * from another tab came in between. Set with an empty outbox, it costs one flush, which clears it.
 * Storage that cannot be read counts as set. The service worker has no localStorage: a Background
 * Sync flush leaves the hint for the next page to clear.
 */
const KEY = 'outboxPending';

/** Whether the outbox may hold a waiting request: true unless the hint is clear. */
export function outboxMayHoldRequests(): boolean {
  try {
    return globalThis.localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

export function markOutboxPending(): void {
  try {
    globalThis.localStorage.setItem(KEY, '1');
  } catch {
    // No storage (a service worker, storage blocked): the next page flushes anyway.
  }
}

export function clearOutboxPending(): void {
  try {
    globalThis.localStorage.removeItem(KEY);
  } catch {
    // As above: a hint left set costs one flush.
  }
}
