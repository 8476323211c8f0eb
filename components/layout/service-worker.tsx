'use client';
import { useEffect } from 'react';

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
 * Registers the service worker (public out/sw.js, built by scripts/build-sw.mjs) and starts the
 * outbox's triggers (a visit, `online`, a shown page). A new worker never takes over a page by
 * itself (no clients.claim, no reload): it is told to activate only while no form holds typed
 * input, checked when it is ready and again whenever the page is hidden; else it waits for the
 * next visit.
 */
export function ServiceWorker() {
  useEffect(() => {
    let stopOutbox: (() => void) | undefined;
    let cancelled = false;
    const stop = () => {
      cancelled = true;
      stopOutbox?.();
    };
    void Promise.all([import('@/lib/outbox'), import('@/lib/outbox/emailjs')]).then(([{ startOutboxTriggers }, { sendSavedRequest }]) => {
      if (!cancelled) stopOutbox = startOutboxTriggers(sendSavedRequest);
    });
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return stop;

    let registration: ServiceWorkerRegistration | undefined;
    const activateWaiting = () => {
      if (registration?.waiting && registration.active && !hasTypedInput()) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
    };
    const onHidden = () => document.visibilityState === 'hidden' && activateWaiting();
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((reg) => {
        registration = reg;
        activateWaiting();
        reg.addEventListener('updatefound', () => {
          reg.installing?.addEventListener('statechange', (event) => {
            if ((event.target as ServiceWorker).state === 'installed') activateWaiting();
          });
        });
      })
      .catch((error) => console.warn('Service worker not registered', error));
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return null;
}
