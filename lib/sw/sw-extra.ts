/**
 * The service worker's own part, bundled by scripts/build-sw.mjs into out/sw-extra.js and loaded
 * by the Workbox worker with importScripts: it keeps the key pages for offline use and answers
 * Background Sync for the outbox.
 */
import { OUTBOX_SYNC_TAG, flushForBackgroundSync } from '../outbox';
import { sendSavedRequest } from '../outbox/emailjs';

/** Set by the build: the key pages of every language and their RSC data, each with a hash. */
declare const __OFFLINE_PAGES__: { url: string; revision: string }[];
/** The cache Workbox's network-first HTML route reads when the network fails. */
export const PAGES_CACHE = 'pages';
/** The cache Workbox's network-first route for RSC data (.txt) reads when the network fails. */
export const RSC_CACHE = 'rsc';

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}

const worker = self as unknown as {
  addEventListener(type: string, listener: (event: ExtendableEvent) => void): void;
  clients: { matchAll(options: { type: 'window' }): Promise<{ visibilityState: DocumentVisibilityState }[]> };
};

// The pages and their RSC data are served network first (a deploy is never stale), so they are
// stored in the runtime caches those routes read rather than in the precache, which would answer
// first. A page's RSC data is what its loader fetches to hydrate it (scripts/paint-first.mjs).
worker.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(
      __OFFLINE_PAGES__.map(async ({ url }) => {
        const response = await fetch(url, { cache: 'reload' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        const cache = await caches.open(new URL(url, location.href).pathname.endsWith('.txt') ? RSC_CACHE : PAGES_CACHE);
        await cache.put(url, response);
      }),
    ),
  );
});

/**
 * Background Sync is for the time no page of the site is on screen: a visible page sends on the
 * online event itself and shows each step, so the worker leaves the outbox to it (two senders
 * would only queue behind one lock, and a page would show "waiting" while the worker sends).
 */
async function syncOutbox(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window' });
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  await flushForBackgroundSync(sendSavedRequest);
}

worker.addEventListener('sync', (event) => {
  if ((event as SyncEvent).tag === OUTBOX_SYNC_TAG) event.waitUntil(syncOutbox());
});
