/**
 * The outbox: a request the e-mail service did not take (offline, down, slow, over quota) waits
 * in IndexedDB on this device and is sent later, exactly once. No UI and no e-mail client here:
 * the caller injects `send`, so the page and the service worker use the same code.
 *
 * Page:
 *   const reference = newReference();                               // shown to the visitor at once
 *   await saveToOutbox({ reference, kind: 'appointment', fields }); // after a failed send
 *   void requestOutboxSync();                                       // Background Sync where there is one
 *   if (outboxMayHoldRequests()) stop = startOutboxTriggers(send);  // once per page: load, online, visible, back-off timer
 *   subscribeOutbox(({ state }) => state === 'waiting' && startOutboxTriggers(send, { flushNow: false })); // or on a save
 *   const unsubscribe = subscribeOutbox(({ reference, state }) => ...); // waiting | sending | sent | deleted, from every tab
 *   await listOutbox();                                             // after a reload: waiting/sending requests, then receipts
 *   await deleteFromOutbox(reference);                              // the visitor's choice
 * Service worker:
 *   addEventListener('sync', (e) => e.tag === OUTBOX_SYNC_TAG && e.waitUntil(flushForBackgroundSync(send)));
 *
 * Rules:
 * - Saving is idempotent by reference: a waiting request takes the new fields; one being sent
 *   or already sent is left as it is.
 * - Exactly once: each flush claims a request in one readwrite transaction (waiting -> sending,
 *   with a lease of OUTBOX_LEASE_MS), so concurrent flushes from tabs, the online event, a page
 *   load and Background Sync never send it twice; navigator.locks, where present, also queues
 *   whole flushes. A send gets OUTBOX_SEND_TIMEOUT_MS (then it counts as failed; a late success
 *   still settles it as sent). A lease that ran out (its tab died mid-send) may be claimed again;
 *   the reference in the e-mail lets staff spot that rare repeat.
 * - Sent: the fields are deleted in the same transaction that writes a receipt
 *   { reference, kind, sentAt }; receipts go after OUTBOX_RECEIPT_DAYS days.
 * - Failed: back to waiting with attempts + 1 and retryAt (back-off 30 s doubling to 30 min);
 *   the online event, a page load and Background Sync try at once, timers and visibility wait
 *   for retryAt. A waiting request stays until it is sent or the visitor deletes it.
 */
export { newReference } from '../reference';
export { OUTBOX_SEND_TIMEOUT_MS, flushOutbox, type FlushOptions, type FlushResult, type SendRequest } from './flush';
export { subscribeOutbox, type OutboxChange, type OutboxListener } from './notify';
export {
  OUTBOX_LEASE_MS,
  OUTBOX_RECEIPT_DAYS,
  backoffMs,
  deleteFromOutbox,
  listOutbox,
  pruneReceipts,
  saveToOutbox,
  type OutboxDraft,
  type OutboxEntry,
  type OutboxFields,
  type OutboxKind,
} from './store';
export { OUTBOX_SYNC_TAG, flushForBackgroundSync, requestOutboxSync, startOutboxTriggers } from './triggers';
export { outboxMayHoldRequests } from './pending';
