'use client';
import { useEffect } from 'react';
import { loadOutbox } from '@/lib/outbox/load';
import { subscribeOutbox } from '@/lib/outbox/notify';
import { outboxMayHoldRequests } from '@/lib/outbox/pending';

/** Whether any form field on the page holds something the visitor typed or chose. */
export function hasTypedInput(root: ParentNode = document): boolean {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('form input, form textarea, form select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * Resolves once the window `load` event has fired (at once if it has). The same as `afterLoad` in
 * components/ui/deferred.ts, kept here on purpose: importing that module into the shell made
 * Turbopack split the shell's shared chunk on the form pages (their own JS went over budget).
 */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** Runs `run` in a task of its own (a message to itself: no timer, so a test's paused clock does not hold it). */
function inOwnTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(0);
}

/**
 * Registers the service worker (public out/sw.js, built by scripts/build-sw.mjs) and starts the
 * outbox's triggers (a visit, `online`, a shown page) when a request may be waiting. A new
 * worker never takes over a page by itself (no clients.claim, no reload): it is told to activate
 * only while no form holds typed input, checked when it is ready and again whenever the page is
 * hidden; else it waits for the next visit.
 */
export function ServiceWorker() {
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let stopOutbox: (() => void) | undefined;
    const stop = () => {
      controller.abort();
      stopOutbox?.();
    };
    // Both wait until the page has loaded, then start in a task of their own: a visit's saved
    // requests and the worker's install are not what the visitor came for, and at hydration they
    // added their module loads, IndexedDB and worker set-up to the page's longest task.
    const started = loaded().then(() => new Promise<void>((resolve) => inOwnTask(resolve)));
    // The outbox and its sender load only when a request may wait (the hint in
    // lib/outbox/pending.ts), or once a request is saved (here or in another tab): then without a
    // flush of its own, as the form has just tried, and the connection's return or the back-off
    // timer sends it.
    let outboxLoading = false;
    const startOutbox = (flushNow: boolean) => {
      if (outboxLoading || signal.aborted) return;
      outboxLoading = true;
      loadOutbox().then(
        ([outbox, emailjs]) => {
          if (!signal.aborted) stopOutbox = outbox.startOutboxTriggers(emailjs.sendSavedRequest, { flushNow });
        },
        () => {
          // Offline on a page the worker does not control yet, and the form's own early load
          // (lib/outbox/load.ts) had not finished either: it loads, and flushes, when the
          // connection returns.
          outboxLoading = false;
          window.addEventListener('online', () => startOutbox(true), { once: true, signal });
        },
      );
    };
    const unsubscribe = subscribeOutbox(({ state }) => state === 'waiting' && startOutbox(false));
    signal.addEventListener('abort', unsubscribe);
    void started.then(() => outboxMayHoldRequests() && startOutbox(true));
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return stop;

    let registration: ServiceWorkerRegistration | undefined;
    const activateWaiting = () => {
      if (registration?.waiting && registration.active && !hasTypedInput()) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    };
    const onHidden = () => document.visibilityState === 'hidden' && activateWaiting();
    void started
      .then(() => (signal.aborted ? Promise.reject(new Error('left')) : navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' })))
      .then((reg) => {
        registration = reg;
        activateWaiting();
        reg.addEventListener('updatefound', () => {
          reg.installing?.addEventListener('statechange', (event) => {
            if ((event.target as ServiceWorker).state === 'installed') activateWaiting();
          });
        });
      })
      .catch((error) => signal.aborted || console.warn('Service worker not registered', error));
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return null;
}
