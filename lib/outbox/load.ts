/**
 * The outbox and its sender as a page runs them, loaded on demand: by the shell when a request
 * may wait (components/layout/service-worker.tsx), and ahead of time by a form that saves to it
 * (components/forms/email-send.ts). A save is made when the send failed, often with no
 * connection, and a page the service worker does not control yet (a first visit) cannot load
 * code then.
 */
export function loadOutbox() {
  return Promise.all([import('./index'), import('./emailjs')]);
}
